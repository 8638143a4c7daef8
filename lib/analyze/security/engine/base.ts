// The interpreter's driver: per-method passes to a fixpoint, class and field state, summaries and reporting.
import {
  baseType,
  type ClassDecl,
  type Expr,
  type Loc,
  type MethodDecl,
  type Stmt,
  type SwitchCase,
  type Unit,
} from "../../flow";
import { isNonSecurityContext, isPlaceholderSecret, isSecretName, isSecurityValueName } from "../names";
import { CLEAN, constStr, isTainted, hasRnd, join, rndLabels, sanitized, valSig, type Label, type Val } from "../val";
import { RULES, type RuleId, type RawFinding } from "../catalog";
import type { Severity } from "../../types";
import { MAX_ITER, type SinkSpec, type Summary, type HandlerInfo, Env, type MCtx, declare } from "./state";
import {
  SAFE_TYPES,
  SOURCE_ANNOTATIONS,
  FRAMEWORK_PARAM_TYPES,
  PARAM_ANNOTATIONS_NOT_SOURCES,
  typeKinds,
  RULE_NOUN,
  BUILT_ONLY,
  HOTSPOT_ADVICE,
  XSTREAM_RESTRICTED,
  isTestHelper,
  LIBRARY_RULES,
} from "./tables";
import { fieldKey, nestedRecords, summarySig, topClass } from "./helpers";
import { enumConstantFields } from "../enums";
import { ENTRY_POINT_ANNOTATIONS, LISTENER_CALLBACKS, LISTENER_INTERFACE } from "../library/spec";

const SERIAL_FILTER = /\bsetSerialFilter\b|jdk\.serialFilter/;
const TEST_CLASS = /Tests?$|IT$/;
const TEST_ANNOTATION = /^(Test|ParameterizedTest|BeforeEach|BeforeAll|Before)$/;

export abstract class EngineBase {
  // Implemented by the later layers (statements.ts, expressions.ts, calls.ts).
  abstract execBlock(stmts: Stmt[], env: Env, ctx: MCtx): void;
  abstract ev(e: Expr, env: Env, ctx: MCtx): Val;
  abstract coerce(v: Val, type: string): Val;
  abstract selectCase(subject: Val, cases: SwitchCase[], env: Env, ctx: MCtx): number | undefined;
  abstract updateVar(x: Expr | null, f: (v: Val) => Val, env: Env): void;
  protected abstract evCall(e: Extract<Expr, { k: "call" }>, env: Env, ctx: MCtx): Val;
  protected abstract evNew(e: Extract<Expr, { k: "new" }>, env: Env, ctx: MCtx): Val;
  protected abstract dropBox(x: Expr, env: Env, v: Val): Val;

  unit: Unit;
  ul: (l: number) => number;
  raw = new Map<string, RawFinding>();
  summaries = new Map<number, Summary>();
  callers = new Map<number, number>();
  fieldTaint = new Map<ClassDecl, Map<string, Val>>();
  fieldInit = new Map<ClassDecl, Map<string, Val>>();
  classesByName = new Map<string, ClassDecl[]>();
  protected handlers = new Map<number, HandlerInfo | null>();
  private fieldOwners = new Map<ClassDecl, Map<string, ClassDecl | null>>();
  private safeTypes = new Map<string, boolean>();
  private flagsCache = new Map<MethodDecl | ClassDecl, { testCode: boolean; nonSecurity: boolean }>();
  /** Summaries/fields read in the current pass before they changed: another pass is needed. */
  protected dirty = false;
  protected readSummaries = new Set<number>();
  protected readFields = new Set<string>();
  iteration = 0;
  /** A JVM-wide deserialization filter is installed somewhere in the file. */
  globalSerialFilter = false;
  /** XStream type permissions are configured somewhere in the file (allowTypes*, NoTypePermission.NONE). */
  xstreamRestricted = false;
  /** Classes extending a Quarkus Panache entity (their static find/list/delete take query text). */
  panacheEntities = new Map<string, "sql" | "mongo">();

