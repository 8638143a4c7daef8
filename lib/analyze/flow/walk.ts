// Generic walks over the IR (used by the interpreter and the pattern rules).
import type { Expr, Stmt } from "./types";

export function walkExpr(e: Expr, f: (x: Expr) => void) {
  f(e);
  switch (e.k) {
    case "field":
      walkExpr(e.target, f);
      break;
    case "call":
      if (e.target) walkExpr(e.target, f);
      for (const a of e.args) walkExpr(a, f);
      break;
    case "new":
      for (const a of e.args) walkExpr(a, f);
      break;
    case "newArray":
      for (const a of e.elems ?? []) walkExpr(a, f);
      for (const a of e.dims) walkExpr(a, f);
      break;
    case "arrayInit":
      for (const a of e.elems) walkExpr(a, f);
      break;
    case "bin":
      walkExpr(e.l, f);
      walkExpr(e.r, f);
      break;
    case "un":
      walkExpr(e.e, f);
      break;
    case "cond":
      walkExpr(e.c, f);
      walkExpr(e.a, f);
      walkExpr(e.b, f);
      break;
    case "assign":
      walkExpr(e.target, f);
      walkExpr(e.value, f);
      break;
    case "cast":
      walkExpr(e.e, f);
      break;
    case "instanceof":
      walkExpr(e.e, f);
      break;
    case "lambda":
      if (Array.isArray(e.body)) walkStmts(e.body, (s) => stmtExprs(s).forEach((x) => x && walkExpr(x, f)));
      else walkExpr(e.body, f);
      break;
    case "index":
      walkExpr(e.target, f);
      walkExpr(e.index, f);
      break;
    case "mref":
      walkExpr(e.target, f);
      break;
    case "switch":
      walkExpr(e.subject, f);
      for (const c of e.cases) walkStmts(c.body, (s) => stmtExprs(s).forEach((x) => x && walkExpr(x, f)));
      break;
    case "unknown":
      for (const s of e.subs) walkExpr(s, f);
      break;
  }
}

/** Direct expressions of a statement (not of nested statements). */
export function stmtExprs(s: Stmt): (Expr | null)[] {
  switch (s.k) {
    case "local":
      return [s.init];
    case "expr":
      return [s.e];
    case "if":
      return [s.c];
    case "loop":
      return [s.c, ...s.update];
    case "foreach":
      return [s.iter];
    case "return":
      return [s.e];
    case "throw":
      return [s.e];
    case "switch":
      return [s.subject];
    case "yield":
      return [s.e];
    default:
      return [];
  }
}

export function walkStmts(stmts: Stmt[], f: (s: Stmt) => void) {
  for (const s of stmts) {
    f(s);
    switch (s.k) {
      case "if":
        walkStmts(s.then, f);
        if (s.else) walkStmts(s.else, f);
        break;
      case "loop":
        walkStmts(s.init, f);
        walkStmts(s.body, f);
        break;
      case "foreach":
        walkStmts(s.body, f);
        break;
      case "block":
        walkStmts(s.body, f);
        break;
      case "try":
        walkStmts(s.res, f);
        walkStmts(s.body, f);
        for (const c of s.catches) walkStmts(c.body, f);
        if (s.fin) walkStmts(s.fin, f);
        break;
      case "switch":
        for (const c of s.cases) walkStmts(c.body, f);
        break;
    }
  }
}
