// Shared state of the security interpreter: sink specs, method summaries, environments, per-method context.
import type { ClassDecl, Loc, MethodDecl } from "../../flow";
import { join, type Val } from "../val";
import type { RuleId } from "../catalog";
import type { Severity } from "../../types";

export const MAX_ITER = 6;

export interface SinkSpec {
  rule: RuleId;
  loc: Loc;
  /** The sink call as shown to the learner, e.g. "executeQuery". */
  call: string;
  /** What the data flows into, e.g. "a SQL query". */
  what: string;
  /** Mention how the string was built ("built by string concatenation"). */
  useHow?: boolean;
  sev?: Severity;
  /** ", reached through the call to helper() on line 8" */
  via?: string;
  /** Extra sentence appended to the message. */
  note?: string;
}

export interface Effect {
  i: number;
  spec: SinkSpec;
  how?: string;
}

export interface FieldEffect {
  i: number;
  cls: ClassDecl;
  name: string;
}

export interface Summary {
  ret: Val;
  effects: Effect[];
  fieldEffects: FieldEffect[];
}

export interface HandlerInfo {
  rest: boolean;
  controller: boolean;
  producesHtml: boolean;
}

export interface PendState {
  spec: SinkSpec;
  v: Val;
  cleared: boolean;
  used: boolean;
}

export class Env {
  vars: Map<string, Val>;
  dead = false;
  constructor(vars?: Map<string, Val>) {
    this.vars = vars ? new Map(vars) : new Map();
  }
  clone(): Env {
    const e = new Env(this.vars);
    e.dead = this.dead;
    return e;
  }
}

export function mergeEnvs(envs: Env[]): Env {
  const live = envs.filter((e) => !e.dead);
  if (!live.length) {
    const d = envs[0] ? envs[0].clone() : new Env();
    d.dead = true;
    return d;
  }
  if (live.length === 1) return live[0].clone();
  const out = new Env();
  const keys = new Set<string>();
  for (const e of live) for (const k of e.vars.keys()) keys.add(k);
  for (const k of keys) {
    let v: Val | undefined;
    for (const e of live) {
      const x = e.vars.get(k);
      if (x) v = v ? join(v, x) : x;
    }
    if (v) out.vars.set(k, v);
  }
  return out;
}

export interface MCtx {
  m: MethodDecl | null;
  cls: ClassDecl;
  effects: Effect[];
  effectKeys: Set<string>;
  fieldEffects: FieldEffect[];
  fieldEffectKeys: Set<string>;
  rets: Val[];
  lambdaRets: Val[][];
  exits: Env[][];
  yields: Val[][];
  pend: Map<string, PendState>;
  nonHtml: boolean;
  handler: HandlerInfo | null;
  decl: Map<string, string>;
  /** Nesting depth of loops being evaluated (loop bodies run twice only near the top, to stay linear). */
  loopDepth: number;
  testCode: boolean;
  nonSecurity: boolean;
}