  constructor(unit: Unit, userLine: (l: number) => number | null) {
    this.unit = unit;
    this.ul = (l: number) => userLine(l) ?? l;
    for (const c of [...unit.classes, ...nestedRecords(unit)]) {
      if (c.kind === "anonymous") continue;
      const arr = this.classesByName.get(c.name) ?? [];
      arr.push(c);
      this.classesByName.set(c.name, arr);
    }
    // the substring screen spares a regex scan of the whole file in the usual case (neither name occurs)
    const text = unit.text;
    this.globalSerialFilter =
      (text.includes("setSerialFilter") || text.includes("jdk.serialFilter")) && SERIAL_FILTER.test(text);
    for (const c of unit.classes) {
      const sup = c.superclass ? baseType(c.superclass) : "";
      if (/^PanacheMongoEntity(Base)?$/.test(sup)) this.panacheEntities.set(c.name, "mongo");
      else if (/^PanacheEntity(Base)?$/.test(sup)) this.panacheEntities.set(c.name, "sql");
    }
    this.xstreamRestricted =
      text.includes("XStream") && XSTREAM_RESTRICTED.test(text) && !/AnyTypePermission\s*\.\s*ANY\b/.test(text);
  }

  // ------------------------------------------------------------------ driver
  run(): RawFinding[] {
    const order = this.orderedMethods();
    for (this.iteration = 0; this.iteration < MAX_ITER; this.iteration++) {
      this.raw.clear();
      this.dirty = false;
      this.readSummaries.clear();
      this.readFields.clear();
      for (const c of this.unit.classes) this.initClass(c);
      for (const m of order) this.analyzeMethod(m);
      if (!this.dirty) break;
    }
    this.reportUncalledHelpers();
    return [...this.raw.values()];
  }

  protected orderedMethods(): MethodDecl[] {
    // Callees first (a rough post-order by name), so summaries are usually ready on the first pass.
    const byName = new Map<string, MethodDecl[]>();
    for (const m of this.unit.methods) {
      const arr = byName.get(m.name) ?? [];
      arr.push(m);
      byName.set(m.name, arr);
    }
    const seen = new Set<number>();
    const out: MethodDecl[] = [];
    const visit = (m: MethodDecl, depth: number) => {
      if (seen.has(m.id)) return;
      seen.add(m.id);
      if (depth < 50 && m.body) for (const n of m.calls) for (const c of byName.get(n) ?? []) visit(c, depth + 1);
      out.push(m);
    };
    for (const m of this.unit.methods) visit(m, 0);
    return out;
  }

  // ------------------------------------------------------------------ classes, fields
  protected newCtx(m: MethodDecl | null, cls: ClassDecl): MCtx {
    const flags = this.ctxFlags(m, cls);
    // The keyed collections are created on first use: a context is made per method, class and handler on every
    // pass, and most never record an effect or a pending path.
    return {
      m,
      cls,
      effects: [],
      effectKeys: null,
      fieldEffects: [],
      fieldEffectKeys: null,
      rets: [],
      lambdaRets: [],
      exits: [],
      yields: [],
      pend: null,
      nonHtml: false,
      handler: null,
      decl: null,
      loopDepth: 0,
      testCode: flags.testCode,
      nonSecurity: flags.nonSecurity,
    };
  }

  /** Test code / non-security context of a method (or of a class's initialisers), the same on every pass. */
  private ctxFlags(m: MethodDecl | null, cls: ClassDecl): { testCode: boolean; nonSecurity: boolean } {
    const key = m ?? cls;
    let f = this.flagsCache.get(key);
    if (!f) {
      const top = topClass(cls).name;
      f = {
        testCode: TEST_CLASS.test(top) || !!m?.annotations.some((a) => TEST_ANNOTATION.test(a.name)),
        nonSecurity: isNonSecurityContext(top) || (!!m && isNonSecurityContext(m.name)),
      };
      this.flagsCache.set(key, f);
    }
    return f;
  }

