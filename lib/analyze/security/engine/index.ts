// Taint + constant-folding interpreter over the IR, with per-method summaries iterated to a fixpoint.
//
// Each method is analysed once per iteration. Its parameters carry a symbolic "param i" label; sinks reached by a
// real source produce findings, sinks reached by a parameter become *effects* of the method's summary, which are
// replayed at every call site in the file (so a helper that builds SQL from its argument is reported when a
// controller passes a request parameter to it). Return values are summarised the same way. Iteration stops when
// no summary and no field state changes (at most MAX_ITER passes); the findings of the last pass are kept.
//
// Layout: state.ts (environments, summaries), engine/base.ts (driver, fields, reporting),
// engine/statements.ts, engine/expressions.ts, engine/guards.ts, engine/calls.ts (one class per layer, each extending
// the previous), engine/tables.ts (data), engine/helpers.ts, ../enums.ts (enum constants); the IR walks are in
// ../flow/walk.ts.
export { Engine } from "./calls";
export { Env, mergeEnvs, type MCtx, type SinkSpec, type Effect, type HandlerInfo } from "./state";
export { SAFE_TYPES, NON_PROPAGATING, RULE_NOUN, typeKinds } from "./tables";
export { isAllowListRegex } from "./helpers";
export { walkExpr, stmtExprs, walkStmts } from "../../flow";
export type { ConstV } from "../val";
