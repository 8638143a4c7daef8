// Calls: resolution to methods of the file (summaries replayed at call sites), containers, library models, and
// the default propagation for unknown calls; object construction.
import { baseType, type ClassDecl, type Expr, type MethodDecl } from "../../flow";
import {
  CLEAN,
  combine,
  concatVals,
  constStr,
  constToString,
  isTainted,
  join,
  joinAll,
  hasRnd,
  unionLabels,
  type Label,
  type Val,
} from "../val";
import { libCall, libNew } from "../library";
import { containerCall, factoryBox, newBox } from "../containers";
import { Env, type MCtx } from "./state";
import {
  NON_PROPAGATING,
  STRING_IDENTITY,
  SETTER_LIB_TYPES,
  RND_STOP,
  MUTATORS,
  ARG_PROPAGATORS,
  HC_DECODERS,
} from "./tables";
import { coveredRules, removedChars, rndOnly, substitute } from "./helpers";
import { ElementEval } from "./elements";
import { getterField, switchOnThis } from "../enums";
import { cookieParamSetters, cookieSetter } from "../cookies";

/** The single abstract methods of java.util.function types that take arguments. */
const FUNCTIONAL_CALLS = new Set(["apply", "applyAsInt", "applyAsLong", "applyAsDouble", "accept", "test"]);

const VARARGS_OR_ARRAY = /\.\.\.$|\[\]$/;

interface Resolution {
  cls: ClassDecl;
  tname: string | null;
  staticOnly: boolean;
  r: MethodDecl[];
}

/** Static factory methods: createThing(), newInstance(), getInstance(), makeParser(), build... */
const FACTORY_NAME = /^(create|new|make|build|getInstance$|of$|instance$)/;

const ABSOLUTE_PATH = new Set([
  "getAbsolutePath",
  "toAbsolutePath",
  "getCanonicalPath",
  "getAbsoluteFile",
  "getCanonicalFile",
  "toRealPath",
]);

export class Engine extends ElementEval {
  // ------------------------------------------------------------------ calls

  /** Last resolution per call node (see resolve). */
  private resolved = new Map<Expr, Resolution>();
  /** Classes of the file by the simple name of an interface they implement or the class they extend. */
  private subtypes: Map<string, ClassDecl[]> | undefined;

  /**
   * The methods of the file a call may run. Depends only on the call, the calling class and the receiver's class
   * name (or `this`), so the answer is kept per call node and reused while those are the same (loops, passes).
   * The array returned is shared: callers only read it.
   */
  resolve(e: Extract<Expr, { k: "call" }>, tv: Val | null, ctx: MCtx): MethodDecl[] {
    const own = !e.target || !!(tv && tv.kinds?.includes("this"));
    let tname: string | null = null; // null: methods of the calling class and its outer classes
    let staticOnly = false;
    if (!own) {
      if (!tv) return [];
      tname = tv.cls ?? (tv.type ? baseType(tv.type) : null);
      if (!tname || !this.classesByName.has(tname)) return [];
      staticOnly = !!tv.cls && !tv.type;
    }
    const hit = this.resolved.get(e);
    if (hit && hit.cls === ctx.cls && hit.tname === tname && hit.staticOnly === staticOnly) return hit.r;
    const r = tname === null ? this.resolveOwn(e, ctx.cls) : this.resolveIn(e, tname, staticOnly);
    this.resolved.set(e, { cls: ctx.cls, tname, staticOnly, r });
    return r;
  }

  private resolveOwn(e: Extract<Expr, { k: "call" }>, cls: ClassDecl): MethodDecl[] {
    for (let c: ClassDecl | null = cls; c; c = c.outer) {
      const r = this.pick(e, c, false);
      if (r.length) return r;
    }
    return [];
  }

  private resolveIn(e: Extract<Expr, { k: "call" }>, tname: string, staticOnly: boolean): MethodDecl[] {
    const out: MethodDecl[] = [];
    for (const d of this.classesByName.get(tname) ?? []) out.push(...this.pick(e, d, staticOnly));
    if (!out.length) {
      // interface in the file: look at implementing classes
      for (const c of this.subtypesOf(tname)) out.push(...this.pick(e, c, false));
    }
    return out;
  }