  protected initClass(cls: ClassDecl) {
    const init = new Map<string, Val>();
    this.fieldInit.set(cls, init);
    if (!cls.fields.length && !cls.inits.length) return; // nothing to evaluate (interfaces, most anonymous classes)
    const ctx = this.newCtx(null, cls);
    const env = new Env();
    for (const f of cls.fields) {
      let v: Val = f.init ? this.ev(f.init, env, ctx) : CLEAN;
      v = this.coerce(v, f.type);
      const assigned = cls.assigned.has(f.name);
      const isFinal = f.modifiers.includes("final");
      if (v.c && assigned && !isFinal) v = { ...v, c: undefined };
      if (f.init) v = this.namedSink(f.name, v, f.loc, ctx);
      init.set(f.name, v);
    }
    for (const block of cls.inits) this.execBlock(block, env, ctx);
  }

  fieldVal(cls: ClassDecl, name: string): Val | undefined {
    const f = cls.fields.find((x) => x.name === name);
    if (!f) return undefined;
    const init = this.fieldInit.get(cls)?.get(name) ?? this.coerce(CLEAN, f.type);
    this.readFields.add(fieldKey(cls, name));
    const t = this.fieldTaint.get(cls)?.get(name);
    return t ? join(init, t) : init;
  }

  /** An enum constant value (`Algo.CURRENT`): its enum class and constant name. */
  enumConst(tv: Val | null): { cls: ClassDecl; name: string } | undefined {
    if (!tv || !tv.type || !tv.c || typeof tv.c.v !== "string") return undefined;
    const cls = this.classesByName.get(tv.type)?.find((c) => c.kind === "enum");
    if (!cls || !tv.c.v.startsWith(`${cls.name}.`)) return undefined;
    return { cls, name: tv.c.v.slice(cls.name.length + 1) };
  }

  /** A field of an enum constant set by its constructor from a literal argument. */
  enumField(tv: Val | null, field: string): Val | undefined {
    const k = this.enumConst(tv);
    return k ? enumConstantFields(k.cls).get(k.name)?.get(field) : undefined;
  }

  /** The class declaring field `name` as seen from `cls` (fixed for the file: kept per class and name). */
  findField(cls: ClassDecl, name: string): ClassDecl | null {
    let byName = this.fieldOwners.get(cls);
    if (!byName) this.fieldOwners.set(cls, (byName = new Map()));
    let r = byName.get(name);
    if (r === undefined) byName.set(name, (r = this.searchField(cls, name)));
    return r;
  }

  private searchField(cls: ClassDecl, name: string): ClassDecl | null {
    for (let c: ClassDecl | null = cls; c; c = c.outer) {
      if (c.fields.some((f) => f.name === name)) return c;
      let sup = c.superclass ? this.classesByName.get(baseType(c.superclass))?.[0] : undefined;
      let guard = 0;
      while (sup && guard++ < 10) {
        if (sup.fields.some((f) => f.name === name)) return sup;
        sup = sup.superclass ? this.classesByName.get(baseType(sup.superclass))?.[0] : undefined;
      }
      // constants of the interfaces the class implements
      for (const i of c.interfaces) {
        const d = this.classesByName.get(baseType(i))?.find((x) => x.fields.some((f) => f.name === name));
        if (d) return d;
      }
    }
    return null;
  }

  fieldAssign(cls: ClassDecl, name: string, v: Val, ctx: MCtx) {
    const labels = v.t?.filter((l) => l.k !== "param");
    for (const l of v.t ?? []) {
      if (l.k !== "param") continue;
      const key = `${l.i}>${name}`;
      const keys = (ctx.fieldEffectKeys ??= new Set());
      if (!keys.has(key)) {
        keys.add(key);
        ctx.fieldEffects.push({ i: l.i, cls, name });
      }
    }
    if ((labels && labels.length) || v.kinds) {
      let m = this.fieldTaint.get(cls);
      if (!m) this.fieldTaint.set(cls, (m = new Map()));
      const stored: Val = { kinds: v.kinds, type: v.type };
      if (labels && labels.length) stored.t = labels;
      if (v.html) stored.html = true;
      if (v.how) stored.how = v.how;
      if (v.okFor) stored.okFor = v.okFor;
      const prev = m.get(name);
      const next = prev ? join(prev, stored) : stored;
      if (valSig(next) !== valSig(prev)) {
        m.set(name, next);
        if (this.readFields.has(fieldKey(cls, name))) this.dirty = true;
      }
    }
  }

