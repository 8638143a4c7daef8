import type { Finding } from "../types";
import type { WrapMode } from "../syntax";
export interface RuntimeInput { code: string; lastError: string; lastOutput: string; wrapped: WrapMode; syntaxFindings: Finding[] }
export function analyzeRuntime(_input: RuntimeInput): Finding[] { return []; }
