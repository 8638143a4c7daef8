// Expression evaluation: literals and constant folding, names and fields, operators, assignments, lambdas.
import { baseType, type Expr, type SwitchCase } from "../../flow";
import { CLEAN, combine, isTainted, join, sanitized, unionLabels, type Val, joinAll } from "../val";
import { libField } from "../library";
import { Env, STALE, type MCtx } from "./state";
import { isUpper, typeKinds } from "./tables";
import { accessKey, rndOnly, plus } from "./helpers";
import { StatementExec } from "./statements";

const PRIMITIVE = new Set(["boolean", "int", "long", "short", "byte", "double", "float", "char", "number"]);

export abstract class ExpressionEval extends StatementExec {
  // ------------------------------------------------------------------ expressions

  coerce(v: Val, type: string): Val {
    if (!type || type === "var") return v;
    let out = v;
    if (this.isSafeType(type)) out = sanitized(out);
    const bt = baseType(type);
    // the declared type wins over a guess (a default "boolean" result of `reader.read(file)` stored in a Document)
    if (!out.type || out.type === "Object" || (PRIMITIVE.has(out.type) && !PRIMITIVE.has(bt) && isUpper(bt)))
      out = { ...out, type: bt };
    if (!out.kinds) {
      const k = typeKinds(type);
      if (k && !(v.type && v.type !== bt)) out = { ...out, kinds: k };
    }
    return out;
  }

  lookup(name: string, env: Env, ctx: MCtx): Val {
    const v = env.get(name);
    if (v) {
      if (v.nm === name) return v;
      const nv = { ...v, nm: name };
      env.set(name, nv);
      return nv;
    }
    const fc = this.findField(ctx.cls, name);
    if (fc) {
      const fv = this.fieldVal(fc, name);
      if (fv) return { ...fv, nm: name };
    }
    if (isUpper(name)) return { cls: name };
    // Used but declared nowhere (typical of snippets): input of unknown origin, reported as a warning when it is
    // concatenated into a query or command.
    return { nm: name, t: [{ k: "free", name }] };
  }

  ev(e: Expr, env: Env, ctx: MCtx): Val {
    switch (e.k) {
      case "lit": {
        if (e.t === "str") {
          const s = e.v as string;
          const v: Val = { c: { v: s }, hc: true, type: "String" };
          if (/<\s*[a-zA-Z!\/]/.test(s)) v.html = true;
          return v;
        }
        return {
          c: { v: e.v },
          hc: true,
          type: e.t === "num" ? "number" : e.t === "bool" ? "boolean" : e.t === "char" ? "char" : undefined,
        };
      }
      case "name":
        return this.lookup(e.name, env, ctx);
      case "this":
        return { kinds: ["this"] };
      case "field":
        return this.evField(e, env, ctx);
      case "call": {
        if (this.accessPaths && !e.args.length && e.target?.k === "name") {
          const key = accessKey(e);
          const nv = key ? env.get(key) : undefined;
          if (nv && nv !== STALE) return nv;
        }
        return this.evCall(e, env, ctx);
      }
      case "new":
        return this.evNew(e, env, ctx);
      case "newArray": {
        for (const d of e.dims) this.ev(d, env, ctx);
        if (!e.elems) return { type: e.type + "[]", zeroArr: true, hc: true };
        const elems = e.elems.map((x) => this.ev(x, env, ctx));
        const v = combine(elems, undefined);
        return { ...v, type: e.type + "[]", elems, how: undefined };
      }
      case "arrayInit": {
        const elems = e.elems.map((x) => this.ev(x, env, ctx));
        const v = combine(elems, undefined);
        return { ...v, type: undefined, elems, how: undefined };
      }
      case "bin":
        return this.evBin(e, env, ctx);
      case "un": {
        const v = this.ev(e.e, env, ctx);
        if (e.op === "!")
          return v.c && typeof v.c.v === "boolean" ? { c: { v: !v.c.v }, type: "boolean" } : { type: "boolean" };
        if (e.op === "-" && v.c && typeof v.c.v === "number") return { c: { v: -v.c.v }, type: "number", hc: true };
        if (e.op === "+" || e.op === "~") return { type: "number", hc: v.hc };
        return { type: "number" };
      }
      case "cond": {
        const cv = this.ev(e.c, env, ctx);
        if (cv.c && typeof cv.c.v === "boolean") return this.ev(cv.c.v ? e.a : e.b, env, ctx);
        const ae = env.clone();
        this.refine(e.c, true, ae, ctx);
        const be = env.clone();
        this.refine(e.c, false, be, ctx);
        const a = this.ev(e.a, ae, ctx);
        ae.release();
        const b = this.ev(e.b, be, ctx);
        be.release();
        return join(a, b);
      }
      case "assign":
        return this.evAssign(e, env, ctx);
      case "cast": {
        const v = this.ev(e.e, env, ctx);
        return this.isSafeType(e.type) ? { ...sanitized(v), type: baseType(e.type) } : { ...v, type: baseType(e.type) };
      }
      case "instanceof": {
        const v = this.ev(e.e, env, ctx);
        if (e.bind) env.set(e.bind, this.coerce({ ...v, type: undefined }, e.type));
        return { type: "boolean" };
      }
      case "lambda":
        return this.evLambda(e, env, ctx, []);
      case "index": {
        if (this.accessPaths) {
          const key = accessKey(e);
          const nv = key ? env.get(key) : undefined;
          if (nv && nv !== STALE) return nv;
        }
        const tv = this.ev(e.target, env, ctx);
        const iv = this.ev(e.index, env, ctx);
        if (tv.elems && iv.c && typeof iv.c.v === "number" && tv.elems[iv.c.v]) return tv.elems[iv.c.v];
        const out: Val = {};
        if (tv.t) out.t = tv.t;
        if (tv.html) out.html = true;
        if (tv.hc) out.hc = true;
        if (tv.type && tv.type.endsWith("[]")) out.type = tv.type.slice(0, -2);
        return out;
      }
      case "classLit":
        return { clsLit: baseType(e.type), type: "Class" };
      case "mref":
        this.ev(e.target, env, ctx);
        return CLEAN;
      case "switch":
        return this.evSwitch(e, env, ctx);
      case "unknown": {
        let v: Val = CLEAN;
        for (const s of e.subs) v = join(v, this.ev(s, env, ctx));
        return v;
      }
    }
  }