  /** Classes implementing or extending `tname`, in the file's order. */
  private subtypesOf(tname: string): readonly ClassDecl[] {
    if (!this.subtypes) {
      const m = new Map<string, ClassDecl[]>();
      for (const c of this.unit.classes) {
        const names = new Set(c.interfaces.map((i) => baseType(i)));
        if (c.superclass) names.add(baseType(c.superclass));
        for (const n of names) {
          const arr = m.get(n);
          if (arr) arr.push(c);
          else m.set(n, [c]);
        }
      }
      this.subtypes = m;
    }
    return this.subtypes.get(tname) ?? [];
  }

  /** Methods named like the call, with a body and a matching arity, in `cls` or the nearest superclass having one. */
  private pick(e: Extract<Expr, { k: "call" }>, cls: ClassDecl | undefined, staticOnly: boolean): MethodDecl[] {
    const arity = e.args.length;
    const out: MethodDecl[] = [];
    let c: ClassDecl | undefined = cls;
    let guard = 0;
    while (c && guard++ < 10) {
      for (const m of c.methods) {
        if (m.name !== e.name || !m.body) continue;
        if (staticOnly && !m.modifiers.includes("static")) continue;
        const n = m.params.length;
        const va = n > 0 && VARARGS_OR_ARRAY.test(m.params[n - 1].type);
        if (n === arity || (va && arity >= n - 1)) out.push(m);
      }
      if (out.length) return out;
      c = c.superclass ? this.classesByName.get(baseType(c.superclass))?.[0] : undefined;
    }
    // default methods of the interfaces the class implements
    for (const i of staticOnly ? [] : (cls?.interfaces ?? []))
      for (const d of this.classesByName.get(baseType(i)) ?? [])
        for (const m of d.methods) if (m.name === e.name && m.body && m.params.length === arity) out.push(m);
    return out;
  }

  protected evArgs(e: Extract<Expr, { k: "call" }> | Extract<Expr, { k: "new" }>, env: Env, ctx: MCtx): Val[] {
    return e.args.map((a) => {
      if (a.k === "lambda") return CLEAN;
      const v = this.ev(a, env, ctx);
      // a container passed to a call may be changed there: its contents are no longer known
      return v.box ? this.dropBox(a, env, v) : v;
    });
  }

  /** Forget the known contents of a container that escapes (the object's taint stays). */
  protected dropBox(x: Expr, env: Env, v: Val): Val {
    if (x.k === "name") {
      const cur = env.get(x.name);
      if (cur?.box) {
        const nv = { ...cur };
        nv.box = undefined;
        env.set(x.name, nv);
      }
    }
    const out = { ...v };
    out.box = undefined;
    return out;
  }

