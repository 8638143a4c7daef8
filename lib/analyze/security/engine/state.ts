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
  /** A message listener: its parameters are a payload from another system (no HTTP response). */
  listener?: boolean;
}

export interface PendState {
  spec: SinkSpec;
  v: Val;
  cleared: boolean;
  used: boolean;
}

/** A variables map and the number of environments holding it (see Env). */
interface VarBox {
  map: Map<string, Val>;
  refs: number;
}

/** The box of a released environment: empty, and shared by all of them, so a (mistaken) write copies it. */
const RELEASED: VarBox = { map: new Map(), refs: Infinity };

/**
 * The variables of one program point. Copy-on-write: clone() shares the map and the first write to a shared map
 * copies it. Branches, loop bodies and narrowed conditions clone the environment far more often than they write
 * to it, and copying the map at every clone was a large part of the interpreter's time. An environment that is
 * dropped without release() keeps its share, so a copy can happen that was not needed, but never more copies
 * than clones.
 */
export class Env {
  private box: VarBox = { map: new Map(), refs: 1 };
  dead = false;
  get(name: string): Val | undefined {
    return this.box.map.get(name);
  }
  has(name: string): boolean {
    return this.box.map.has(name);
  }
  set(name: string, v: Val): void {
    if (this.box.refs > 1) {
      this.box.refs--;
      this.box = { map: new Map(this.box.map), refs: 1 };
    }
    this.box.map.set(name, v);
  }
  /** Read-only view of the variables, in declaration order. */
  get vars(): ReadonlyMap<string, Val> {
    return this.box.map;
  }
  clone(): Env {
    const e = new Env();
    e.box = this.box;
    this.box.refs++;
    e.dead = this.dead;
    return e;
  }
  /** Holds the very same variables map as `other` (neither was written since one was cloned from the other). */
  sharesVars(other: Env): boolean {
    return this.box === other.box;
  }
  /**
   * Take the variables of `other`, which the caller drops (env = the merge of its branches): other's share passes
   * to this environment, this one's own share is given up.
   */
  adopt(other: Env): void {
    if (other === this) return;
    this.box.refs--;
    this.box = other.box;
    other.box = RELEASED;
  }
  /** This environment is no longer used: give up its share, so the last real holder can write without copying. */
  release(): void {
    this.box.refs--;
    this.box = RELEASED;
  }
}

/** An access path's narrowing that no longer holds (its variable was assigned): read as if never narrowed. */
export const STALE: Val = Object.freeze({}) as Val;

export function mergeEnvs(envs: Env[]): Env {
  const live = envs.filter((e) => !e.dead);
  if (!live.length) {
    const d = envs[0] ? envs[0].clone() : new Env();
    d.dead = true;
    return d;
  }
  // one live path, or paths that changed no variable: join(v, v) is v, so the merge is the variables as they are
  if (live.length === 1 || live.every((e) => e.sharesVars(live[0]))) return live[0].clone();
  const out = new Env();
  // Variables in order of first appearance (the first path's, then those new in each next path), without
  // collecting the keys in a set first; a variable first seen on path j is joined over paths j, j+1, ...
  for (let j = 0; j < live.length; j++) {
    for (const [k, first] of live[j].vars) {
      let seen = false;
      for (let i = 0; i < j && !seen; i++) seen = live[i].has(k);
      if (seen) continue;
      // a narrowed access path holds after the merge only when every path narrowed it
      if (k.charCodeAt(0) === 35 && live.some((e) => e.get(k) === STALE || !e.has(k))) continue;
      let v: Val | undefined = first || undefined;
      for (let i = j + 1; i < live.length; i++) {
        const x = live[i].get(k);
        if (x) v = v ? join(v, x) : x;
      }
      if (v) out.set(k, v);
    }
  }
  return out;
}

export interface MCtx {
  m: MethodDecl | null;
  cls: ClassDecl;
  effects: Effect[];
  /** Keys of `effects` (created with the first effect: most methods have none). */
  effectKeys: Set<string> | null;
  fieldEffects: FieldEffect[];
  /** Keys of `fieldEffects` (created with the first one). */
  fieldEffectKeys: Set<string> | null;
  rets: Val[];
  lambdaRets: Val[][];
  exits: Env[][];
  yields: Val[][];
  /** Pending path constructions by key (created with the first one). */
  pend: Map<string, PendState> | null;
  nonHtml: boolean;
  handler: HandlerInfo | null;
  /** Declared types of the parameters and locals seen so far (created with the first declaration). */
  decl: Map<string, string> | null;
  /** Nesting depth of loops being evaluated (loop bodies run twice only near the top, to stay linear). */
  loopDepth: number;
  testCode: boolean;
  nonSecurity: boolean;
}

/** Records the declared type of a parameter or local. */
export function declare(ctx: MCtx, name: string, type: string): void {
  (ctx.decl ??= new Map()).set(name, type);
}