  // ------------------------------------------------------------------ methods

  handlerInfo(m: MethodDecl): HandlerInfo | null {
    if (this.handlers.has(m.id)) return this.handlers.get(m.id)!;
    const h = this.computeHandlerInfo(m);
    this.handlers.set(m.id, h);
    return h;
  }

  protected computeHandlerInfo(m: MethodDecl): HandlerInfo | null {
    const top = m.cls;
    let mapping = m.annotations.find((a) => Object.hasOwn(ENTRY_POINT_ANNOTATIONS, a.name));
    if (!mapping && LISTENER_CALLBACKS.has(m.name) && m.params.length > 0) {
      if (!top.interfaces.some((i) => LISTENER_INTERFACE.test(i))) return null;
      return { rest: false, controller: false, producesHtml: false, listener: true };
    }
    if (!mapping) return null;
    const style = ENTRY_POINT_ANNOTATIONS[mapping.name].web;
    if (style === "listener") return { rest: false, controller: false, producesHtml: false, listener: true };
    // Micronaut's @Get on a Spring-less class, JAX-RS verbs: the return value is the response body
    if (style === "body") mapping = m.annotations.find((a) => a.name === "Produces") ?? mapping;
    const clsAnn = (name: string) => top.annotations.some((a) => a.name === name);
    const rest =
      style === "body" ||
      clsAnn("RestController") ||
      clsAnn("ResponseBody") ||
      m.annotations.some((a) => a.name === "ResponseBody");
    let producesHtml = false;
    let ctx: MCtx | undefined; // only for a `produces` attribute
    const sources = [mapping, ...top.annotations.filter((x) => x.name === "RequestMapping" || x.name === "Produces")];
    for (const a of sources) {
      for (const e of [
        ...(a.args.get("produces") ?? []),
        ...(a.name === "Produces" ? (a.args.get("value") ?? []) : []),
      ]) {
        for (const x of e.k === "arrayInit" ? e.elems : [e]) {
          const v = this.ev(x, new Env(), (ctx ??= this.newCtx(null, m.cls)));
          const s = constStr(v);
          if (s && /html/i.test(s)) producesHtml = true;
          else if (x.k === "field" && /HTML/.test(x.name)) producesHtml = true;
        }
      }
    }
    return { rest, controller: clsAnn("Controller") || clsAnn("RestController") || style === "body", producesHtml };
  }

  protected paramVal(m: MethodDecl, i: number, handler: HandlerInfo | null): Val {
    const p = m.params[i];
    const bt = baseType(p.type);
    const t: Label[] = [{ k: "param", i }];
    let desc: string | null = null;
    const line = p.loc.line;
    for (const a of bt === "MultipartFile" || bt === "Part" ? [] : p.annotations) {
      const kind = Object.hasOwn(SOURCE_ANNOTATIONS, a.name) ? SOURCE_ANNOTATIONS[a.name] : undefined;
      if (!kind) continue;
      const named = a.args.get("value")?.[0] ?? a.args.get("name")?.[0];
      const nm = named && named.k === "lit" && typeof named.v === "string" && named.v ? named.v : p.name;
      desc = `${kind} \`${nm}\``;
    }
    if (
      (bt === "MultipartFile" || bt === "Part") &&
      (handler || p.annotations.some((a) => Object.hasOwn(SOURCE_ANNOTATIONS, a.name)))
    )
      desc = `Uploaded file \`${p.name}\``;
    const payload = bt === "Map" || !FRAMEWORK_PARAM_TYPES.has(bt); // a listener's Map is the message, not a model
    if (!desc && handler?.listener && payload) desc = `Message payload \`${p.name}\``;
    else if (!desc && handler && !p.annotations.some((a) => PARAM_ANNOTATIONS_NOT_SOURCES.has(a.name))) {
      if (bt === "MultipartFile" || bt === "Part") desc = `Uploaded file \`${p.name}\``;
      else if (bt === "InputStream" || bt === "Reader") desc = `The request body (\`${p.name}\`)`;
      else if (bt === "HttpEntity" || bt === "RequestEntity") desc = `Request body \`${p.name}\``;
      else if (!FRAMEWORK_PARAM_TYPES.has(bt))
        desc = bt === "String" || SAFE_TYPES.has(bt) ? `Request parameter \`${p.name}\`` : `Form data \`${p.name}\``;
    }
    if (!desc && m.name === "main" && m.modifiers.includes("static") && bt === "String" && /\[\]$|\.\.\.$/.test(p.type))
      desc = `Command-line argument \`${p.name}\``;
    // the union of the parameter label with one source label: both, in this order
    if (desc) t.push({ k: "src", desc, line, kind: desc.startsWith("Command-line") ? "args" : "web" });
    let v: Val = { t, type: bt, nm: p.name };
    const kinds = typeKinds(p.type);
    if (kinds) v.kinds = kinds;
    if (this.isSafeType(p.type)) v = sanitized(v);
    return v;
  }

