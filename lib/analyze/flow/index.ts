// The flow view of the analyzer model: classes, methods, statements and expressions with precedence and locations,
// for the data-flow rules (security). Built lazily once per parse through getModel(unit).flow (model.ts).
export * from "./types";
export { buildUnit as buildFlow } from "./declarations";
export { walkExpr, stmtExprs, walkStmts } from "./walk";
export { unescapeJava } from "./util";
