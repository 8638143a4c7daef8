// Rules that need little data flow: XML parser configuration (XXE), trust-all TLS, ResponseCookie builders,
// secret-looking literals and Jackson polymorphic type annotations.
import type { RawFinding } from "./catalog";
import { cookieFinding } from "./cookies";
import { stmtExprs, walkExpr, walkStmts } from "./engine";
import { baseType, type ClassDecl, type Expr, type Loc, type MethodDecl, type Stmt, type Unit } from "../flow";

type Emit = (f: RawFinding) => void;

function eachExpr(
  unit: Unit,
  f: (e: Expr, m: MethodDecl | null, cls: ClassDecl) => void,
  onLocal?: (s: Extract<Stmt, { k: "local" }>, m: MethodDecl | null) => void,
) {
  // one visitor per class or method, not per expression
  for (const c of unit.classes) {
    if (!c.fields.length && !c.inits.length) continue;
    const visit = (x: Expr) => f(x, null, c);
    for (const fd of c.fields) if (fd.init) walkExpr(fd.init, visit);
    for (const block of c.inits)
      walkStmts(block, (s) => {
        for (const e of stmtExprs(s)) if (e) walkExpr(e, visit);
      });
  }
  for (const m of unit.methods) {
    if (!m.body) continue;
    const visit = (x: Expr) => f(x, m, m.cls);
    walkStmts(m.body, (s) => {
      if (onLocal && s.k === "local") onLocal(s, m);
      for (const e of stmtExprs(s)) if (e) walkExpr(e, visit);
    });
  }
}

function classHas(cls: ClassDecl, re: RegExp): boolean {
  for (let c: ClassDecl | null = cls; c; c = c.outer) {
    for (const w of c.words()) if (re.test(w)) return true;
  }
  return false;
}

// ---------------------------------------------------------------- XXE

const XXE_GUARD =
  /disallow-doctype-decl|secure-processing|FEATURE_SECURE_PROCESSING|external-general-entities|supportDTD|SUPPORT_DTD|accessExternalDTD|ACCESS_EXTERNAL_DTD|isSupportingExternalEntities|IS_SUPPORTING_EXTERNAL_ENTITIES|load-external-dtd|ACCESS_EXTERNAL_SCHEMA|ACCESS_EXTERNAL_STYLESHEET/;
const XML_FACTORIES: Record<string, string[]> = {
  DocumentBuilderFactory: ["newInstance", "newDefaultInstance", "newNSInstance", "newDefaultNSInstance"],
  SAXParserFactory: ["newInstance", "newDefaultInstance", "newNSInstance", "newDefaultNSInstance"],
  XMLInputFactory: ["newInstance", "newFactory", "newDefaultFactory"],
  TransformerFactory: ["newInstance", "newDefaultInstance"],
  SchemaFactory: ["newInstance", "newDefaultInstance"],
  XMLReaderFactory: ["createXMLReader"],
  SAXTransformerFactory: ["newInstance"],
};
const XML_CTORS = new Set(["SAXBuilder", "SAXReader"]);

/** `javax.xml.parsers.DocumentBuilderFactory` or `DocumentBuilderFactory` → the simple class name. */
function simpleClassName(e: Expr): string | undefined {
  if (e.k === "name") return e.name;
  if (e.k === "field") return e.name;
  return undefined;
}

/** The text a guard argument names: a string literal or a constant (XMLConstants.ACCESS_EXTERNAL_DTD). */
function guardKey(e: Expr | undefined): string | undefined {
  if (!e) return undefined;
  if (e.k === "lit" && typeof e.v === "string") return e.v;
  if (e.k === "name" || e.k === "field") return e.name;
  return undefined;
}

/** Whether a factory call turns the protection on: disallow DOCTYPEs, no external entities or DTDs... */
function guardOn(key: string, value: Expr | undefined): boolean {
  if (!value || (value.k !== "lit" && value.k !== "un")) return true; // a variable: assume the learner set it right
  const v = value.k === "lit" ? value.v : value.op === "!" && value.e.k === "lit" ? !value.e.v : undefined;
  if (/ACCESS_EXTERNAL|accessExternal/.test(key)) return v === "";
  if (/disallow-doctype-decl|secure-processing|FEATURE_SECURE_PROCESSING/.test(key)) return v === true;
  return v === false; // external entities, DTD support, loading external DTDs: must be off
}