  /** A type whose values carry no text (numbers, booleans, UUIDs, enums of the file...), kept per type string. */
  isSafeType(type: string): boolean {
    let r = this.safeTypes.get(type);
    if (r === undefined) {
      r = this.computeSafeType(type);
      this.safeTypes.set(type, r);
    }
    return r;
  }

  private computeSafeType(type: string): boolean {
    if (/\[\]$/.test(type)) return false;
    const bt = baseType(type);
    if (SAFE_TYPES.has(bt)) return true;
    const c = this.classesByName.get(bt);
    return !!c && c.some((x) => x.kind === "enum");
  }

  protected analyzeMethod(m: MethodDecl) {
    if (!m.body) return;
    const ctx = this.newCtx(m, m.cls);
    ctx.handler = this.handlerInfo(m);
    const env = new Env();
    m.params.forEach((p, i) => {
      env.set(p.name, this.paramVal(m, i, ctx.handler));
      declare(ctx, p.name, p.type);
    });
    this.execBlock(m.body, env, ctx);
    if (!env.dead) {
      // Falling off the end: paths still held unchecked in variables were never validated.
      for (const v of env.vars.values()) this.usePend(v, ctx, false);
    }
    if (ctx.pend) for (const st of ctx.pend.values()) if (st.used) this.sink(ctx, st.spec, st.v);
    let ret: Val = ctx.rets.length ? ctx.rets[0] : CLEAN;
    for (let i = 1; i < ctx.rets.length; i++) ret = join(ret, ctx.rets[i]);
    if (this.isSafeType(m.returnType)) ret = sanitized(ret);
    // one copy: the summary's value, typed by the declared return type when it has no type of its own
    const slim: Val = { ...ret };
    if (!ret.type && m.returnType !== "void") slim.type = baseType(m.returnType);
    slim.pend = undefined;
    slim.nm = undefined;
    slim.elems = undefined;
    const next: Summary = { ret: slim, effects: ctx.effects, fieldEffects: ctx.fieldEffects };
    const prev = this.summaries.get(m.id);
    if (this.readSummaries.has(m.id) && (!prev || summarySig(prev) !== summarySig(next))) this.dirty = true;
    this.summaries.set(m.id, next);
  }

