// Taint + constant-folding interpreter over the IR, with per-method summaries iterated to a fixpoint.
//
// Each method is analysed once per iteration. Its parameters carry a symbolic "param i" label; sinks reached by a
// real source produce findings, sinks reached by a parameter become *effects* of the method's summary, which are
// replayed at every call site in the file (so a helper that builds SQL from its argument is reported when a
// controller passes a request parameter to it). Return values are summarised the same way. Iteration stops when
// no summary and no field state changes (at most MAX_ITER passes); the findings of the last pass are kept.
import type { Severity } from "../types";
import type { RuleId, RawFinding } from "./catalog";
import { RULES } from "./catalog";
import {
  baseType,
  type ClassDecl,
  type Expr,
  type Loc,
  type MethodDecl,
  type Stmt,
  type SwitchCase,
  type Unit,
} from "./ir";
import { isNonSecurityContext, isPlaceholderSecret, isSecretName, isSecurityValueName } from "./names";
import {
  CLEAN,
  combine,
  concatVals,
  safeRedirectPrefix,
  constStr,
  constToString,
  isTainted,
  isUntrusted,
  join,
  rndLabels,
  sanitized,
  unionLabels,
  valSig,
  type ConstV,
  type Label,
  type Val,
} from "./val";
import { libCall, libField, libNew, ELEMENT_CALLBACKS } from "./library";
import { containerCall, newBox } from "./containers";

const MAX_ITER = 6;

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

interface FieldEffect {
  i: number;
  cls: ClassDecl;
  name: string;
}

interface Summary {
  ret: Val;
  effects: Effect[];
  fieldEffects: FieldEffect[];
}

export interface HandlerInfo {
  rest: boolean;
  controller: boolean;
  producesHtml: boolean;
}

interface PendState {
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

export const SAFE_TYPES = new Set([
  "int",
  "long",
  "short",
  "byte",
  "double",
  "float",
  "boolean",
  "char",
  "Integer",
  "Long",
  "Short",
  "Byte",
  "Double",
  "Float",
  "Boolean",
  "Character",
  "BigDecimal",
  "BigInteger",
  "UUID",
  "LocalDate",
  "LocalDateTime",
  "LocalTime",
  "Instant",
  "ZonedDateTime",
  "OffsetDateTime",
  "Duration",
  "Period",
  "Number",
  "OptionalInt",
  "OptionalLong",
  "OptionalDouble",
  "AtomicInteger",
  "AtomicLong",
  "Year",
  "YearMonth",
  "void",
]);

const MAPPING_ANNOTATIONS = new Set([
  "RequestMapping",
  "GetMapping",
  "PostMapping",
  "PutMapping",
  "DeleteMapping",
  "PatchMapping",
]);
const SOURCE_ANNOTATIONS: Record<string, string> = {
  RequestParam: "Request parameter",
  PathVariable: "Path variable",
  RequestHeader: "Request header",
  CookieValue: "Cookie",
  RequestBody: "Request body",
  ModelAttribute: "Form data",
  MatrixVariable: "Matrix variable",
  RequestPart: "Request part",
  // Jakarta REST (JAX-RS)
  QueryParam: "Query parameter",
  PathParam: "Path parameter",
  FormParam: "Form parameter",
  HeaderParam: "Request header",
  CookieParam: "Cookie",
  MatrixParam: "Matrix parameter",
  BeanParam: "Request parameters",
};
/** Handler parameter types that Spring injects itself (not bound from the request). */
const FRAMEWORK_PARAM_TYPES = new Set([
  "HttpServletRequest",
  "HttpServletResponse",
  "ServletRequest",
  "ServletResponse",
  "Model",
  "ModelMap",
  "ModelAndView",
  "BindingResult",
  "Errors",
  "Principal",
  "Authentication",
  "HttpSession",
  "Locale",
  "Pageable",
  "Sort",
  "RedirectAttributes",
  "SessionStatus",
  "UriComponentsBuilder",
  "WebRequest",
  "NativeWebRequest",
  "ServerHttpRequest",
  "ServerHttpResponse",
  "ServerWebExchange",
  "TimeZone",
  "ZoneId",
  "OutputStream",
  "Writer",
  "HttpHeaders",
  "Map",
  "MultiValueMap",
  "SecurityContext",
  "OAuth2User",
  "Jwt",
  "UserDetails",
  "HttpMethod",
  "PushBuilder",
  "Errors",
]);
const PARAM_ANNOTATIONS_NOT_SOURCES = new Set([
  "AuthenticationPrincipal",
  "Value",
  "CurrentSecurityContext",
  "SessionAttribute",
  "RequestAttribute",
  "Autowired",
  "Qualifier",
]);

/** Methods whose result carries no attacker-controlled text (booleans, sizes, hashes). */
export const NON_PROPAGATING = new Set([
  "length",
  "size",
  "isEmpty",
  "isBlank",
  "equals",
  "equalsIgnoreCase",
  "contains",
  "containsKey",
  "containsValue",
  "startsWith",
  "endsWith",
  "matches",
  "hashCode",
  "compareTo",
  "compareToIgnoreCase",
  "indexOf",
  "lastIndexOf",
  "count",
  "hasNext",
  "hasNextLine",
  "hasNextInt",
  "nextInt",
  "nextLong",
  "nextDouble",
  "nextBoolean",
  "nextFloat",
  "nextShort",
  "nextByte",
  "exists",
  "isPresent",
  "isDirectory",
  "isFile",
  "canRead",
  "canWrite",
  "getSize",
  "getContentLengthLong",
  "getContentLength",
  "intValue",
  "longValue",
  "doubleValue",
  "booleanValue",
  "ordinal",
  "read",
  "available",
  "anyMatch",
  "allMatch",
  "noneMatch",
  "getClass",
  "lengthOf",
  "isValid",
  "test",
  "hasMoreElements",
  "hasMoreTokens",
  "signum",
  "getTime",
  "toEpochMilli",
  "getYear",
  "getMonthValue",
  "getDayOfMonth",
  "charCount",
  "codePointAt",
  "chars",
  "getStatus",
  "getStatusCode",
  "isSecure",
]);

const STRING_IDENTITY = new Set([
  "toString",
  "trim",
  "strip",
  "stripLeading",
  "stripTrailing",
  "toLowerCase",
  "toUpperCase",
  "intern",
  "orElse",
  "orElseThrow",
  "get",
  "orElseGet",
  "block",
  "join",
]);

function isUpper(s: string): boolean {
  const c = s.charCodeAt(0);
  return c >= 65 && c <= 90;
}

export function typeKinds(type: string): string[] | undefined {
  switch (baseType(type)) {
    case "HttpServletRequest":
    case "ServletRequest":
    case "HttpServletRequestWrapper":
    case "MultipartHttpServletRequest":
    case "WebRequest":
    case "NativeWebRequest":
      return ["request"];
    case "HttpServletResponse":
    case "ServletResponse":
    case "HttpServletResponseWrapper":
      return ["response"];
    case "HttpSession":
      return ["session"];
    case "Random":
    case "ThreadLocalRandom":
      return ["weakRng"];
    default:
      return undefined;
  }
}

export class Engine {
  unit: Unit;
  ul: (l: number) => number;
  raw = new Map<string, RawFinding>();
  summaries = new Map<number, Summary>();
  callers = new Map<number, number>();
  fieldTaint = new Map<ClassDecl, Map<string, Val>>();
  fieldInit = new Map<ClassDecl, Map<string, Val>>();
  classesByName = new Map<string, ClassDecl[]>();
  private handlers = new Map<number, HandlerInfo | null>();
  /** Summaries/fields read in the current pass before they changed: another pass is needed. */
  private dirty = false;
  private readSummaries = new Set<number>();
  private readFields = new Set<string>();
  iteration = 0;
  /** A JVM-wide deserialization filter is installed somewhere in the file. */
  globalSerialFilter = false;