const xxeGuardCache = new WeakMap<ClassDecl, boolean>();
/** A factory in this class (or an enclosing one) is configured securely somewhere. */
function hasXxeGuard(cls: ClassDecl): boolean {
  for (let c: ClassDecl | null = cls; c; c = c.outer) {
    let g = xxeGuardCache.get(c);
    if (g === undefined) {
      g = false;
      if (classHas(c, XXE_GUARD)) {
        const check = (x: Expr) => {
          if (g || x.k !== "call" || x.args.length < 1) return;
          const key = guardKey(x.args[0]);
          if (key && XXE_GUARD.test(key) && guardOn(key, x.args[1])) g = true;
        };
        for (const m of c.methods)
          if (m.body) walkStmts(m.body, (st) => stmtExprs(st).forEach((e) => e && walkExpr(e, check)));
        for (const b of c.inits) walkStmts(b, (st) => stmtExprs(st).forEach((e) => e && walkExpr(e, check)));
      }
      xxeGuardCache.set(c, g);
    }
    if (g) return true;
  }
  return false;
}

const XML_READS = new Set([
  "parse",
  "validate",
  "transform",
  "unmarshal",
  "read",
  "build",
  "createXMLStreamReader",
  "createXMLEventReader",
  "newTransformer",
  "newSchema",
]);

/** The first call after `from` in the method that reads XML with the parser (where the document is parsed). */
function xmlRead(m: MethodDecl | null, from: Loc): Extract<Expr, { k: "call" }> | undefined {
  if (!m?.body) return undefined;
  let at: Extract<Expr, { k: "call" }> | undefined;
  walkStmts(m.body, (s) => {
    for (const e of stmtExprs(s))
      if (e)
        walkExpr(e, (x) => {
          if (x.k !== "call" || !XML_READS.has(x.name) || !x.args.length) return;
          if (x.loc.off < from.off) return;
          if (!at || x.loc.off < at.loc.off) at = x;
        });
  });
  return at;
}

const CLASSPATH_READS = /^(getResourceAsStream|getResource|getSystemResourceAsStream)$/;

/**
 * The document is a resource of the application itself: `X.class.getResourceAsStream("/catalog.xml")`, directly or
 * through a local (`try (InputStream in = ...)`), with a literal name. Nobody outside can put a DOCTYPE in it.
 */
function bundledDocument(m: MethodDecl, read: Extract<Expr, { k: "call" }>): boolean {
  const bundled = (x: Expr | null | undefined): boolean =>
    !!x && x.k === "call" && CLASSPATH_READS.test(x.name) && x.args[0]?.k === "lit";
  const a = read.args[0];
  if (bundled(a)) return true;
  if (a.k !== "name" || !m.body) return false;
  let found = false;
  let other = false;
  walkStmts(m.body, (s) => {
    if (s.k === "local" && s.name === a.name) {
      if (bundled(s.init)) found = true;
      else other = true;
    }
  });
  return found && !other;
}

function xxe(e: Expr, cls: ClassDecl, emit: Emit, ul: (l: number) => number, m: MethodDecl | null = null) {
  let what: string | null = null;
  const factory = e.k === "call" && e.target ? simpleClassName(e.target) : undefined;
  if (e.k === "call" && factory && Object.hasOwn(XML_FACTORIES, factory) && XML_FACTORIES[factory].includes(e.name))
    what = `${factory}.${e.name}()`;
  else if (e.k === "new" && XML_CTORS.has(baseType(e.type))) what = `new ${baseType(e.type)}()`;
  if (!what) return;
  if (hasXxeGuard(cls)) return;
  const made = e.k === "call" && e.target ? e.target.loc : e.loc;
  // reported where the untrusted document is parsed, when the method does that itself
  const read = xmlRead(m, made);
  if (read && m && bundledDocument(m, read)) return;
  const at = read?.loc ?? made;
  emit({
    rule: "SEC-XXE",
    line: at.line,
    column: at.col,
    message: `The XML parser from \`${what}\` (line ${ul(made.line)}) keeps DOCTYPEs and external entities enabled; no secure-processing feature is set in this class.`,
  });
}