  protected evCall(e: Extract<Expr, { k: "call" }>, env: Env, ctx: MCtx): Val {
    let tv = e.target ? this.ev(e.target, env, ctx) : null;
    const args = this.evArgs(e, env, ctx);
    if (tv?.box && e.target?.k === "call") {
      // List.of("x", p).get(0): a fresh collection read at once, no variable holds it
      const b = tv.box;
      const k = args[0]?.c?.v;
      if (e.name === "get" && b.kind === "list" && typeof k === "number" && b.items?.[k]) return b.items[k];
      if (
        (e.name === "get" || e.name === "getOrDefault") &&
        b.kind === "map" &&
        typeof k === "string" &&
        b.entries?.has(k)
      )
        return b.entries.get(k)!;
    }
    if (tv?.box) {
      const r = containerCall(e.target, e.name, tv, args, env);
      if (r) return r;
      tv = this.dropBox(e.target!, env, tv);
    }
    const callees = this.resolve(e, tv, ctx);
    const k = this.enumConst(tv);
    if (k && !e.args.length) {
      // Algo.CURRENT.name(), Algo.CURRENT.getJcaName(): known per constant
      if (!callees.length && (e.name === "name" || e.name === "toString"))
        return { c: { v: k.name }, hc: true, type: "String" };
      const f = callees.length === 1 ? getterField(callees[0]) : undefined;
      const v = f ? this.enumField(tv, f) : undefined;
      if (v) return v;
      const lit = callees.length === 1 ? switchOnThis(callees[0], k.name) : undefined;
      if (lit) return this.ev(lit, env, ctx);
      // a constant with its own class body: OLD { String alg() { return "DES"; } }
      const own = this.unit.classes.find(
        (c) =>
          c.kind === "anonymous" &&
          c.outer === k.cls &&
          new RegExp(`^${k.name}\\b`).test(this.unit.text.slice(c.loc.off, c.loc.off + k.name.length + 1)),
      );
      const om = own?.methods.find((m) => m.name === e.name && !m.params.length && m.body);
      if (om) {
        this.readSummaries.add(om.id);
        const s = this.summaries.get(om.id);
        if (s) return s.ret;
      }
    }
    if (callees.length) {
      // harden(cookie): the flags the helper sets on its Cookie parameter
      if (callees.length === 1)
        e.args.forEach((a, i) => {
          const cur = a.k === "name" ? env.get(a.name) : undefined;
          if (!cur?.ck || a.k !== "name") return;
          let ck = cur.ck;
          for (const [n, v] of cookieParamSetters(callees[0], i)) ck = cookieSetter(ck, n, v);
          if (ck !== cur.ck) env.set(a.name, { ...cur, ck });
        });
      this.runLambdas(e, args, tv, env, ctx);
      const r = this.applySummaries(callees, args, e, ctx);
      // form.getName() on a request-bound object: the field holds what the request sent
      if (
        tv &&
        !tv.cls &&
        isTainted(tv) &&
        !this.isSafeType(callees[0].returnType) &&
        callees.every((m) => getterField(m))
      )
        return { ...r, t: unionLabels(r.t, tv.t) };
      return r;
    }
    // a record's implicit accessor (or an undeclared getter) of a number/enum component carries no text
    if (tv && !tv.cls && tv.type && !args.length && this.classesByName.has(tv.type)) {
      const field = this.componentOf(tv.type, e.name);
      if (field && this.isSafeType(field.type)) return { type: baseType(field.type) };
    }
    const lambdaRet = this.runLambdas(e, args, tv, env, ctx);
    const stored = this.storeLookup(e, tv);
    if (stored) return stored;
    const passed = this.filtered(e, tv, env, ctx);
    if (passed) return passed;
    // user.setResetToken(weakRandomValue): the setter names the security-sensitive value
    if (args.length === 1 && args[0].t && /^set[A-Z]/.test(e.name) && hasRnd(args[0]))
      this.namedSink(e.name.charAt(3).toLowerCase() + e.name.slice(4), args[0], e.loc, ctx);
    const mapped = this.mappedElements(e, tv, env, ctx, lambdaRet);
    if (mapped) return mapped;
    let r = libCall(this, ctx, env, e, tv, args) ?? this.defaultCall(e, tv, args, env, ctx, lambdaRet);
    // an absolute path begins with "/": as a command argument it cannot be read as an option
    if (ABSOLUTE_PATH.has(e.name) && isTainted(r)) r = { ...r, kinds: [...(r.kinds ?? []), "abs"] };
    const fb = tv?.cls ? factoryBox(tv.cls, e.name, args) : undefined;
    if (fb) r = { ...r, box: fb };
    // values computed from predictable random numbers stay predictable (CHARS.charAt(rnd.nextInt(n)), Long.toHexString(...))
    if (!RND_STOP.has(e.name)) {
      let rl: Label[] | undefined;
      for (const a of args) if (a.t) rl = unionLabels(rl, rndOnly(a));
      if (tv && !tv.cls && tv.t) rl = unionLabels(rl, rndOnly(tv));
      if (rl && !rndOnly(r)) return { ...r, t: unionLabels(r.t, rl) };
    }
    return r;
  }

  /** The field a record accessor `x()` or a getter `getX()`/`isX()` of a class of the file reads. */
  private componentOf(type: string, method: string): { type: string } | undefined {
    const bare = /^(get|is)[A-Z]/.test(method) ? method.replace(/^(get|is)/, "") : method;
    const name = bare.charAt(0).toLowerCase() + bare.slice(1);
    for (const c of this.classesByName.get(type) ?? []) {
      const f = c.fields.find((x) => x.name === name || x.name === method);
      if (f) return f;
    }
    return undefined;
  }