  constructor(unit: Unit, userLine: (l: number) => number | null) {
    this.unit = unit;
    this.ul = (l: number) => userLine(l) ?? l;
    for (const c of unit.classes) {
      if (c.kind === "anonymous") continue;
      const arr = this.classesByName.get(c.name) ?? [];
      arr.push(c);
      this.classesByName.set(c.name, arr);
    }
    this.globalSerialFilter = /\bsetSerialFilter\b|jdk\.serialFilter/.test(unit.text);
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

  private orderedMethods(): MethodDecl[] {
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

  private newCtx(m: MethodDecl | null, cls: ClassDecl): MCtx {
    const testCode =
      /Tests?$|IT$/.test(topClass(cls).name) ||
      !!m?.annotations.some((a) => /^(Test|ParameterizedTest|BeforeEach|BeforeAll|Before)$/.test(a.name));
    return {
      m,
      cls,
      effects: [],
      effectKeys: new Set(),
      fieldEffects: [],
      fieldEffectKeys: new Set(),
      rets: [],
      lambdaRets: [],
      exits: [],
      yields: [],
      pend: new Map(),
      nonHtml: false,
      handler: null,
      decl: new Map(),
      loopDepth: 0,
      testCode,
      nonSecurity: isNonSecurityContext(topClass(cls).name) || (!!m && isNonSecurityContext(m.name)),
    };
  }

  private initClass(cls: ClassDecl) {
    const ctx = this.newCtx(null, cls);
    const init = new Map<string, Val>();
    this.fieldInit.set(cls, init);
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

  findField(cls: ClassDecl, name: string): ClassDecl | null {
    for (let c: ClassDecl | null = cls; c; c = c.outer) {
      if (c.fields.some((f) => f.name === name)) return c;
      let sup = c.superclass ? this.classesByName.get(baseType(c.superclass))?.[0] : undefined;
      let guard = 0;
      while (sup && guard++ < 10) {
        if (sup.fields.some((f) => f.name === name)) return sup;
        sup = sup.superclass ? this.classesByName.get(baseType(sup.superclass))?.[0] : undefined;
      }
    }
    return null;
  }

  fieldAssign(cls: ClassDecl, name: string, v: Val, ctx: MCtx) {
    const labels = v.t?.filter((l) => l.k !== "param");
    for (const l of v.t ?? []) {
      if (l.k !== "param") continue;
      const key = `${l.i}>${name}`;
      if (!ctx.fieldEffectKeys.has(key)) {
        ctx.fieldEffectKeys.add(key);
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

  private computeHandlerInfo(m: MethodDecl): HandlerInfo | null {
    const mapping = m.annotations.find((a) => MAPPING_ANNOTATIONS.has(a.name));
    if (!mapping) return null;
    const top = m.cls;
    const clsAnn = new Set(top.annotations.map((a) => a.name));
    const rest =
      clsAnn.has("RestController") ||
      clsAnn.has("ResponseBody") ||
      m.annotations.some((a) => a.name === "ResponseBody");
    let producesHtml = false;
    const ctx = this.newCtx(null, m.cls);
    for (const a of [mapping, ...top.annotations.filter((x) => x.name === "RequestMapping")]) {
      for (const e of a.args.get("produces") ?? []) {
        const v = this.ev(e, new Env(), ctx);
        const s = constStr(v);
        if (s && /html/i.test(s)) producesHtml = true;
        else if (e.k === "field" && /HTML/.test(e.name)) producesHtml = true;
      }
    }
    return { rest, controller: clsAnn.has("Controller") || clsAnn.has("RestController"), producesHtml };
  }

  private paramVal(m: MethodDecl, i: number, handler: HandlerInfo | null): Val {
    const p = m.params[i];
    const bt = baseType(p.type);
    let t: Label[] = [{ k: "param", i }];
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
    if (!desc && handler && !p.annotations.some((a) => PARAM_ANNOTATIONS_NOT_SOURCES.has(a.name))) {
      if (bt === "MultipartFile" || bt === "Part") desc = `Uploaded file \`${p.name}\``;
      else if (bt === "InputStream" || bt === "Reader") desc = `The request body (\`${p.name}\`)`;
      else if (bt === "HttpEntity" || bt === "RequestEntity") desc = `Request body \`${p.name}\``;
      else if (!FRAMEWORK_PARAM_TYPES.has(bt))
        desc = bt === "String" || SAFE_TYPES.has(bt) ? `Request parameter \`${p.name}\`` : `Form data \`${p.name}\``;
    }
    if (!desc && m.name === "main" && m.modifiers.includes("static") && bt === "String" && /\[\]$|\.\.\.$/.test(p.type))
      desc = `Command-line argument \`${p.name}\``;
    if (desc) t = unionLabels(t, [{ k: "src", desc, line, kind: desc.startsWith("Command-line") ? "args" : "web" }])!;
    let v: Val = { t, type: bt, nm: p.name };
    const kinds = typeKinds(p.type);
    if (kinds) v.kinds = kinds;
    if (this.isSafeType(p.type)) v = sanitized(v);
    return v;
  }

  isSafeType(type: string): boolean {
    if (/\[\]$/.test(type)) return false;
    const bt = baseType(type);
    if (SAFE_TYPES.has(bt)) return true;
    const c = this.classesByName.get(bt);
    return !!c && c.some((x) => x.kind === "enum");
  }

  private analyzeMethod(m: MethodDecl) {
    if (!m.body) return;
    const ctx = this.newCtx(m, m.cls);
    ctx.handler = this.handlerInfo(m);
    const env = new Env();
    m.params.forEach((p, i) => {
      env.vars.set(p.name, this.paramVal(m, i, ctx.handler));
      ctx.decl.set(p.name, p.type);
    });
    this.execBlock(m.body, env, ctx);
    if (!env.dead) {
      // Falling off the end: paths still held unchecked in variables were never validated.
      for (const v of env.vars.values()) this.usePend(v, ctx, false);
    }
    for (const st of ctx.pend.values()) if (st.used) this.sink(ctx, st.spec, st.v);
    let ret: Val = ctx.rets.length ? ctx.rets[0] : CLEAN;
    for (let i = 1; i < ctx.rets.length; i++) ret = join(ret, ctx.rets[i]);
    if (this.isSafeType(m.returnType)) ret = sanitized(ret);
    if (!ret.type && m.returnType !== "void") ret = { ...ret, type: baseType(m.returnType) };
    const slim: Val = { ...ret };
    delete slim.pend;
    delete slim.nm;
    delete slim.elems;
    const next: Summary = { ret: slim, effects: ctx.effects, fieldEffects: ctx.fieldEffects };
    const prev = this.summaries.get(m.id);
    if (this.readSummaries.has(m.id) && (!prev || summarySig(prev) !== summarySig(next))) this.dirty = true;
    this.summaries.set(m.id, next);
  }

  /** Helpers nobody in the file calls: a parameter concatenated into a query is a likely injection (warning). */
  private reportUncalledHelpers() {
    for (const m of this.unit.methods) {
      if ((this.callers.get(m.id) ?? 0) > 0 || m.isCtor) continue;
      if (this.handlerInfo(m) || (m.name === "main" && m.modifiers.includes("static"))) continue;
      if (m.modifiers.includes("private")) continue;
      const s = this.summaries.get(m.id);
      if (!s) continue;
      for (const e of s.effects) {
        if (
          !["SEC-SQL-INJECTION", "SEC-COMMAND-INJECTION", "SEC-LDAP-INJECTION", "SEC-XPATH-INJECTION"].includes(
            e.spec.rule,
          )
        )
          continue;
        if (!e.how) continue;
        const p = m.params[e.i];
        if (!p || this.isSafeType(p.type)) continue;
        const key = `${e.spec.rule}@${e.spec.loc.line}:${e.spec.loc.col}`;
        if (this.raw.has(key)) continue;
        const noun = RULE_NOUN[e.spec.rule] ?? "injection";
        this.raw.set(key, {
          rule: e.spec.rule,
          line: e.spec.loc.line,
          column: e.spec.loc.col,
          severity: "warning",
          message: `Parameter \`${p.name}\` of \`${m.name}()\` is put into ${e.spec.what} by ${e.how} (${e.spec.call} on line ${this.ul(e.spec.loc.line)}); if a caller passes user input, this is ${noun}.`,
        });
      }
    }
  }

  // ------------------------------------------------------------------ reporting

  /** A value reaches a sink: findings for real sources, summary effects for parameters. */
  sink(ctx: MCtx, spec: SinkSpec, v: Val) {
    if (!v.t) return;
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

  private addEffect(ctx: MCtx, i: number, spec: SinkSpec, v: Val) {
    const key = `${i}@${spec.rule}@${spec.loc.off}`;
    if (!ctx.effectKeys.has(key)) {
      ctx.effectKeys.add(key);
      ctx.effects.push({ i, spec, how: v.how });
    }
  }

  emit(f: RawFinding) {
    const key = `${f.rule}@${f.line}:${f.column}`;
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
    const prev = ctx.pend.get(key);
    if (prev) prev.v = join(prev.v, v);
    else ctx.pend.set(key, { spec, v, cleared: false, used: false });
    return key;
  }

  /** A path value is used for file access (or escapes): its pending constructions are reported unless checked. */
  usePend(v: Val | undefined, ctx: MCtx, direct: boolean, op?: SinkSpec): void {
    if (!v) return;
    if (v.pchk) return;
    if (v.pend && v.pend.length) {
      for (const k of v.pend) {
        const st = ctx.pend.get(k);
        if (st) st.used = true;
      }
      return;
    }
    if (direct && op && isTainted(v)) this.sink(ctx, op, v);
  }

  private clearPend(v: Val | undefined, ctx: MCtx) {
    for (const k of v?.pend ?? []) {
      const st = ctx.pend.get(k);
      if (st && !st.used) st.cleared = true;
    }
  }

  /** Assignments to named variables/fields: hard-coded secrets and predictable security values. */
  namedSink(name: string, v: Val, loc: Loc, ctx: MCtx, returned = false): Val {
    const rl = rndLabels(v);
    if (rl.length && isSecurityValueName(name) && !ctx.nonSecurity) {
      const what = returned ? `the value returned by \`${name}()\`` : `the security-sensitive value \`${name}\``;
      for (const r of rl) {
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

  private emitRandom(v: Val, what: string, ctx: MCtx) {
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
    if (!v || !v.hc || v.hcDone || ctx.testCode) return;
    const s = constStr(v);
    if (s !== undefined && isPlaceholderSecret(s)) return;
    if (v.zeroArr) return;
    this.emit({
      rule: "SEC-HARDCODED-SECRET",
      line: loc.line,
      column: loc.col,
      message: message ?? `${what} is a hard-coded literal (line ${this.ul(loc.line)}).`,
    });
  }

  // ------------------------------------------------------------------ statements

  execBlock(stmts: Stmt[], env: Env, ctx: MCtx) {
    for (const s of stmts) {
      if (env.dead) break;
      this.exec(s, env, ctx);
    }
  }

  private exec(s: Stmt, env: Env, ctx: MCtx) {
    switch (s.k) {
      case "local": {
        let v: Val = s.init ? this.ev(s.init, env, ctx) : CLEAN;
        if (v.box && s.init?.k === "name") v = this.dropBox(s.init, env, v);
        v = this.coerce(v, s.type);
        ctx.decl.set(s.name, s.type);
        if (s.init) v = this.namedSink(s.name, v, s.loc, ctx);
        env.vars.set(s.name, v);
        return;
      }
      case "expr":
        this.ev(s.e, env, ctx);
        return;
      case "block":
        this.execBlock(s.body, env, ctx);
        return;
      case "if": {
        const cv = this.ev(s.c, env, ctx);
        const known = cv.c && typeof cv.c.v === "boolean" ? cv.c.v : undefined;
        const thenEnv = env.clone();
        const elseEnv = env.clone();
        if (known === false) thenEnv.dead = true;
        else {
          this.refine(s.c, true, thenEnv, ctx);
          this.execBlock(s.then, thenEnv, ctx);
        }
        if (known === true) elseEnv.dead = true;
        else {
          this.refine(s.c, false, elseEnv, ctx);
          if (s.else) this.execBlock(s.else, elseEnv, ctx);
        }
        const merged = mergeEnvs([thenEnv, elseEnv]);
        env.vars = merged.vars;
        env.dead = merged.dead;
        return;
      }
      case "loop": {
        this.execBlock(s.init, env, ctx);
        const exits: Env[] = [];
        ctx.exits.push(exits);
        let cur = env.clone();
        let skipped = false;
        const passes = ctx.loopDepth < 2 ? 2 : 1;
        ctx.loopDepth++;
        for (let pass = 0; pass < passes; pass++) {
          if (s.c && !s.doWhile) {
            const cv = this.ev(s.c, cur, ctx);
            if (cv.c && cv.c.v === false && pass === 0) {
              skipped = true;
              break;
            }
          }
          const body = cur.clone();
          if (s.c) this.refine(s.c, true, body, ctx);
          this.execBlock(s.body, body, ctx);
          body.dead = false; // `continue` / end of body loops back
          for (const u of s.update) this.ev(u, body, ctx);
          if (s.c && s.doWhile) this.ev(s.c, body, ctx);
          cur = mergeEnvs([cur, body, ...exits]);
        }
        ctx.loopDepth--;
        ctx.exits.pop();
        const out = skipped ? env : mergeEnvs([cur, ...exits]);
        env.vars = out.vars;
        env.dead = false;
        return;
      }
      case "foreach": {
        const it = this.ev(s.iter, env, ctx);
        let elem: Val =
          it.elems && it.elems.length
            ? it.elems.reduce((a, b) => join(a, b), CLEAN)
            : { t: it.t, html: it.html, how: it.how };
        if (!it.t && !it.elems) elem = CLEAN;
        elem = this.coerce(elem, s.type);
        const exits: Env[] = [];
        ctx.exits.push(exits);
        let cur = env.clone();
        const passes = ctx.loopDepth < 2 ? 2 : 1;
        ctx.loopDepth++;
        for (let pass = 0; pass < passes; pass++) {
          const body = cur.clone();
          body.vars.set(s.name, elem);
          ctx.decl.set(s.name, s.type);
          this.execBlock(s.body, body, ctx);
          body.dead = false;
          cur = mergeEnvs([cur, body, ...exits]);
        }
        ctx.loopDepth--;
        ctx.exits.pop();
        env.vars = cur.vars;
        env.dead = false;
        return;
      }
      case "return": {
        const v = s.e ? this.ev(s.e, env, ctx) : CLEAN;
        this.onReturn(v, s.loc, ctx);
        env.dead = true;
        return;
      }
      case "throw":
        this.ev(s.e, env, ctx);
        env.dead = true;
        return;
      case "jump": {
        const top = ctx.exits[ctx.exits.length - 1];
        if (top) top.push(env.clone());
        env.dead = true;
        return;
      }
      case "yield": {
        const v = this.ev(s.e, env, ctx);
        const top = ctx.yields[ctx.yields.length - 1];
        if (top) top.push(v);
        env.dead = true;
        return;
      }
      case "try": {
        this.execBlock(s.res, env, ctx);
        const before = env.clone();
        const body = env.clone();
        this.execBlock(s.body, body, ctx);
        const catchStart = mergeEnvs([before, body]);
        catchStart.dead = false;
        const outs: Env[] = [body];
        for (const c of s.catches) {
          const ce = catchStart.clone();
          ce.vars.set(c.name, { type: baseType(c.type) });
          this.execBlock(c.body, ce, ctx);
          outs.push(ce);
        }
        const out = mergeEnvs(outs);
        if (s.fin) {
          if (out.dead) {
            const fe = catchStart.clone();
            this.execBlock(s.fin, fe, ctx);
          } else this.execBlock(s.fin, out, ctx);
        }
        env.vars = out.vars;
        env.dead = out.dead;
        return;
      }
      case "switch": {
        const subject = this.ev(s.subject, env, ctx);
        const exits: Env[] = [];
        ctx.exits.push(exits);
        const outs: Env[] = [];
        let hasDefault = false;
        const chosen = this.selectCase(subject, s.cases, env, ctx);
        if (chosen !== undefined) {
          // the subject is known: only the selected case runs (falling through until a break)
          hasDefault = true;
          const ce = env.clone();
          for (let i = chosen; i < s.cases.length && !ce.dead; i++) {
            this.execBlock(s.cases[i].body, ce, ctx);
            if (s.cases[i].arrow) break;
          }
          outs.push(ce);
        } else
          for (const c of s.cases) {
            if (c.isDefault) hasDefault = true;
            const ce = env.clone();
            this.execBlock(c.body, ce, ctx);
            outs.push(ce);
          }
        ctx.exits.pop();
        if (!hasDefault) outs.push(env.clone());
        const out = mergeEnvs([...outs, ...exits]);
        env.vars = out.vars;
        env.dead = out.dead && !exits.length;
        return;
      }
      case "classDecl":
        return;
    }
  }

  private onReturn(v: Val, loc: Loc, ctx: MCtx) {
    const lr = ctx.lambdaRets[ctx.lambdaRets.length - 1];
    if (lr) {
      lr.push(v);
      return;
    }
    ctx.rets.push(v);
    const m = ctx.m;
    if (!m) return;
    if (rndLabels(v).length) this.namedSink(m.name, v, loc, ctx, true);
    if (v.pend && !v.pchk) this.usePend(v, ctx, false);
    const h = ctx.handler;
    if (!h || !isTainted(v)) return;
    if (h.rest && (v.html || h.producesHtml) && !ctx.nonHtml) {
      this.sink(
        ctx,
        { rule: "SEC-XSS", loc, call: "return", what: `the HTML response returned by \`${m.name}()\`` },
        v,
      );
    }
    if (!h.rest && h.controller) {
      const pre = v.prefix ?? "";
      if (/^redirect:/.test(pre) && !safeRedirectPrefix(pre.slice(9))) {
        this.sink(ctx, { rule: "SEC-OPEN-REDIRECT", loc, call: 'return "redirect:…"', what: "the redirect target" }, v);
      }
    }
  }

  /** Narrow variables on the true/false edge of a condition (allow-lists, path containment checks, equality). */
  refine(c: Expr, truth: boolean, env: Env, ctx: MCtx): void {
    if (c.k === "un" && c.op === "!") return this.refine(c.e, !truth, env, ctx);
    if (c.k === "bin") {
      if (c.op === "&&" && truth) {
        this.refine(c.l, true, env, ctx);
        this.refine(c.r, true, env, ctx);
      } else if (c.op === "||" && !truth) {
        this.refine(c.l, false, env, ctx);
        this.refine(c.r, false, env, ctx);
      } else if ((c.op === "==" && truth) || (c.op === "!=" && !truth)) {
        this.refineEquals(c.l, c.r, env, ctx);
        this.refineEquals(c.r, c.l, env, ctx);
      }
      return;
    }
    if (c.k !== "call") return;
    const target = c.target;
    if (c.name === "startsWith" && target) {
      const lit = c.args[0]?.k === "lit" && typeof c.args[0].v === "string" ? c.args[0].v : undefined;
      if (target.k === "name" && lit !== undefined) {
        // x.startsWith("/") && !x.startsWith("//"): a path on this site (redirect targets)
        const v = env.vars.get(target.name);
        if (v && truth && lit.length > (v.prefix ?? "").length && !v.c)
          env.vars.set(target.name, { ...v, prefix: lit });
        if (v && !truth && (lit === "//" || lit === "/\\")) env.vars.set(target.name, { ...v, noPR: true });
      }
      if (!truth) return;
      // a containment check compares against a base directory, or a canonical path against a literal prefix;
      // a raw string starting with "f_" can still hold "f_/../../etc/passwd"
      if (lit !== undefined && !isCanonicalized(target)) return;
      const root = pathRoot(target);
      if (root) this.markChecked(root, env, ctx);
      return;
    }
    if (c.name === "contains" && target && !truth && c.args[0]?.k === "lit" && String(c.args[0].v).includes("..")) {
      const root = pathRoot(target);
      if (root) this.markChecked(root, env, ctx);
      return;
    }
    if ((c.name === "equals" || c.name === "equalsIgnoreCase") && truth && target && c.args[0]) {
      // dest.getParent().equals(root): the path stays inside root (Spring's upload guide)
      if (target.k === "call" && (target.name === "getParent" || target.name === "getParentFile")) {
        const root = pathRoot(target);
        if (root) this.markChecked(root, env, ctx);
        return;
      }
      this.refineEquals(target, c.args[0], env, ctx);
      this.refineEquals(c.args[0], target, env, ctx);
      return;
    }
    if (c.name === "matches" && truth) {
      // s.matches("[a-z]+"), PATTERN.matcher(s).matches(), Pattern.matches(re, s)
      let subject: Expr | undefined;
      let re: Expr | undefined;
      if (target && target.k === "call" && target.name === "matcher") {
        subject = target.args[0];
        re = target.target ?? undefined;
      } else if (target && target.k === "name" && target.name === "Pattern") {
        re = c.args[0];
        subject = c.args[1];
      } else if (target) {
        subject = target;
        re = c.args[0];
      }
      if (!subject || subject.k !== "name") return;
      const rv = re ? this.ev(re, env, ctx) : undefined;
      const rs = constStr(rv) ?? rv?.kinds?.find((k) => k.startsWith("re:"))?.slice(3);
      if (rs !== undefined && isAllowListRegex(rs)) this.sanitizeVar(subject.name, env);
      return;
    }
    if ((c.name === "contains" || c.name === "containsKey") && truth && target && c.args[0]?.k === "name") {
      const tv = this.ev(target, env, ctx);
      if (!isUntrusted(tv)) this.sanitizeVar(c.args[0].name, env);
      return;
    }
    if (
      c.name === "isValid" ||
      c.name === "isSafe" ||
      c.name === "isAllowed" ||
      c.name === "isValidPath" ||
      c.name === "isValidFileName"
    ) {
      if (truth) for (const a of c.args) if (a.k === "name") this.sanitizeVar(a.name, env);
      return;
    }
    // if (userService.authenticate(username, password)) session.setAttribute("user", username)
    if (
      truth &&
      /^(authenticate|login|signIn|verify|validate|check|exists|isAuthenticated|isAuthorized|hasAccess|canAccess|matches)/i.test(
        c.name,
      )
    ) {
      for (const a of c.args) {
        if (a.k !== "name") continue;
        const v = env.vars.get(a.name);
        if (v) env.vars.set(a.name, { ...v, validated: true });
      }
    }
  }

  private refineEquals(x: Expr, other: Expr, env: Env, ctx: MCtx) {
    if (x.k !== "name" || !env.vars.has(x.name)) return;
    const ov = this.ev(other, env, ctx);
    if (ov.c && !isTainted(ov)) env.vars.set(x.name, { ...ov });
  }

  private sanitizeVar(name: string, env: Env) {
    const v = env.vars.get(name);
    if (v) env.vars.set(name, sanitized(v));
  }

  private markChecked(name: string, env: Env, ctx: MCtx) {
    const v = env.vars.get(name);
    if (!v) return;
    this.clearPend(v, ctx);
    env.vars.set(name, { ...v, pchk: true });
  }

  // ------------------------------------------------------------------ expressions

  coerce(v: Val, type: string): Val {
    if (!type || type === "var") return v;
    let out = v;
    if (this.isSafeType(type)) out = sanitized(out);
    const bt = baseType(type);
    if (!out.type || out.type === "Object") out = { ...out, type: bt };
    if (!out.kinds) {
      const k = typeKinds(type);
      if (k && !(v.type && v.type !== bt)) out = { ...out, kinds: k };
    }
    return out;
  }

  lookup(name: string, env: Env, ctx: MCtx): Val {
    const v = env.vars.get(name);
    if (v) {
      if (v.nm === name) return v;
      const nv = { ...v, nm: name };
      env.vars.set(name, nv);
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
      case "call":
        return this.evCall(e, env, ctx);
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
        return join(this.ev(e.a, ae, ctx), this.ev(e.b, be, ctx));
      }
      case "assign":
        return this.evAssign(e, env, ctx);
      case "cast": {
        const v = this.ev(e.e, env, ctx);
        return this.isSafeType(e.type) ? { ...sanitized(v), type: baseType(e.type) } : { ...v, type: baseType(e.type) };
      }
      case "instanceof": {
        const v = this.ev(e.e, env, ctx);
        if (e.bind) env.vars.set(e.bind, this.coerce({ ...v, type: undefined }, e.type));
        return { type: "boolean" };
      }
      case "lambda":
        return this.evLambda(e, env, ctx, []);
      case "index": {
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
  private evSwitch(e: Extract<Expr, { k: "switch" }>, env: Env, ctx: MCtx): Val {
    const subject = this.ev(e.subject, env, ctx);
    const ys: Val[] = [];
    ctx.yields.push(ys);
    const chosen = this.selectCase(subject, e.cases, env, ctx);
    const cases = chosen === undefined ? e.cases : e.cases.slice(chosen, chosen + 1);
    for (const c of cases) {
      const ce = env.clone();
      this.execBlock(c.body, ce, ctx);
    }
    ctx.yields.pop();
    return ys.reduce((a, b) => join(a, b), CLEAN as Val);
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
    e.params.forEach((p, i) => le.vars.set(p, params[i] ?? CLEAN));
    if (!Array.isArray(e.body)) return this.ev(e.body, le, ctx);
    const rets: Val[] = [];
    ctx.lambdaRets.push(rets);
    ctx.exits.push([]);
    this.execBlock(e.body, le, ctx);
    ctx.exits.pop();
    ctx.lambdaRets.pop();
    return rets.reduce((a, b) => join(a, b), CLEAN as Val);
  }

  private evField(e: Extract<Expr, { k: "field" }>, env: Env, ctx: MCtx): Val {
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
        const fv = this.fieldVal(c, e.name);
        if (fv) return { ...fv, nm: e.name };
        if (c.kind === "enum") return { type: c.name, c: { v: `${c.name}.${e.name}` } };
      }
      if (isUpper(e.name) && !/^[A-Z0-9_]+$/.test(e.name)) return { cls: e.name }; // java.util.List / Outer.Inner
      return { nm: e.name };
    }
    if (e.name === "length") return { type: "int" };
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

  private isPackagePath(e: Expr, env: Env, ctx: MCtx): boolean {
    let x = e;
    while (x.k === "field") {
      if (isUpper(x.name)) return false;
      x = x.target;
    }
    return x.k === "name" && !isUpper(x.name) && !env.vars.has(x.name) && !this.findField(ctx.cls, x.name);
  }

  private evBin(e: Extract<Expr, { k: "bin" }>, env: Env, ctx: MCtx): Val {
    if (e.op === "&&" || e.op === "||") {
      const l = this.ev(e.l, env, ctx);
      if (l.c && typeof l.c.v === "boolean") {
        if (e.op === "&&" && l.c.v === false) return { c: { v: false }, type: "boolean" };
        if (e.op === "||" && l.c.v === true) return { c: { v: true }, type: "boolean" };
      }
      const re = env.clone();
      this.refine(e.l, e.op === "&&", re, ctx);
      const r = this.ev(e.r, re, ctx);
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

  private evAssign(e: Extract<Expr, { k: "assign" }>, env: Env, ctx: MCtx): Val {
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
      if (env.vars.has(name) || ctx.decl.has(name)) {
        const type = ctx.decl.get(name);
        let nv = type ? this.coerce(v, type) : v;
        nv = this.namedSink(name, nv, target.loc, ctx);
        env.vars.set(name, nv);
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
      env.vars.set(name, nv);
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
      if (env.vars.has(name) || ctx.decl.has(name)) {
        const cur = env.vars.get(name) ?? CLEAN;
        const t = unionLabels(cur.t, v.t);
        const nv: Val = { ...cur };
        if (t) nv.t = t;
        if (v.html) nv.html = true;
        if (how && isTainted(v)) nv.how = how;
        else if (v.how && !nv.how) nv.how = v.how;
        env.vars.set(name, nv);
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
    const cur = env.vars.get(x.name);
    if (cur) env.vars.set(x.name, f(cur));
  }

  // ------------------------------------------------------------------ calls

  resolve(e: Extract<Expr, { k: "call" }>, tv: Val | null, ctx: MCtx): MethodDecl[] {
    const arity = e.args.length;
    const pick = (cls: ClassDecl | undefined, staticOnly: boolean): MethodDecl[] => {
      const out: MethodDecl[] = [];
      let c: ClassDecl | undefined = cls;
      let guard = 0;
      while (c && guard++ < 10) {
        for (const m of c.methods) {
          if (m.name !== e.name || !m.body) continue;
          if (staticOnly && !m.modifiers.includes("static")) continue;
          const n = m.params.length;
          const va = n > 0 && /\.\.\.$|\[\]$/.test(m.params[n - 1].type);
          if (n === arity || (va && arity >= n - 1)) out.push(m);
        }
        if (out.length) return out;
        c = c.superclass ? this.classesByName.get(baseType(c.superclass))?.[0] : undefined;
      }
      return out;
    };
    if (!e.target || (tv && tv.kinds?.includes("this"))) {
      for (let c: ClassDecl | null = ctx.cls; c; c = c.outer) {
        const r = pick(c, false);
        if (r.length) return r;
      }
      return [];
    }
    if (!tv) return [];
    const tname = tv.cls ?? (tv.type ? baseType(tv.type) : undefined);
    if (!tname) return [];
    const decls = this.classesByName.get(tname);
    if (!decls) return [];
    const out: MethodDecl[] = [];
    for (const d of decls) out.push(...pick(d, !!tv.cls && !tv.type));
    if (!out.length) {
      // interface in the file: look at implementing classes
      for (const c of this.unit.classes)
        if (c.interfaces.some((i) => baseType(i) === tname) || (c.superclass && baseType(c.superclass) === tname))
          out.push(...pick(c, false));
    }
    return out;
  }

  private evArgs(e: Extract<Expr, { k: "call" }> | Extract<Expr, { k: "new" }>, env: Env, ctx: MCtx): Val[] {
    return e.args.map((a) => {
      if (a.k === "lambda") return CLEAN;
      const v = this.ev(a, env, ctx);
      // a container passed to a call may be changed there: its contents are no longer known
      return v.box ? this.dropBox(a, env, v) : v;
    });
  }

  /** Forget the known contents of a container that escapes (the object's taint stays). */
  private dropBox(x: Expr, env: Env, v: Val): Val {
    if (x.k === "name") {
      const cur = env.vars.get(x.name);
      if (cur?.box) {
        const nv = { ...cur };
        delete nv.box;
        env.vars.set(x.name, nv);
      }
    }
    const out = { ...v };
    delete out.box;
    return out;
  }

  private evCall(e: Extract<Expr, { k: "call" }>, env: Env, ctx: MCtx): Val {
    let tv = e.target ? this.ev(e.target, env, ctx) : null;
    const args = this.evArgs(e, env, ctx);
    if (tv?.box) {
      const r = containerCall(e.target, e.name, tv, args, {
        get: (n) => env.vars.get(n),
        set: (n, v) => env.vars.set(n, v),
      });
      if (r) return r;
      tv = this.dropBox(e.target!, env, tv);
    }
    const callees = this.resolve(e, tv, ctx);
    if (callees.length) {
      this.runLambdas(e, args, tv, env, ctx);
      return this.applySummaries(callees, args, e, ctx);
    }
    const lambdaRet = this.runLambdas(e, args, tv, env, ctx);
    // user.setResetToken(weakRandomValue): the setter names the security-sensitive value
    if (args.length === 1 && args[0].t && /^set[A-Z]/.test(e.name) && rndLabels(args[0]).length)
      this.namedSink(e.name.charAt(3).toLowerCase() + e.name.slice(4), args[0], e.loc, ctx);
    const r = libCall(this, ctx, env, e, tv, args) ?? this.defaultCall(e, tv, args, env, ctx, lambdaRet);
    // values computed from predictable random numbers stay predictable (CHARS.charAt(rnd.nextInt(n)), Long.toHexString(...))
    if (!RND_STOP.has(e.name)) {
      let rl: Label[] | undefined;
      for (const a of args) if (a.t) rl = unionLabels(rl, rndOnly(a));
      if (tv && !tv.cls && tv.t) rl = unionLabels(rl, rndOnly(tv));
      if (rl && !rndOnly(r)) return { ...r, t: unionLabels(r.t, rl) };
    }
    return r;
  }

  private runLambdas(
    e: Extract<Expr, { k: "call" }>,
    args: Val[],
    tv: Val | null,
    env: Env,
    ctx: MCtx,
  ): Val | undefined {
    let ret: Val | undefined;
    e.args.forEach((a, i) => {
      if (a.k !== "lambda") return;
      const elemTaint = tv && ELEMENT_CALLBACKS.has(e.name) && tv.t ? { t: tv.t, html: tv.html } : CLEAN;
      const r = this.evLambda(
        a,
        env,
        ctx,
        a.params.map(() => elemTaint),
      );
      args[i] = { kinds: ["lambda"] };
      ret = ret ? join(ret, r) : r;
    });
    return ret;
  }

  private applySummaries(callees: MethodDecl[], args: Val[], e: Extract<Expr, { k: "call" }>, ctx: MCtx): Val {
    let result: Val | undefined;
    for (const m of callees) {
      if (this.iteration === 0 && m !== ctx.m) this.callers.set(m.id, (this.callers.get(m.id) ?? 0) + 1);
      this.readSummaries.add(m.id);
      const s = this.summaries.get(m.id);
      if (!s) continue;
      const argFor = (i: number): Val | undefined => {
        const n = m.params.length;
        if (n > 0 && i === n - 1 && /\.\.\.$/.test(m.params[n - 1].type) && args.length > n) {
          return args.slice(i).reduce((a, b) => join(a, b), CLEAN as Val);
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

  private defaultCall(
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
    if ((name === "replace" || name === "replaceAll" || name === "replaceFirst") && tv && !tv.cls) {
      const v = combine([tv, ...args.slice(1)], "string replacement");
      if (!isTainted(args[1]) && tv.how) v.how = tv.how;
      if (tv.pend) v.pend = tv.pend;
      return v;
    }
    // mutators: list.add(t), map.put(k, t), dto.setName(t)
    if (tv && !tv.cls && e.target && MUTATORS.has(name) && args.some((a) => a.t || a.html)) {
      const added = args.reduce((a, b) => join(a, b), CLEAN as Val);
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
      this.taintRoot(
        e.target,
        args.reduce((a, b) => join(a, b), CLEAN as Val),
        env,
        ctx,
      );
      return CLEAN;
    }
    if (recvTaint) {
      const out: Val = {};
      let t: Label[] | undefined = recvLabels;
      if (lambdaRet?.t) t = unionLabels(t, lambdaRet.t);
      if (t) out.t = t;
      if (tv!.html) out.html = true;
      if (tv!.pchk) out.pchk = true;
      if (STRING_IDENTITY.has(name)) {
        if (tv!.how) out.how = tv!.how;
        if (tv!.prefix) out.prefix = tv!.prefix;
        if (tv!.elems && name === "get") return tv!.elems.reduce((a, b) => join(a, b), CLEAN as Val);
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
      if (!argTaint && !args.some((a) => a.hc)) return CLEAN;
      const v = combine(args, undefined);
      delete v.type;
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
    if (argTaint && ARG_PROPAGATORS.has(name)) {
      const v = combine(args, undefined);
      delete v.type;
      const a = args[0];
      if (a?.how) v.how = a.how;
      return v;
    }
    if (tv && tv.hc === undefined && args.length && args.every((a) => a.hc) && HC_DECODERS.has(name))
      return { hc: true };
    return CLEAN;
  }

  private evNew(e: Extract<Expr, { k: "new" }>, env: Env, ctx: MCtx): Val {
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

// ---------------------------------------------------------------------- helpers

/** Library objects whose setters configure behaviour rather than store data. */
const SETTER_LIB_TYPES = new Set([
  "PreparedStatement",
  "CallableStatement",
  "Statement",
  "HttpServletResponse",
  "ServletResponse",
  "HttpSession",
  "Cookie",
  "Cipher",
  "ObjectInputStream",
  "XPath",
  "DocumentBuilderFactory",
  "SAXParserFactory",
  "XMLInputFactory",
  "TransformerFactory",
  "ProcessBuilder",
  "Connection",
  "ResultSet",
  "Model",
  "ModelMap",
  "ModelAndView",
  "RedirectAttributes",
  "HttpHeaders",
  "HttpURLConnection",
  "URLConnection",
  "HttpsURLConnection",
  "SSLContext",
  "Logger",
  "Thread",
  "ObjectMapper",
  "RestTemplate",
  "WebClient",
]);
/** Calls whose result does not reveal the random input (sizes, comparisons, sending it somewhere). */
const RND_STOP = new Set([
  "equals",
  "equalsIgnoreCase",
  "isEmpty",
  "length",
  "size",
  "contains",
  "compareTo",
  "hashCode",
  "send",
  "println",
  "print",
  "info",
  "debug",
  "log",
  "add",
  "put",
  "append",
  "insert",
  "set",
]);
const MUTATORS = new Set([
  "add",
  "addAll",
  "put",
  "putAll",
  "offer",
  "push",
  "addFirst",
  "addLast",
  "addElement",
  "putIfAbsent",
  "set",
  "setProperty",
  "addParameter",
  "addAttribute",
]);
const ARG_PROPAGATORS = new Set([
  "body",
  "decode",
  "encode",
  "encodeToString",
  "resolve",
  "resolveSibling",
  "readValue",
  "readTree",
  "convertValue",
  "fromJson",
  "apply",
  "path",
  "queryParam",
  "fromUriString",
  "fromHttpUrl",
  "toUri",
  "parse",
  "valueOf",
  "of",
  "ofNullable",
  "copyOf",
  "asList",
  "wrap",
  "toJson",
  "writeValueAsString",
  "build",
  "buildAndExpand",
  "expand",
  "format",
  "getBytes",
  "join",
  "stream",
]);
const HC_DECODERS = new Set(["decode", "decodeBase64", "parseHexBinary", "parseBase64Binary", "decodeHex"]);

export const RULE_NOUN: Partial<Record<RuleId, string>> = {
  "SEC-SQL-INJECTION": "SQL injection",
  "SEC-COMMAND-INJECTION": "command injection",
  "SEC-LDAP-INJECTION": "LDAP injection",
  "SEC-XPATH-INJECTION": "XPath injection",
};

function rndOnly(v: Val): Label[] | undefined {
  const r = v.t?.filter((l) => l.k === "rnd");
  return r && r.length ? r : undefined;
}

/** `+`: numeric addition of two known numbers, otherwise string concatenation. */
function plus(l: Val, r: Val): Val {
  if (l.c && r.c && typeof l.c.v === "number" && typeof r.c.v === "number")
    return { c: { v: l.c.v + r.c.v }, type: "number", hc: true };
  return concatVals(l, r);
}

function substitute(ret: Val, argFor: (i: number) => Val | undefined): Val {
  if (!ret.t) return ret;
  const out: Val = { ...ret };
  let t: Label[] | undefined;
  for (const l of ret.t) {
    if (l.k === "param") {
      const a = argFor(l.i);
      if (!a) continue;
      t = unionLabels(t, a.t);
      if (a.html) out.html = true;
      if (a.how && !out.how) out.how = a.how;
      if (a.pchk) out.pchk = true;
    } else t = unionLabels(t, [l]);
  }
  if (t) out.t = t;
  else delete out.t;
  return out;
}

function fieldKey(c: ClassDecl, name: string): string {
  return `${c.startOff}:${name}`;
}

function summarySig(s: Summary): string {
  return `${valSig(s.ret)}:${s.effects.map((e) => `${e.i}@${e.spec.rule}@${e.spec.loc.off}@${e.how ?? ""}`).join(",")}:${s.fieldEffects.map((f) => `${f.i}>${f.name}`).join(",")}`;
}

function topClass(c: ClassDecl): ClassDecl {
  let x = c;
  while (x.outer) x = x.outer;
  return x;
}

/** Root variable of a path expression, through normalising calls: base.resolve(x).normalize() → base? no: p.normalize() → p. */
const CANONICALIZE = new Set(["normalize", "toRealPath", "getCanonicalPath", "getCanonicalFile"]);
function isCanonicalized(e: Expr): boolean {
  for (let x: Expr | null = e; x && x.k === "call"; x = x.target) if (CANONICALIZE.has(x.name)) return true;
  return false;
}

function pathRoot(e: Expr): string | null {
  let x = e;
  const through = new Set([
    "normalize",
    "toAbsolutePath",
    "toRealPath",
    "getCanonicalPath",
    "getCanonicalFile",
    "getAbsolutePath",
    "getAbsoluteFile",
    "toFile",
    "toPath",
    "toString",
    "toURI",
    "toUri",
    "getPath",
    "getParent",
    "getParentFile",
  ]);
  while (x.k === "call" && x.target && through.has(x.name)) x = x.target;
  return x.k === "name" ? x.name : null;
}

/** A regex used as an allow-list: anchored character classes without wildcards or path separators. */
export function isAllowListRegex(re: string): boolean {
  if (!re) return false;
  let inClass = false;
  for (let i = 0; i < re.length; i++) {
    const ch = re[i];
    if (ch === "\\") {
      const n = re[i + 1];
      if (n === "S" || n === "W" || n === "D") return false;
      i++;
      continue;
    }
    if (ch === "[") inClass = true;
    else if (ch === "]") inClass = false;
    else if (!inClass && ch === ".") return false;
    else if (
      inClass &&
      (ch === "/" || ch === "<" || ch === "'" || ch === '"' || ch === ";" || ch === "&" || ch === "|")
    )
      return false;
    else if (inClass && ch === "^" && re[i - 1] === "[") return false; // negated class
  }
  return true;
}

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

export type { ConstV };
