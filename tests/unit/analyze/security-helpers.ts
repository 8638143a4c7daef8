// Shared helpers of the security rule tests.
import { parse } from "java-parser";
import { securityRules } from "@/lib/analyze/security";
import type { Finding } from "@/lib/analyze/types";

export function analyze(text: string): Finding[] {
  return securityRules({ text, cst: parse(text), userLine: (l) => l });
}

/** 1-based line of the first line containing `marker`. */
export function lineOf(text: string, marker: string): number {
  const i = text.split("\n").findIndex((l) => l.includes(marker));
  if (i < 0) throw new Error(`marker ${marker} not found`);
  return i + 1;
}

export function only(fs: Finding[], rule: string): Finding[] {
  return fs.filter((f) => f.rule === rule);
}