  protected applySummaries(callees: MethodDecl[], args: Val[], e: Extract<Expr, { k: "call" }>, ctx: MCtx): Val {
    let result: Val | undefined;
    for (const m of callees) {
      if (this.iteration === 0 && m !== ctx.m) this.callers.set(m.id, (this.callers.get(m.id) ?? 0) + 1);
      this.readSummaries.add(m.id);
      const s = this.summaries.get(m.id);
      if (!s) continue;
      const argFor = (i: number): Val | undefined => {
        const n = m.params.length;
        if (n > 0 && i === n - 1 && /\.\.\.$/.test(m.params[n - 1].type) && args.length > n) {
          return joinAll(args.slice(i));
        }
        return args[i];
      };
      const r = substitute(s.ret, argFor);
      result = result ? join(result, r) : r;
      for (const eff of s.effects) {
        const a = argFor(eff.i);
        if (!a || !a.t) continue;
        const spec =
          m === ctx.m
            ? eff.spec
            : { ...eff.spec, via: `, reached through the call to ${m.name}() on line ${this.ul(e.loc.line)}` };
        const v: Val = { ...a, how: eff.how ?? a.how };
        this.sink(ctx, spec, v);
      }
      for (const fe of s.fieldEffects) {
        const a = argFor(fe.i);
        if (!a || !a.t) continue;
        this.fieldAssign(fe.cls, fe.name, { t: a.t, html: a.html, how: a.how }, ctx);
      }
    }
    return result ?? CLEAN;
  }

