// Guards: conditions that validate a value. Boolean methods of the file act as guards by their body (guard
// summaries: "returns true only when parameter i matched an allow-list"), filter predicates validate the elements
// that pass (Optional.filter, Stream.filter), and anyMatch over a trusted collection pins a compared value.
import { baseType, type Expr, type MethodDecl, type Stmt } from "../../flow";
import { isTainted, isUntrusted, sanitized, type Val } from "../val";
import { Env, type MCtx } from "./state";
import { ExpressionEval } from "./expressions";

/** The outer variable `x` a predicate compares its element with: `a -> a.equals(x)`, `x::equals`. */
function equalsPartner(p: Expr): string | undefined {
  const eq = (n: string) => n === "equals" || n === "equalsIgnoreCase";
  if (p.k === "mref") return eq(p.name) && p.target.k === "name" ? p.target.name : undefined;
  if (p.k !== "lambda" || p.params.length !== 1) return undefined;
  const b = p.body;
  const x = !Array.isArray(b) ? b : b.length === 1 && b[0].k === "return" ? b[0].e : null;
  if (!x || x.k !== "call" || !eq(x.name) || x.args.length !== 1 || x.target?.k !== "name") return undefined;
  const [l, r] = [x.target.name, x.args[0].k === "name" ? x.args[0].name : undefined];
  if (!r) return undefined;
  if (l === p.params[0]) return r === l ? undefined : r;
  return r === p.params[0] ? l : undefined;
}
export abstract class GuardEval extends ExpressionEval {
  abstract resolve(e: Extract<Expr, { k: "call" }>, tv: Val | null, ctx: MCtx): MethodDecl[];

  /**
   * A loop over the characters of a variable that leaves the method with `!truth` when a character fails a check:
   * after the loop every character passed, so the variable is narrowed like one character is by the check.
   */
  private charLoopCheck(st: Stmt, truth: boolean, env: Env, ctx: MCtx): boolean {
    let ch: string | undefined;
    let of: Expr | null | undefined;
    let body: Stmt[];
    if (st.k === "foreach") {
      ch = st.name;
      of = st.iter.k === "call" && st.iter.name === "toCharArray" ? st.iter.target : undefined;
      body = st.body;
    } else if (st.k === "loop") {
      body = st.body;
      if (body.length === 1 && body[0].k === "block") body = body[0].body;
      const first = body[0];
      if (first?.k !== "local" || first.init?.k !== "call" || first.init.name !== "charAt") return false;
      ch = first.name;
      of = first.init.target;
      body = body.slice(1);
    } else return false;
    if (body.length === 1 && body[0].k === "block") body = body[0].body;
    const check = body[0];
    if (!ch || of?.k !== "name" || !env.has(of.name) || body.length !== 1 || check.k !== "if" || check.else)
      return false;
    const exit = check.then.length === 1 && check.then[0].k === "block" ? check.then[0].body : check.then;
    const r = exit.length === 1 && exit[0].k === "return" ? exit[0].e : null;
    if (r?.k !== "lit" || r.v !== !truth) return false;
    const ce = env.clone();
    ce.set(ch, { t: [{ k: "free", name: ch }], type: "char" });
    this.refine(check.c, false, ce, ctx);
    const clean = !isTainted(ce.get(ch));
    ce.release();
    if (clean) this.sanitizeVar(of.name, env);
    return true;
  }

  /** optional.filter(s -> s.matches("[a-z]+")), stream.filter(ALLOWED::contains): what passes is validated. */
  protected filtered(e: Extract<Expr, { k: "call" }>, tv: Val | null, env: Env, ctx: MCtx): Val | undefined {
    if (e.name !== "filter" || e.args.length !== 1 || !tv || tv.cls || !isTainted(tv)) return undefined;
    return this.predicateCleans(e.args[0], tv, env, ctx) ? sanitized(tv) : undefined;
  }