// ---------------------------------------------------------------- TLS

function onlyReturnsTrue(body: Stmt[] | null): boolean {
  if (!body) return false;
  const stmts = body.filter((s) => s.k !== "block" || s.body.length);
  return (
    stmts.length === 1 && stmts[0].k === "return" && !!stmts[0].e && stmts[0].e.k === "lit" && stmts[0].e.v === true
  );
}

function acceptsAll(body: Stmt[] | null): boolean {
  if (!body) return false;
  let risky = true;
  walkStmts(body, (s) => {
    if (s.k === "throw") risky = false;
    for (const e of stmtExprs(s)) if (e) walkExpr(e, (x) => (x.k === "call" || x.k === "new") && (risky = false));
  });
  return risky;
}

const TRUST_MANAGER = /^(X509TrustManager|X509ExtendedTrustManager|TrustManager)$/;

function tlsClasses(unit: Unit, emit: Emit, ul: (l: number) => number) {
  for (const c of unit.classes) {
    if (!c.interfaces.length && !c.superclass) continue; // implements nothing: neither a trust manager nor a verifier
    const supers = [...c.interfaces, c.superclass ?? ""].map(baseType);
    if (supers.some((s) => TRUST_MANAGER.test(s))) {
      for (const m of c.methods) {
        if (m.name !== "checkServerTrusted") continue;
        if (acceptsAll(m.body)) {
          emit({
            rule: "SEC-INSECURE-TLS",
            line: m.loc.line,
            column: m.loc.col,
            message: `This \`${c.kind === "anonymous" ? "X509TrustManager" : c.name}\` accepts every server certificate: \`checkServerTrusted\` (line ${ul(m.loc.line)}) never throws.`,
          });
        }
      }
    }
    if (supers.includes("HostnameVerifier")) {
      for (const m of c.methods) {
        if (m.name === "verify" && onlyReturnsTrue(m.body)) {
          emit({
            rule: "SEC-INSECURE-TLS",
            line: m.loc.line,
            column: m.loc.col,
            message: `This \`HostnameVerifier\` accepts every host name: \`verify\` (line ${ul(m.loc.line)}) always returns true.`,
          });
        }
      }
    }
  }
}

function tlsLambda(e: Expr, emit: Emit, ul: (l: number) => number) {
  if (
    e.k !== "call" ||
    !/^(setHostnameVerifier|setDefaultHostnameVerifier|hostnameVerifier|setSSLHostnameVerifier)$/.test(e.name)
  )
    return;
  const lam = e.args.find((a) => a.k === "lambda");
  if (
    lam &&
    lam.k === "lambda" &&
    ((!Array.isArray(lam.body) && lam.body.k === "lit" && lam.body.v === true) ||
      (Array.isArray(lam.body) && onlyReturnsTrue(lam.body)))
  ) {
    emit({
      rule: "SEC-INSECURE-TLS",
      line: e.loc.line,
      column: e.loc.col,
      message: `The host-name verifier passed to \`${e.name}\` (line ${ul(e.loc.line)}) always returns true.`,
    });
  }
}

// ---------------------------------------------------------------- cookies

function litValue(e: Expr | undefined): string | boolean | number | null | undefined {
  return e && e.k === "lit" ? e.v : undefined;
}