  /** Helpers nobody in the file calls: a parameter concatenated into a query is a likely injection (warning). */
  protected reportUncalledHelpers() {
    for (const m of this.unit.methods) {
      if ((this.callers.get(m.id) ?? 0) > 0 || m.isCtor) continue;
      if (this.handlerInfo(m) || (m.name === "main" && m.modifiers.includes("static"))) continue;
      if (m.modifiers.includes("private")) continue;
      const s = this.summaries.get(m.id);
      if (!s) continue;
      for (const e of s.effects) {
        // a query or command passed through as it is: a hotspot (info); the others are reported whenever the
        // parameter reaches them (a template, script, URL, class name chosen by the caller)
        const hotspot = BUILT_ONLY.has(e.spec.rule) && !e.how;
        if (!hotspot && !BUILT_ONLY.has(e.spec.rule) && !LIBRARY_RULES.has(e.spec.rule)) continue;
        const p = m.params[e.i];
        if (!p || this.isSafeType(p.type)) continue;
        const key = `${e.spec.rule}@${e.spec.loc.line}:${e.spec.loc.col}`;
        if (this.raw.has(key)) continue;
        if (hotspot) {
          if (m.modifiers.includes("protected") || isTestHelper(m)) continue;
          this.raw.set(key, {
            rule: e.spec.rule,
            line: e.spec.loc.line,
            column: e.spec.loc.col,
            severity: "info",
            message: `Security hotspot: \`${m.name}()\` runs its parameter \`${p.name}\` as ${e.spec.what} as it is (${e.spec.call} on line ${this.ul(e.spec.loc.line)}); make sure callers never build it from user input (${HOTSPOT_ADVICE[e.spec.rule] ?? "keep it constant"}).`,
          });
          continue;
        }
        const noun = RULE_NOUN[e.spec.rule] ?? "injection";
        this.raw.set(key, {
          rule: e.spec.rule,
          line: e.spec.loc.line,
          column: e.spec.loc.col,
          severity: "warning",
          message: `Parameter \`${p.name}\` of \`${m.name}()\` ${e.how ? `is put into ${e.spec.what} by ${e.how}` : `reaches ${e.spec.what}`} (${e.spec.call} on line ${this.ul(e.spec.loc.line)}); if a caller passes user input, this is ${noun}.`,
        });
      }
    }
  }

  // ------------------------------------------------------------------ reporting

  /** A value reaches a sink: findings for real sources, summary effects for parameters. */
  sink(ctx: MCtx, spec: SinkSpec, v: Val) {
    if (!v.t) return;
    if (v.okFor?.includes(spec.rule)) return; // encoded for exactly this kind of sink
    if (spec.rule === "SEC-INSECURE-RANDOM") {
      // predictable random output reaching an identifier; a parameter that does becomes an effect of the method
      for (const l of v.t) if (l.k === "param") this.addEffect(ctx, l.i, spec, v);
      this.emitRandom(v, spec.what, ctx);
      return;
    }
    let src: Extract<Label, { k: "src" }> | undefined;
    let free: Extract<Label, { k: "free" }> | undefined;
    for (const l of v.t) {
      if (l.k === "free") {
        if (!free) free = l;
        continue;
      }
      if (l.k === "src") {
        // The person at the keyboard of a console program may open any file anyway: console input and
        // command-line arguments are not path-traversal sources (they are for SQL, commands, LDAP, XPath).
        if (spec.rule === "SEC-PATH-TRAVERSAL" && (l.kind === "console" || l.kind === "args")) continue;
        if (!src) src = l;
      } else if (l.k === "param") this.addEffect(ctx, l.i, spec, v);
    }
    if (!src) {
      if (free && v.how && RULE_NOUN[spec.rule]) {
        this.emit({
          rule: spec.rule,
          line: spec.loc.line,
          column: spec.loc.col,
          severity: "warning",
          message: `\`${free.name}\` is put into ${spec.what} by ${v.how} (${spec.call} on line ${this.ul(spec.loc.line)}${spec.via ?? ""}) but is not declared in this code; if it comes from user input, this is ${RULE_NOUN[spec.rule]}.`,
        });
      }
      return;
    }
    const what = spec.useHow && v.how ? `${spec.what} built by ${v.how}` : spec.what;
    this.emit({
      rule: spec.rule,
      line: spec.loc.line,
      column: spec.loc.col,
      severity: spec.sev,
      message: `${src.desc} flows into ${what} (${spec.call} on line ${this.ul(spec.loc.line)}${spec.via ?? ""}).`,
      explanation: spec.note ? `${spec.note} ${RULES[spec.rule].explanation}` : undefined,
    });
  }

  protected addEffect(ctx: MCtx, i: number, spec: SinkSpec, v: Val) {
    const key = `${i}@${spec.rule}@${spec.loc.off}`;
    const keys = (ctx.effectKeys ??= new Set());
    if (!keys.has(key)) {
      keys.add(key);
      ctx.effects.push({ i, spec, how: v.how });
    }
  }