  protected defaultCall(
    e: Extract<Expr, { k: "call" }>,
    tv: Val | null,
    args: Val[],
    env: Env,
    ctx: MCtx,
    lambdaRet: Val | undefined,
  ): Val {
    const name = e.name;
    const isStatic = !tv || !!tv.cls;
    // constant folding on constant receivers
    if (tv && tv.c && typeof tv.c.v === "string") {
      const s = tv.c.v;
      const a0 = args[0]?.c?.v;
      switch (name) {
        case "equals":
          if (args[0]?.c) return { c: { v: s === a0 }, type: "boolean" };
          break;
        case "equalsIgnoreCase":
          if (typeof a0 === "string") return { c: { v: s.toLowerCase() === a0.toLowerCase() }, type: "boolean" };
          break;
        case "isEmpty":
          return { c: { v: s.length === 0 }, type: "boolean" };
        case "charAt":
          if (typeof a0 === "number" && a0 >= 0 && a0 < s.length) return { c: { v: s[a0] }, type: "char", hc: true };
          break;
        case "substring": {
          const a1 = args[1]?.c?.v;
          if (typeof a0 === "number" && (args.length === 1 || typeof a1 === "number"))
            return { c: { v: s.substring(a0, typeof a1 === "number" ? a1 : undefined) }, type: "String", hc: true };
          break;
        }
        case "length":
          return { c: { v: s.length }, type: "int" };
        case "replace": {
          const a1 = args[1]?.c?.v;
          if (typeof a0 === "string" && typeof a1 === "string" && a0)
            return { ...tv, c: { v: s.split(a0).join(a1) }, prefix: undefined };
          break;
        }
        case "toUpperCase":
          return { ...tv, c: { v: s.toUpperCase() }, prefix: undefined };
        case "toLowerCase":
          return { ...tv, c: { v: s.toLowerCase() }, prefix: undefined };
        case "trim":
        case "strip":
        case "intern":
        case "toString":
          return { ...tv, c: { v: s.trim() } };
      }
    }
    // "[" + x starts with "/"? never: a known prefix decides startsWith
    const lit = args[0]?.c?.v;
    if (name === "startsWith" && tv && !tv.c && tv.prefix && typeof lit === "string" && args.length === 1) {
      const n = Math.min(tv.prefix.length, lit.length);
      if (tv.prefix.slice(0, n) !== lit.slice(0, n)) return { c: { v: false }, type: "boolean" };
      if (tv.prefix.length >= lit.length) return { c: { v: true }, type: "boolean" };
    }
    if (NON_PROPAGATING.has(name) || /^(is|has|can|should)[A-Z]/.test(name)) {
      return { type: "boolean" };
    }
    // labels that survive a call on the receiver: undeclared names only through string identity methods
    const keepFree = STRING_IDENTITY.has(name) || name === "split" || name === "substring";
    const recvLabels = tv && !tv.cls && tv.t ? (keepFree ? tv.t : tv.t.filter((l) => l.k !== "free")) : undefined;
    const recvTaint = !!recvLabels && recvLabels.length > 0;
    // string building
    if (name === "concat" && tv && !tv.cls) return concatVals(tv, args[0] ?? CLEAN);
    if ((name === "append" || name === "insert") && tv && !tv.cls) {
      const added = name === "insert" ? args.slice(1) : args;
      const parts = [tv, ...added];
      const v = combine(parts, "a StringBuilder");
      v.type = tv.type ?? "StringBuilder";
      if (tv.kinds) v.kinds = tv.kinds;
      if (tv.prefix !== undefined || tv.c)
        v.prefix = (tv.c ? constToString(tv.c.v) : tv.prefix) + (added[0]?.c ? constToString(added[0].c.v) : "");
      if (e.target && added.some((a) => a.t || a.html)) this.taintRoot(e.target, v, env, ctx, "a StringBuilder");
      return v;
    }
    if (name === "formatted" && tv && !tv.cls) {
      const v = combine([tv, ...args], "String.formatted");
      const s = constStr(tv);
      if (s !== undefined) v.prefix = s.split("%")[0];
      return v;
    }
    if (name === "substring" && tv?.kinds && args.length === 2 && args[0].c?.v === 0) {
      // s.matches("^[a-z]{2}.*") ? s.substring(0, 2) : "en": the checked head only
      const n = tv.kinds.find((k) => k.startsWith("safeHead:"));
      const end = args[1].c?.v;
      if (n && typeof end === "number" && end <= Number(n.slice(9))) return { type: "String" };
    }
    if ((name === "replace" || name === "replaceAll" || name === "replaceFirst") && tv && !tv.cls) {
      const v = combine([tv, ...args.slice(1)], "string replacement");
      if (!isTainted(args[1]) && tv.how) v.how = tv.how;
      if (tv.pend) v.pend = tv.pend;
      // s.replace("(", "\\28").replace(")", "\\29")...: characters no longer in the text; enough of them make it
      // harmless for a sink (an escaping chain)
      const gone = name === "replaceFirst" || isTainted(args[1]) ? undefined : removedChars(name, args);
      if (gone && isTainted(tv)) {
        v.rep = [...new Set([...(tv.rep ?? ""), ...gone])].join("");
        const rules = coveredRules(v.rep);
        const ok = [...new Set([...(tv.okFor ?? []), ...rules])];
        if (ok.length) v.okFor = ok;
        if (rules.includes("SEC-PATH-TRAVERSAL")) {
          v.pchk = true; // no separator left: one name inside the directory it is resolved against
          v.pend = undefined;
        }
      }
      return v;
    }
    // mutators: list.add(t), map.put(k, t), dto.setName(t)
    if (tv && !tv.cls && e.target && MUTATORS.has(name) && args.some((a) => a.t || a.html)) {
      const added = joinAll(args);
      if (
        tv.elems &&
        (name === "add" || name === "addLast" || name === "offer" || name === "push") &&
        args.length === 1
      ) {
        this.updateVar(
          e.target,
          (cur) => ({ ...cur, t: unionLabels(cur.t, added.t), elems: [...(cur.elems ?? []), args[0]] }),
          env,
        );
      } else this.taintRoot(e.target, added, env, ctx);
      return CLEAN;
    }
    if (tv && !tv.cls && e.target && tv.elems && (name === "add" || name === "addLast") && args.length === 1) {
      this.updateVar(e.target, (cur) => ({ ...cur, elems: [...(cur.elems ?? []), args[0]] }), env);
      return CLEAN;
    }
    if (
      tv &&
      !tv.cls &&
      e.target &&
      /^set[A-Z]/.test(name) &&
      args.some((a) => a.t) &&
      !(tv.kinds && tv.kinds.length) &&
      !SETTER_LIB_TYPES.has(tv.type ?? "")
    ) {
      this.taintRoot(e.target, joinAll(args), env, ctx);
      return CLEAN;
    }
    if (recvTaint) {
      const out: Val = {};
      let t: Label[] | undefined = recvLabels;
      if (lambdaRet?.t) t = unionLabels(t, lambdaRet.t);
      // f.apply(v) on a Function the caller passed in: the result may be derived from v
      if (FUNCTIONAL_CALLS.has(name) && recvLabels!.every((l) => l.k === "param"))
        for (const a of args) t = unionLabels(t, a.t);
      if (t) out.t = t;
      if (tv!.html) out.html = true;
      if (tv!.pchk) out.pchk = true;
      if (tv!.okFor && !/decode|unescape/i.test(name)) out.okFor = tv!.okFor;
      if (STRING_IDENTITY.has(name)) {
        if (tv!.how) out.how = tv!.how;
        if (tv!.prefix) out.prefix = tv!.prefix;
        if (tv!.elems && name === "get") return joinAll(tv!.elems);
      }
      if (name === "substring" && tv!.prefix && args[0]?.c?.v === 0) out.prefix = tv!.prefix;
      if (tv!.hc) out.hc = true;
      if (tv!.hcDone) out.hcDone = true;
      // chained collections keep elements (List.copyOf, stream...)
      return out;
    }
    // hard-coded derivations ("secret".getBytes())
    if (tv && !tv.cls && tv.hc && !tv.t) {
      const out: Val = { hc: true };
      if (tv.hcDone) out.hcDone = true;
      if (tv.c && name === "getBytes") out.type = "byte[]";
      if (name === "toCharArray") out.type = "char[]";
      return out;
    }
    const argTaint = args.some((a) => a.t || a.html);
    if (isStatic) {
      // unknown static helper (StringUtils.capitalize(x), Objects.toString(x)...): propagate argument taint
      if (!argTaint && !args.some((a) => a.hc)) {
        // ThingFactory.createThing(): an object of a class we cannot see, made here (not injected)
        if (tv?.cls && !args.length && FACTORY_NAME.test(name) && !this.classesByName.has(tv.cls))
          return { kinds: ["opaque"] };
        return CLEAN;
      }
      const v = combine(args, undefined);
      v.type = undefined;
      if (/decode|unescape/i.test(name)) v.okFor = undefined; // undoes an encoder
      if (args.length === 1) {
        const a = args[0];
        if (a.prefix) v.prefix = a.prefix;
        if (a.c) v.prefix = constToString(a.c.v);
        if (a.how) v.how = a.how;
        if (a.pend) v.pend = a.pend;
        if (a.elems) v.elems = a.elems;
      }
      if (lambdaRet?.t) v.t = unionLabels(v.t, lambdaRet.t);
      return v;
    }
    // instance call on a clean receiver with tainted args: only known propagators
    // a method of such an object, given untrusted text, may return it (we cannot see what it does)
    if (argTaint && (ARG_PROPAGATORS.has(name) || (tv?.kinds?.includes("opaque") && args.some(isTainted)))) {
      const v = combine(args, undefined);
      v.type = undefined;
      const a = args[0];
      if (a?.how) v.how = a.how;
      if (v.okFor && HC_DECODERS.has(name)) {
        // Base64.getDecoder().decode(encoded): the encoding is undone, the text is as untrusted as before
        v.okFor = undefined;
        v.pchk = undefined;
      }
      return v;
    }
    if (tv && tv.hc === undefined && args.length && args.every((a) => a.hc) && HC_DECODERS.has(name))
      return { hc: true };
    return CLEAN;
  }