function responseCookie(e: Expr, emit: Emit, ul: (l: number) => number) {
  if (e.k !== "call" || e.name !== "build") return;
  const chain: Extract<Expr, { k: "call" }>[] = [];
  let x: Expr | null = e.target;
  while (x && x.k === "call") {
    chain.push(x);
    x = x.target;
  }
  const root = chain[chain.length - 1];
  if (
    !root ||
    root.name !== "from" ||
    !root.target ||
    (root.target.k !== "name" && root.target.k !== "field") ||
    root.target.name !== "ResponseCookie"
  )
    return;
  let secure = false;
  let httpOnly = false;
  let deleted = false;
  for (const c of chain) {
    const v = litValue(c.args[0]);
    if (c.name === "secure") secure = v !== false;
    if (c.name === "httpOnly") httpOnly = v !== false;
    if (c.name === "maxAge" && v === 0) deleted = true;
  }
  if (deleted) return;
  const n = litValue(root.args[0]);
  cookieFinding(emit, root.target.loc, typeof n === "string" ? `\`${n}\`` : "built here", secure, httpOnly, true, ul);
}

// ---------------------------------------------------------------- secret-looking literals

const SECRET_PATTERNS: [RegExp, string][] = [
  [/\bAKIA[0-9A-Z]{16}\b/, "an AWS access key id"],
  [/-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY-----/, "a private key"],
  [/\bgh[pousr]_[A-Za-z0-9]{36,}\b/, "a GitHub token"],
  [/\bxox[abprs]-[A-Za-z0-9-]{10,}/, "a Slack token"],
  [/\bsk_live_[A-Za-z0-9]{16,}/, "a Stripe secret key"],
  [/\bAIza[0-9A-Za-z_-]{35}\b/, "a Google API key"],
  [/\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/, "a JSON Web Token"],
  [/^(?:jdbc:)?[a-z][a-z0-9+.-]*:\/\/[^\s:@\/]+:[^\s@\/]{3,}@/i, "a URL with an embedded password"],
];

function literal(e: Expr, m: MethodDecl | null, cls: ClassDecl, emit: Emit, ul: (l: number) => number) {
  if (e.k !== "lit" || e.t !== "str" || typeof e.v !== "string" || e.v.length < 16) return;
  let top = cls;
  while (top.outer) top = top.outer;
  if (/Tests?$|IT$/.test(top.name) || m?.annotations.some((a) => a.name === "Test")) return;
  for (const [re, what] of SECRET_PATTERNS) {
    if (!re.test(e.v)) continue;
    if (what.includes("URL") && /:\$\{|:\{|:password@|:changeme@|:<[^>]+>@/i.test(e.v)) continue;
    emit({
      rule: "SEC-HARDCODED-SECRET",
      line: e.loc.line,
      column: e.loc.col,
      message: `This string literal (line ${ul(e.loc.line)}) contains ${what}.`,
    });
    return;
  }
}

// ---------------------------------------------------------------- Jackson @JsonTypeInfo(use = Id.CLASS)

function jsonTypeInfo(unit: Unit, emit: Emit, ul: (l: number) => number) {
  const check = (anns: { name: string; args: Map<string, Expr[]>; loc: Loc }[]) => {
    for (const a of anns) {
      if (a.name !== "JsonTypeInfo") continue;
      const use = a.args.get("use")?.[0];
      const id = use && use.k === "field" ? use.name : use && use.k === "name" ? use.name : "";
      if (id === "CLASS" || id === "MINIMAL_CLASS") {
        emit({
          rule: "SEC-DESERIALIZATION",
          line: a.loc.line,
          column: a.loc.col,
          severity: "warning",
          message: `\`@JsonTypeInfo(use = Id.${id})\` (line ${ul(a.loc.line)}) lets incoming JSON name the Java class to instantiate.`,
        });
      }
    }
  };
  for (const c of unit.classes) {
    check(c.annotations);
    for (const f of c.fields) check(f.annotations);
  }
}

export function staticRules(unit: Unit, emit: Emit, ul: (l: number) => number) {
  // one walk over every expression of the file
  eachExpr(unit, (e, m, cls) => {
    switch (e.k) {
      case "call":
        xxe(e, cls, emit, ul, m);
        tlsLambda(e, emit, ul);
        responseCookie(e, emit, ul);
        break;
      case "new":
        xxe(e, cls, emit, ul, m);
        break;
      case "lit":
        literal(e, m, cls, emit, ul);
        return;
      default:
        return;
    }
  });
  tlsClasses(unit, emit, ul);
  jsonTypeInfo(unit, emit, ul);
}