  /** A switch expression (kept out of ev() so its frame stays small for deep expression trees). */
  protected evSwitch(e: Extract<Expr, { k: "switch" }>, env: Env, ctx: MCtx): Val {
    const subject = this.ev(e.subject, env, ctx);
    const ys: Val[] = [];
    ctx.yields.push(ys);
    const chosen = this.selectCase(subject, e.cases, env, ctx);
    const cases = chosen === undefined ? e.cases : e.cases.slice(chosen, chosen + 1);
    for (const c of cases) {
      const ce = env.clone();
      this.execBlock(c.body, ce, ctx);
      ce.release();
    }
    ctx.yields.pop();
    return joinAll(ys);
  }

  /**
   * The case a switch on a known value starts at (cases.length when no case matches and there is no default), or
   * undefined when the subject or a label is not a constant.
   */
  selectCase(subject: Val, cases: SwitchCase[], env: Env, ctx: MCtx): number | undefined {
    if (!subject.c) return undefined;
    let dflt = cases.length;
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      if (c.isDefault) dflt = i;
      for (const l of c.labels) {
        const lv = this.ev(l, env, ctx);
        if (!lv.c) return undefined;
        if (lv.c.v === subject.c.v) return i;
      }
    }
    return dflt;
  }

  evLambda(e: Extract<Expr, { k: "lambda" }>, env: Env, ctx: MCtx, params: Val[]): Val {
    const le = env.clone();
    e.params.forEach((p, i) => le.set(p, params[i] ?? CLEAN));
    if (!Array.isArray(e.body)) {
      const v = this.ev(e.body, le, ctx);
      le.release();
      return v;
    }
    const rets: Val[] = [];
    ctx.lambdaRets.push(rets);
    ctx.exits.push([]);
    this.execBlock(e.body, le, ctx);
    le.release();
    ctx.exits.pop();
    ctx.lambdaRets.pop();
    return joinAll(rets);
  }

  protected evField(e: Extract<Expr, { k: "field" }>, env: Env, ctx: MCtx): Val {
    if (e.target.k === "this") {
      const fc = this.findField(ctx.cls, e.name);
      if (fc) return { ...(this.fieldVal(fc, e.name) ?? CLEAN), nm: e.name };
      return { nm: e.name };
    }
    // javax.crypto.Cipher, java.util.Base64: a capitalised name after a package path (lower-case names that are
    // not variables) is a class
    if (isUpper(e.name) && this.isPackagePath(e.target, env, ctx)) return { cls: e.name };
    const tv = this.ev(e.target, env, ctx);
    if (tv.cls) {
      const lib = libField(this, ctx, tv.cls, e.name, e.loc);
      if (lib) return lib;
      const c = this.classesByName.get(tv.cls)?.[0];
      if (c) {
        const owner = c.kind === "enum" ? c : (this.findField(c, e.name) ?? c); // Impl.ALG: a constant of its interface
        const fv = this.fieldVal(owner, e.name);
        if (fv) return { ...fv, nm: e.name };
        if (c.kind === "enum") return { type: c.name, c: { v: `${c.name}.${e.name}` } };
      }
      if (isUpper(e.name) && !/^[A-Z0-9_]+$/.test(e.name)) return { cls: e.name }; // java.util.List / Outer.Inner
      return { nm: e.name };
    }
    const ef = this.enumField(tv, e.name);
    if (ef) return ef;
    if (e.name === "length") return tv.elems ? { c: { v: tv.elems.length }, type: "int", hc: true } : { type: "int" };
    // java.util.List, org.example.Config: a capitalised segment after unknown lower-case names is a class
    if (
      !tv.t &&
      !tv.type &&
      !tv.kinds &&
      !tv.c &&
      isUpper(e.name) &&
      !/^[A-Z0-9_]+$/.test(e.name) &&
      /^[a-z]/.test(tv.nm ?? "")
    )
      return { cls: e.name };
    // a field of a tainted object (dto.name) is tainted
    const out: Val = { nm: e.name };
    if (tv.t) out.t = tv.t;
    if (tv.html) out.html = true;
    return out;
  }

  protected isPackagePath(e: Expr, env: Env, ctx: MCtx): boolean {
    let x = e;
    while (x.k === "field") {
      if (isUpper(x.name)) return false;
      x = x.target;
    }
    return x.k === "name" && !isUpper(x.name) && !env.has(x.name) && !this.findField(ctx.cls, x.name);
  }

  protected evBin(e: Extract<Expr, { k: "bin" }>, env: Env, ctx: MCtx): Val {
    if (e.op === "&&" || e.op === "||") {
      const l = this.ev(e.l, env, ctx);
      if (l.c && typeof l.c.v === "boolean") {
        if (e.op === "&&" && l.c.v === false) return { c: { v: false }, type: "boolean" };
        if (e.op === "||" && l.c.v === true) return { c: { v: true }, type: "boolean" };
      }
      const re = env.clone();
      this.refine(e.l, e.op === "&&", re, ctx);
      const r = this.ev(e.r, re, ctx);
      re.release();
      if (l.c && r.c && typeof l.c.v === "boolean" && typeof r.c.v === "boolean")
        return { c: { v: e.op === "&&" ? l.c.v && r.c.v : l.c.v || r.c.v }, type: "boolean" };
      return { type: "boolean" };
    }
    if (e.op === "+") {
      // a + b + c + ... is a left-deep tree: walk it iteratively, so long concatenations need no deep recursion
      const right: Expr[] = [];
      let x: Expr = e;
      while (x.k === "bin" && x.op === "+") {
        right.push(x.r);
        x = x.l;
      }
      let acc = this.ev(x, env, ctx);
      for (let i = right.length - 1; i >= 0; i--) acc = plus(acc, this.ev(right[i], env, ctx));
      return acc;
    }
    const l = this.ev(e.l, env, ctx);
    const r = this.ev(e.r, env, ctx);
    const lc = l.c?.v;
    const rc = r.c?.v;
    const both = l.c !== undefined && r.c !== undefined;
    switch (e.op) {
      case "==":
      case "!=": {
        if (both) return { c: { v: (lc === rc) === (e.op === "==") }, type: "boolean" };
        return { type: "boolean" };
      }
      case "<":
      case ">":
      case "<=":
      case ">=": {
        if (both && typeof lc === "number" && typeof rc === "number") {
          const v = e.op === "<" ? lc < rc : e.op === ">" ? lc > rc : e.op === "<=" ? lc <= rc : lc >= rc;
          return { c: { v }, type: "boolean" };
        }
        return { type: "boolean" };
      }
      default: {
        if (both && typeof lc === "number" && typeof rc === "number") {
          let v: number | undefined;
          switch (e.op) {
            case "-":
              v = lc - rc;
              break;
            case "*":
              v = lc * rc;
              break;
            case "/":
              v = rc !== 0 ? Math.trunc(lc / rc) : undefined;
              break;
            case "%":
              v = rc !== 0 ? lc % rc : undefined;
              break;
            case "&":
              v = lc & rc;
              break;
            case "|":
              v = lc | rc;
              break;
            case "^":
              v = lc ^ rc;
              break;
            case "<<":
              v = lc << rc;
              break;
            case ">>":
              v = lc >> rc;
              break;
          }
          if (v !== undefined) return { c: { v }, type: "number", hc: true };
        }
        if (
          both &&
          typeof lc === "boolean" &&
          typeof rc === "boolean" &&
          (e.op === "&" || e.op === "|" || e.op === "^")
        ) {
          return { c: { v: e.op === "&" ? lc && rc : e.op === "|" ? lc || rc : lc !== rc }, type: "boolean" };
        }
        // arithmetic on weak random output is still weak random (nextInt(900000) + 100000)
        const rl = unionLabels(rndOnly(l), rndOnly(r));
        return rl ? { t: rl, type: "number" } : { type: "number", hc: l.hc && r.hc };
      }
    }
  }

  protected evAssign(e: Extract<Expr, { k: "assign" }>, env: Env, ctx: MCtx): Val {
    let v = this.ev(e.value, env, ctx);
    if (v.box && (e.value.k === "name" || e.target.k !== "name")) v = this.dropBox(e.value, env, v);
    if (e.op !== "=") {
      const cur = this.ev(e.target, env, ctx);
      if (e.op === "+=") v = plus(cur, v);
      else {
        const rl = unionLabels(rndOnly(cur), rndOnly(v));
        v = rl ? { t: rl, type: "number" } : { type: "number" };
      }
    }
    return this.assignTo(e.target, v, env, ctx);
  }

  assignTo(target: Expr, v: Val, env: Env, ctx: MCtx): Val {
    if (target.k === "name") {
      const name = target.name;
      this.forgetAccessPaths(name, env);
      if (env.has(name) || ctx.decl?.has(name)) {
        const type = ctx.decl?.get(name);
        let nv = type ? this.coerce(v, type) : v;
        nv = this.namedSink(name, nv, target.loc, ctx);
        env.set(name, nv);
        return nv;
      }
      const fc = this.findField(ctx.cls, name);
      if (fc) {
        const f = fc.fields.find((x) => x.name === name)!;
        const nv = this.namedSink(name, this.coerce(v, f.type), target.loc, ctx);
        this.fieldAssign(fc, name, nv, ctx);
        return nv;
      }
      const nv = this.namedSink(name, v, target.loc, ctx);
      env.set(name, nv);
      return nv;
    }
    if (target.k === "field") {
      if (target.target.k === "this") {
        const fc = this.findField(ctx.cls, target.name);
        const f = fc?.fields.find((x) => x.name === target.name);
        const nv = this.namedSink(target.name, f ? this.coerce(v, f.type) : v, target.loc, ctx);
        if (fc) this.fieldAssign(fc, target.name, nv, ctx);
        return nv;
      }
      const owner =
        target.target.k === "name" && !env.has(target.target.name) && !ctx.decl?.has(target.target.name)
          ? this.classesByName.get(target.target.name)?.find((c) => c.fields.some((f) => f.name === target.name))
          : undefined;
      if (owner) {
        // Holder.value = tainted: a static field of another class of the file
        const f = owner.fields.find((x) => x.name === target.name)!;
        const nv = this.namedSink(target.name, this.coerce(v, f.type), target.loc, ctx);
        this.fieldAssign(owner, target.name, nv, ctx);
        return nv;
      }
      this.namedSink(target.name, v, target.loc, ctx);
      // obj.field = tainted: the object becomes tainted
      if (v.t) this.taintRoot(target.target, v, env, ctx);
      return v;
    }
    if (target.k === "index") {
      if (v.t) this.taintRoot(target.target, v, env, ctx);
      return v;
    }
    return v;
  }

  /** Collection/builder/object mutation: the root variable of `x` absorbs the taint of `v`. */
  taintRoot(x: Expr, v: Val, env: Env, ctx: MCtx, how?: string) {
    let root: Expr = x;
    while (root.k === "call" && root.target && (root.name === "append" || root.name === "insert")) root = root.target;
    while (root.k === "index") root = root.target;
    if (root.k === "name") {
      const name = root.name;
      if (env.has(name) || ctx.decl?.has(name)) {
        const cur = env.get(name) ?? CLEAN;
        const t = unionLabels(cur.t, v.t);
        const nv: Val = { ...cur };
        if (t) nv.t = t;
        if (v.html) nv.html = true;
        if (how && isTainted(v)) nv.how = how;
        else if (v.how && !nv.how) nv.how = v.how;
        env.set(name, nv);
        return;
      }
      const fc = this.findField(ctx.cls, name);
      if (fc) this.fieldAssign(fc, name, { t: v.t, html: v.html, how: how ?? v.how }, ctx);
      return;
    }
    if (root.k === "field" && root.target.k === "this") {
      const fc = this.findField(ctx.cls, root.name);
      if (fc) this.fieldAssign(fc, root.name, { t: v.t, html: v.html, how: how ?? v.how }, ctx);
    }
  }

  /** Replace a variable's value (e.g. ObjectInputStream after setObjectInputFilter). */
  updateVar(x: Expr | null, f: (v: Val) => Val, env: Env) {
    if (!x || x.k !== "name") return;
    const cur = env.get(x.name);
    if (cur) env.set(x.name, f(cur));
  }
}
