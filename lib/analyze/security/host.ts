// The narrow interface through which the library models (library/*.ts) report to the interpreter. The library
// depends only on this and on the state types; the interpreter depends on the library. No import cycle.
import type { RawFinding } from "./catalog";
import type { Expr, Loc } from "../flow";
import type { Env, MCtx, SinkSpec } from "./engine/state";
import type { Val } from "./val";

export interface LibHost {
  /** Maps a line of the parsed text to the learner's line. */
  readonly ul: (l: number) => number;
  /** A JVM-wide deserialization filter is installed somewhere in the file. */
  readonly globalSerialFilter: boolean;
  /** XStream type permissions are configured somewhere in the file. */
  readonly xstreamRestricted: boolean;
  /** Classes of the file that extend a Quarkus Panache entity: "sql" (ORM) or "mongo". */
  readonly panacheEntities: ReadonlyMap<string, "sql" | "mongo">;
  /** Reports a finding (deduplicated by rule and position). */
  emit(f: RawFinding): void;
  /** Tainted data reaches a sink: a finding, or an effect of the method's summary for a parameter. */
  sink(ctx: MCtx, spec: SinkSpec, v: Val): void;
  /** A value lands in something named `name` (secret-looking names, security-relevant random values). */
  namedSink(name: string, v: Val, loc: Loc, ctx: MCtx, returned?: boolean): Val;
  /** Predictable random output that reaches the browser as an identifier. */
  randomSink(ctx: MCtx, v: Val, loc: Loc, call: string, what: string): void;
  /** A hard-coded literal where a credential or key is expected. */
  hardcodedArg(ctx: MCtx, v: Val | undefined, loc: Loc, what: string, message?: string): void;
  /** A path built from untrusted data: reported when used unless checked first. */
  pendPath(ctx: MCtx, spec: SinkSpec, v: Val): string;
  usePend(v: Val | undefined, ctx: MCtx, direct: boolean, op?: SinkSpec): void;
  /** Replaces the value of a local variable. */
  updateVar(x: Expr | null, f: (v: Val) => Val, env: Env): void;
}