  protected evNew(e: Extract<Expr, { k: "new" }>, env: Env, ctx: MCtx): Val {
    const args = this.evArgs(e, env, ctx);
    e.args.forEach((a, i) => {
      if (a.k === "lambda") {
        this.evLambda(
          a,
          env,
          ctx,
          a.params.map(() => CLEAN),
        );
        args[i] = { kinds: ["lambda"] };
      }
    });
    const type = baseType(e.type);
    const decls = this.classesByName.get(type);
    if (decls) {
      const ctors = decls.flatMap((d) =>
        d.methods.filter(
          (m) =>
            m.isCtor && (m.params.length === args.length || /\.\.\.$/.test(m.params[m.params.length - 1]?.type ?? "")),
        ),
      );
      if (ctors.length)
        this.applySummaries(ctors, args, { k: "call", target: null, name: type, args: e.args, loc: e.loc }, ctx);
      else if (decls[0].kind === "record") {
        decls[0].fields.forEach((f, i) => {
          if (args[i]?.t) this.fieldAssign(decls[0], f.name, { t: args[i].t }, ctx);
        });
      }
      const t = args.reduce((a, b) => unionLabels(a, b.t), undefined as Label[] | undefined);
      const v: Val = { type };
      if (t) v.t = t;
      return v;
    }
    const box = newBox(type, args);
    const r = libNew(this, ctx, env, e, type, args);
    if (r) return box ? { ...r, box } : r;
    const v: Val = { type };
    if (box) v.box = box;
    let t: Label[] | undefined;
    for (const a of args) t = unionLabels(t, a.t);
    if (t) v.t = t;
    if (args.some((a) => a.html)) v.html = true;
    return v;
  }
}