  /** A predicate (lambda or method reference) whose true result leaves an element of `elem` untainted. */
  protected predicateCleans(p: Expr, elem: Val, env: Env, ctx: MCtx): boolean {
    const probe: Val = { t: elem.t, type: "String" };
    let param: string;
    let cond: Expr | null;
    if (p.k === "lambda" && p.params.length === 1) {
      param = p.params[0];
      const b = p.body;
      cond = !Array.isArray(b) ? b : b.length === 1 && b[0].k === "return" ? b[0].e : null;
    } else if (p.k === "mref") {
      param = "$elem";
      cond = { k: "call", target: p.target, name: p.name, args: [{ k: "name", name: param, loc: p.loc }], loc: p.loc };
    } else return false;
    if (!cond) return false;
    const le = env.clone();
    le.set(param, probe);
    this.refine(cond, true, le, ctx);
    const clean = !isTainted(le.get(param));
    le.release();
    return clean;
  }

  /** Conditions calling a boolean method of the file: narrow the arguments its guard summary validates. */
  refine(c: Expr, truth: boolean, env: Env, ctx: MCtx): void {
    if (c.k === "call" && c.name === "anyMatch" && truth && c.target && c.args.length === 1) {
      // ALLOWED.stream().anyMatch(a -> a.equals(x)): x equals one of the known elements
      const other = equalsPartner(c.args[0]);
      if (other && env.has(other) && !isUntrusted(this.ev(c.target, env, ctx))) {
        this.sanitizeVar(other, env);
        return;
      }
    }
    if (
      c.k === "call" &&
      c.args.some((a) => a.k === "name") &&
      (!c.target || c.target.k === "name" || c.target.k === "this")
    ) {
      const tv = c.target ? this.ev(c.target, env, ctx) : null;
      const callees = this.resolve(c, tv, ctx);
      if (callees.length) {
        let clean: Set<number> | undefined;
        for (const m of callees) {
          const g = this.guardFacts(m, truth);
          clean = clean ? new Set([...clean].filter((i) => g.has(i))) : g;
        }
        for (const i of clean ?? []) {
          const a = c.args[i];
          if (a?.k === "name") this.sanitizeVar(a.name, env);
        }
        if (clean?.size) return;
      }
    }
    super.refine(c, truth, env, ctx);
  }

  private guards = new Map<string, Set<number>>();

  /**
   * Parameters a boolean method validates when it returns `truth`: its body is a list of `if (cond) return <bool>;`
   * checks and a final `return <cond>;` (isSafe(s) { return s.matches("[a-z]+"); }).
   */
  protected guardFacts(m: MethodDecl, truth: boolean): Set<number> {
    const key = `${m.id}:${truth}`;
    const known = this.guards.get(key);
    if (known) return known;
    const none = new Set<number>();
    this.guards.set(key, none); // recursion
    if (!m.body || m.returnType !== "boolean" || !m.params.length) return none;
    const env = new Env();
    const ctx = this.newCtx(m, m.cls);
    m.params.forEach((p, i) => env.set(p.name, { t: [{ k: "param", i }], type: baseType(p.type) }));
    let out: Set<number> | undefined;
    const path = (pe: Env) => {
      const s = new Set<number>();
      m.params.forEach((p, i) => {
        if (!isTainted(pe.get(p.name))) s.add(i);
      });
      out = out ? new Set([...out].filter((i) => s.has(i))) : s;
    };
    const boolLit = (x: Expr | null | undefined) => (x?.k === "lit" && typeof x.v === "boolean" ? x.v : undefined);
    let returned = false;
    for (const st of m.body) {
      if (st.k === "foreach" || st.k === "loop") {
        // for (char c : s.toCharArray()) if (!Character.isLetterOrDigit(c)) return false;
        if (!this.charLoopCheck(st, truth, env, ctx)) return none;
        continue;
      }
      if (st.k === "if" && !st.else) {
        let then = st.then;
        if (then.length === 1 && then[0].k === "block") then = then[0].body;
        const r = then.length === 1 && then[0].k === "return" ? boolLit(then[0].e) : undefined;
        if (r === undefined) return none;
        if (r === truth) {
          const pe = env.clone();
          this.refine(st.c, true, pe, ctx);
          path(pe);
          pe.release();
        }
        this.refine(st.c, false, env, ctx);
        continue;
      }
      if (st.k === "return" && st.e) {
        const r = boolLit(st.e);
        if (r === undefined) {
          const pe = env.clone();
          this.refine(st.e, truth, pe, ctx);
          path(pe);
          pe.release();
        } else if (r === truth) path(env);
        returned = true;
        break;
      }
      return none;
    }
    if (!returned || !out) return none;
    this.guards.set(key, out);
    return out;
  }
}