  emit(f: RawFinding) {
    const key = `${f.rule}@${f.line}:${f.column}${f.cwe ? `#${f.cwe}` : ""}`;
    const prev = this.raw.get(key);
    if (prev) {
      const rank = (s: Severity | undefined, r: RuleId) => ({ error: 3, warning: 2, info: 1 })[s ?? RULES[r].severity];
      if (rank(prev.severity, prev.rule) >= rank(f.severity, f.rule)) return;
    }
    this.raw.set(key, f);
  }

  /** Path values: note a pending path construction (reported unless checked before use). */
  pendPath(ctx: MCtx, spec: SinkSpec, v: Val): string {
    const key = `${spec.loc.off}`;
    const pend = (ctx.pend ??= new Map());
    const prev = pend.get(key);
    if (prev) prev.v = join(prev.v, v);
    else pend.set(key, { spec, v, cleared: false, used: false });
    return key;
  }

  /** A path value is used for file access (or escapes): its pending constructions are reported unless checked. */
  usePend(v: Val | undefined, ctx: MCtx, direct: boolean, op?: SinkSpec): void {
    if (!v) return;
    if (v.pchk) return;
    if (v.pend && v.pend.length) {
      for (const k of v.pend) {
        const st = ctx.pend?.get(k);
        if (st) st.used = true;
      }
      return;
    }
    if (direct && op && isTainted(v)) this.sink(ctx, op, v);
  }

  protected clearPend(v: Val | undefined, ctx: MCtx) {
    for (const k of v?.pend ?? []) {
      const st = ctx.pend?.get(k);
      if (st && !st.used) st.cleared = true;
    }
  }

  /** Assignments to named variables/fields: hard-coded secrets and predictable security values. */
  namedSink(name: string, v: Val, loc: Loc, ctx: MCtx, returned = false): Val {
    if (hasRnd(v) && isSecurityValueName(name) && !ctx.nonSecurity) {
      const what = returned ? `the value returned by \`${name}()\`` : `the security-sensitive value \`${name}\``;
      for (const r of rndLabels(v)) {
        this.emit({
          rule: "SEC-INSECURE-RANDOM",
          line: r.loc.line,
          column: r.loc.col,
          message: `${r.desc} (line ${this.ul(r.loc.line)}) generates ${what}, but its output is predictable.`,
        });
      }
    }
    const s = constStr(v);
    if (v.hc && s !== undefined && !v.hcDone && !ctx.testCode && isSecretName(name) && !isPlaceholderSecret(s)) {
      this.emit({
        rule: "SEC-HARDCODED-SECRET",
        line: loc.line,
        column: loc.col,
        message: `The secret \`${name}\` is hard-coded as a string literal (line ${this.ul(loc.line)}).`,
      });
      return { ...v, hcDone: true };
    }
    return v;
  }

  /** Predictable random output that reaches the browser as an identifier (a cookie value, a response header). */
  randomSink(ctx: MCtx, v: Val, loc: Loc, call: string, what: string) {
    this.sink(ctx, { rule: "SEC-INSECURE-RANDOM", loc, call, what }, v);
  }

  protected emitRandom(v: Val, what: string, ctx: MCtx) {
    if (ctx.nonSecurity) return;
    for (const r of rndLabels(v)) {
      this.emit({
        rule: "SEC-INSECURE-RANDOM",
        line: r.loc.line,
        column: r.loc.col,
        message: `${r.desc} (line ${this.ul(r.loc.line)}) generates the value of ${what}, but its output is predictable.`,
      });
    }
  }

  /** A hard-coded literal passed where a credential or key is expected. */
  hardcodedArg(ctx: MCtx, v: Val | undefined, loc: Loc, what: string, message?: string) {
    if (!v || !v.hc || ctx.testCode) return;
    const s = constStr(v);
    if (s !== undefined && isPlaceholderSecret(s)) return;
    if (v.zeroArr) return;
    // a secret-named constant already reported where it is declared: the place it is used as a credential too
    if (v.hcDone && !what) return;
    const is = v.hcDone ? "comes from a secret hard-coded in the source" : "is a hard-coded literal";
    this.emit({
      rule: "SEC-HARDCODED-SECRET",
      line: loc.line,
      column: loc.col,
      message: message ?? `${what} ${is} (line ${this.ul(loc.line)}).`,
    });
  }
}
