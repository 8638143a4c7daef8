// Configuration weaknesses that need no data flow: world-writable files (CWE-732), cleartext transmission
// (CWE-319) and exception details sent to the client (CWE-209). Each check is a table row plus a small predicate.
import type { RawFinding } from "./catalog";
import { stmtExprs, walkExpr, walkStmts } from "../flow";
import { ENTRY_POINT_ANNOTATIONS } from "./library/spec";
import { corsHeaders } from "./static-cors";
import { baseType, type ClassDecl, type Expr, type Loc, type MethodDecl, type Stmt, type Unit } from "../flow";

type Emit = (f: RawFinding) => void;
type Ul = (l: number) => number;

const str = (e: Expr | undefined): string | undefined => (e?.k === "lit" && typeof e.v === "string" ? e.v : undefined);

// ---------------------------------------------------------------- CWE-732 world-writable / readable files

/** `rwxrwxrwx` strings whose "others" part may write (or read and write). */
const OTHERS_WRITE = /^[r-][w-][x-][r-][w-][x-][r-]w[x-]$/;
const PERMISSION_SETTERS = new Set(["setPosixFilePermissions", "createFile", "createDirectory", "createDirectories"]);

function permissions(e: Expr, others: boolean, emit: Emit, ul: Ul) {
  if (e.k !== "call") return;
  // file.setWritable(true, false): the second argument false means "for everybody", not only the owner
  if (
    (e.name === "setWritable" || e.name === "setReadable" || e.name === "setExecutable") &&
    e.args.length === 2 &&
    e.args[0].k === "lit" &&
    e.args[0].v === true &&
    e.args[1].k === "lit" &&
    e.args[1].v === false &&
    e.name !== "setExecutable"
  ) {
    emit({
      rule: "SEC-WORLD-WRITABLE",
      line: e.loc.line,
      column: e.loc.col,
      message: `\`${e.name}(true, false)\` on line ${ul(e.loc.line)} gives every user of the machine this permission, not only the owner.`,
    });
    return;
  }
  const p = e.name === "fromString" ? str(e.args[0]) : undefined;
  if (p && OTHERS_WRITE.test(p)) {
    emit({
      rule: "SEC-WORLD-WRITABLE",
      line: e.loc.line,
      column: e.loc.col,
      message: `The permissions \`${p}\` (line ${ul(e.loc.line)}) let every user of the machine write this file.`,
    });
    return;
  }
  // Files.setPosixFilePermissions(path, perms) with a set that names OTHERS_WRITE in this method
  if (others && e.name === "setPosixFilePermissions" && PERMISSION_SETTERS.has(e.name) && e.args.length === 2) {
    emit({
      rule: "SEC-WORLD-WRITABLE",
      line: e.loc.line,
      column: e.loc.col,
      message: `The permission set given to \`${e.name}\` on line ${ul(e.loc.line)} includes \`OTHERS_WRITE\`: every user of the machine may change this file.`,
    });
  }
}

// ---------------------------------------------------------------- CWE-319 cleartext transmission

const LOCAL_HOST = /^https?:\/\/(localhost|127\.|0\.0\.0\.0|\[::1\]|host\.docker\.internal)(?=[:/]|$)/i;
/** Calls that send a request to the URL in their first argument (or build the request that does). */
const URL_CALLS = new Set([
  "create",
  "newBuilder",
  "getForObject",
  "getForEntity",
  "postForObject",
  "postForEntity",
  "postForLocation",
  "exchange",
  "put",
  "patchForObject",
  "uri",
  "url",
  "baseUrl",
  "connect",
]);
const URL_CTORS = new Set(["URL", "URI", "HttpGet", "HttpPost", "HttpPut", "HttpPatch", "HttpDelete"]);
const SMTP_PLAIN = /^mail\.smtps?\.(starttls\.(enable|required)|ssl\.enable)$/;

function cleartextUrl(arg: Expr | undefined, constants: Map<string, string>): string | undefined {
  if (!arg) return undefined;
  let s = str(arg);
  if (s === undefined && (arg.k === "name" || arg.k === "field")) s = constants.get(arg.name);
  if (s === undefined && arg.k === "bin" && arg.op === "+") return cleartextUrl(arg.l, constants);
  if (s === undefined && arg.k === "call" && (arg.name === "create" || arg.name === "formatted"))
    return cleartextUrl(arg.name === "create" ? arg.args[0] : (arg.target ?? undefined), constants);
  if (s === undefined && arg.k === "new" && URL_CTORS.has(baseType(arg.type)))
    return cleartextUrl(arg.args[0], constants);
  if (s === undefined || !/^http:\/\/[^/\s]/i.test(s) || LOCAL_HOST.test(s)) return undefined;
  return s;
}

function cleartext(e: Expr, constants: Map<string, string>, ftpNames: Set<string>, emit: Emit, ul: Ul) {
  const at = (loc: Loc, message: string) => emit({ rule: "SEC-CLEARTEXT", line: loc.line, column: loc.col, message });
  if (e.k === "new") {
    const t = baseType(e.type);
    if ((t === "Socket" && e.args.length >= 2) || (t === "ServerSocket" && e.args.length >= 1)) {
      const host = str(e.args[0]);
      if (host && /^(localhost|127\.0\.0\.1)$/.test(host)) return;
      at(
        e.loc,
        `\`new ${t}(…)\` on line ${ul(e.loc.line)} opens an unencrypted connection; use SSLSocketFactory / SSLServerSocketFactory for data that must stay confidential.`,
      );
      return;
    }
    if (URL_CTORS.has(t) && t !== "URL" && t !== "URI") {
      const u = cleartextUrl(e.args[0], constants);
      if (u) at(e.loc, `The request to \`${u}\` (line ${ul(e.loc.line)}) travels over plain HTTP.`);
    }
    return;
  }
  if (e.k !== "call") return;
  if (e.name === "put" || e.name === "setProperty") {
    const key = str(e.args[0]);
    if (key && SMTP_PLAIN.test(key) && str(e.args[1]) === "false") {
      at(e.loc, `\`${key}=false\` (line ${ul(e.loc.line)}) sends mail, and the SMTP password, without TLS.`);
      return;
    }
  }
  if (e.name === "login" && e.target?.k === "name" && ftpNames.has(e.target.name)) {
    at(
      e.loc,
      `The FTP login on line ${ul(e.loc.line)} sends the user name and password in clear text; use FTPS or SFTP.`,
    );
    return;
  }
  if (URL_CALLS.has(e.name)) {
    const u = cleartextUrl(e.args[0], constants);
    if (u)
      at(
        e.loc,
        `The request to \`${u}\` (line ${ul(e.loc.line)}) travels over plain HTTP; use https:// for other services.`,
      );
  }
}

// ---------------------------------------------------------------- CWE-209 exception details in responses

const EXPOSING_CALLS = new Set(["getMessage", "getLocalizedMessage", "toString", "getStackTrace", "printStackTrace"]);
const RESPONSE_CALLS = new Set([
  "body",
  "entity",
  "bodyValue",
  "ok",
  "print",
  "println",
  "write",
  "sendError",
  "append",
]);
const ERROR_ATTRIBUTES = /STACK_TRACE|MESSAGE|EXCEPTION/;

function isExceptionType(t: string): boolean {
  return /(Exception|Throwable|Error)$/.test(baseType(t));
}

/** The expression shows the exception `names` to whoever receives it (message, text, trace, class name). */
function exposes(e: Expr, names: Set<string>, tainted: Set<string>): boolean {
  return exposure(e, names, tainted) !== undefined;
}

/** Where `e` shows the exception (the first exposing sub-expression), or undefined. */
function exposure(e: Expr, names: Set<string>, tainted: Set<string>): Loc | undefined {
  let hit = false;
  let at: Loc | undefined;
  walkExpr(e, (x) => {
    if (hit) {
      at ??= x.loc;
      return;
    }
    if (x.k === "name" && tainted.has(x.name)) hit = true;
    else if (x.k === "call" && EXPOSING_CALLS.has(x.name) && x.target?.k === "name" && names.has(x.target.name))
      hit = true;
    else if (x.k === "call" && x.name === "valueOf" && x.args[0]?.k === "name" && names.has(x.args[0].name)) hit = true;
    else if (x.k === "call" && x.name === "getStackTrace" && x.args.some((a) => a.k === "name" && names.has(a.name)))
      hit = true; // ExceptionUtils.getStackTrace(e)
    else if (x.k === "call" && (x.name === "body" || x.name === "entity" || x.name === "bodyValue"))
      hit ||= x.args.some((a) => a.k === "name" && names.has(a.name)); // .body(e)
    else if (x.k === "call" && x.name === "of" && x.target?.k === "name" && x.target.name === "ErrorAttributeOptions")
      hit ||= x.args.some((a) => a.k === "field" && ERROR_ATTRIBUTES.test(a.name));
    if (hit) at ??= x.loc;
  });
  return hit ? at : undefined;
}

function isWebMethod(m: MethodDecl): boolean {
  const ann = (a: { name: string }) =>
    /Mapping$|^(ExceptionHandler|GET|POST|PUT|DELETE|PATCH|Get|Post|Put|Delete)$/.test(a.name);
  if (m.annotations.some(ann)) return true;
  if (m.cls.annotations.some((a) => /ControllerAdvice$|^(Provider|RestController)$/.test(a.name))) return true;
  if (/^(toResponse|do(Get|Post|Put|Delete)|service|handle\w*|onError\w*)$/.test(m.name)) return true;
  return /^(ResponseEntity|Response|ServerResponse|Mono)$/.test(baseType(m.returnType));
}

function errorExposure(m: MethodDecl, emit: Emit, ul: Ul) {
  if (!m.body || !isWebMethod(m)) return;
  const reported = new Set<number>();
  const report = (loc: Loc, how: string) => {
    if (reported.has(loc.line)) return;
    reported.add(loc.line);
    emit({
      rule: "SEC-ERROR-EXPOSURE",
      line: loc.line,
      column: loc.col,
      message: `The response on line ${ul(loc.line)} contains ${how}; send a generic message and log the details on the server.`,
    });
  };
  const visit = (stmts: Stmt[], names: Set<string>, tainted: Set<string>) => {
    walkStmts(stmts, (s) => {
      if (s.k === "try") {
        for (const c of s.catches) visit(c.body, new Set([...names, c.name]), new Set(tainted));
        return;
      }
      if (s.k === "local" && s.init && exposes(s.init, names, tainted)) tainted.add(s.name);
      if (s.k === "expr") {
        const x = s.e;
        // e.printStackTrace(response.getWriter()): the trace goes to the client
        if (x.k === "call" && x.name === "printStackTrace" && x.args.length === 1 && x.target?.k === "name") {
          const a = x.args[0];
          if (names.has(x.target.name) && a.k === "call" && /^get(Writer|OutputStream)$/.test(a.name)) {
            report(s.loc, "the exception's stack trace");
            return;
          }
          if (names.has(x.target.name) && a.k === "new" && a.args[0]?.k === "name") tainted.add(a.args[0].name);
        }
        // map.put("trace", trace.toString()) / writer.print(e.getMessage())
        if (
          x.k === "call" &&
          (x.name === "put" || x.name === "add") &&
          x.target?.k === "name" &&
          exposes(x, names, tainted)
        )
          tainted.add(x.target.name);
        else if (x.k === "call" && RESPONSE_CALLS.has(x.name) && exposes(x, names, tainted))
          report(s.loc, "the exception's message or stack trace");
      }
      // reported on the line that shows the exception (a builder chain spreads a return over several lines)
      const shown = s.k === "return" && s.e && (names.size || tainted.size) ? exposure(s.e, names, tainted) : undefined;
      if (shown) report(shown, "the exception's message or stack trace");
      if (s.k === "return" && s.e && !names.size && exposes(s.e, new Set(), tainted))
        report(s.loc, "error attributes with the exception's details");
    });
  };
  const params = new Set(m.params.filter((p) => isExceptionType(p.type)).map((p) => p.name));
  visit(m.body, params, new Set());
  // lambdas that handle errors (onErrorResume(ex -> ServerResponse...bodyValue(ex.getMessage())))
  walkStmts(m.body, (s) => {
    for (const e of stmtExprs(s))
      if (e)
        walkExpr(e, (x) => {
          if (x.k !== "call" || !/^(onError\w*|exceptionally|handle)$/.test(x.name)) return;
          for (const a of x.args)
            if (a.k === "lambda" && a.params.length >= 1) {
              const ex = new Set([a.params[a.params.length === 2 && x.name === "handle" ? 1 : 0]]);
              if (Array.isArray(a.body)) visit(a.body, ex, new Set());
              else if (exposes(a.body, ex, new Set())) report(a.body.loc, "the exception's message");
            }
        });
  });
}

// ---------------------------------------------------------------- CWE-400 sizes chosen by the sender

const NUMERIC = new Set(["int", "long", "short", "Integer", "Long", "Short"]);
const PARSERS = new Set([
  "parseInt",
  "parseLong",
  "parseShort",
  "readInt",
  "readLong",
  "readShort",
  "readUnsignedShort",
]);
const SIZE_ACCESSOR = /^(get)?(count|size|length|len|limit|pageSize|max\w*|width|height|amount|quantity|n|num\w*)$/i;
const CAPS = new Set(["min", "max", "clamp", "constrainToRange", "requireNonNegative"]);

function isEntryPoint(m: MethodDecl): boolean {
  return m.annotations.some((a) => Object.hasOwn(ENTRY_POINT_ANNOTATIONS, a.name));
}

/** The expression is a size the sender chose: a bound number parameter, a parsed/read number, a payload count. */
function senderSize(e: Expr, sizes: Set<string>, payloads: Set<string>): string | undefined {
  if (e.k === "name" && sizes.has(e.name)) return e.name;
  if (
    e.k === "call" &&
    e.args.length === 0 &&
    e.target?.k === "name" &&
    payloads.has(e.target.name) &&
    SIZE_ACCESSOR.test(e.name)
  )
    return `${e.target.name}.${e.name}()`;
  return undefined;
}

function resourceSize(m: MethodDecl, emit: Emit, ul: Ul) {
  if (!m.body) return;
  const entry = isEntryPoint(m);
  const sizes = new Set<string>();
  const payloads = new Set<string>();
  if (entry)
    for (const p of m.params) {
      if (NUMERIC.has(baseType(p.type))) sizes.add(p.name);
      else if (
        !/^(String|HttpServletRequest|HttpServletResponse|Model|Principal|Authentication)$/.test(baseType(p.type))
      )
        payloads.add(p.name);
    }
  const capped = new Set<string>();
  walkStmts(m.body, (s) => {
    if (s.k === "local" && s.init?.k === "call" && PARSERS.has(s.init.name) && NUMERIC.has(baseType(s.type))) {
      // Integer.parseInt(header) in an entry point, in.readInt() from a stream anywhere
      if (entry || s.init.name.startsWith("read")) sizes.add(s.name);
    }
    if (s.k === "if") {
      walkExpr(s.c, (x) => {
        if (x.k === "bin" && /^[<>]=?$/.test(x.op))
          for (const side of [x.l, x.r]) if (side.k === "name") capped.add(side.name);
      });
    }
    for (const e of stmtExprs(s))
      if (e)
        walkExpr(e, (x) => {
          if (x.k === "call" && CAPS.has(x.name)) for (const a of x.args) if (a.k === "name") capped.add(a.name);
        });
  });
  let done = false;
  const report = (loc: Loc, what: string, how: string) => {
    if (done || capped.has(what)) return;
    done = true;
    emit({
      rule: "SEC-RESOURCE-EXHAUSTION",
      line: loc.line,
      column: loc.col,
      message: `\`${what}\` comes from the sender and ${how} (line ${ul(loc.line)}) without an upper limit.`,
    });
  };
  walkStmts(m.body, (s) => {
    if (done) return;
    if ((s.k === "loop" && s.c) || (s.k === "local" && s.init) || s.k === "expr" || s.k === "return") {
      for (const e of stmtExprs(s))
        if (e)
          walkExpr(e, (x) => {
            if (x.k === "newArray") {
              for (const d of x.dims) {
                const w = senderSize(d, sizes, payloads);
                if (w) report(x.loc, w, "sets the size of an array");
              }
            } else if (
              x.k === "new" &&
              x.args.length === 1 &&
              /^(StringBuilder|StringBuffer|ArrayList|HashMap|ByteArrayOutputStream)$/.test(baseType(x.type))
            ) {
              const w = senderSize(x.args[0], sizes, payloads);
              if (w) report(x.loc, w, `sets the capacity of a ${baseType(x.type)}`);
            } else if (x.k === "call" && (x.name === "allocate" || x.name === "allocateDirect") && x.args[0]) {
              const w = senderSize(x.args[0], sizes, payloads);
              if (w) report(x.loc, w, "sets the size of a buffer");
            }
          });
      if (s.k === "loop" && s.c)
        walkExpr(s.c, (x) => {
          if (x.k === "bin" && (x.op === "<" || x.op === "<=")) {
            const w = senderSize(x.r, sizes, payloads);
            if (w) report(s.loc, w, "bounds a loop");
          }
        });
    }
  });
}

// ---------------------------------------------------------------- CWE-916 passwords through a fast digest

const PASSWORD_NAME = /^(password|passwd|pwd|pass|plainPassword|rawPassword|newPassword|plaintext\w*|\w*Password)$/i;
const FAST_DIGEST_HEX = /^(md5|sha1|sha256|sha384|sha512|sha)(Hex)?$/;

function mentionsPasswordVar(e: Expr): boolean {
  let hit = false;
  walkExpr(e, (x) => {
    if (!hit && x.k === "name" && PASSWORD_NAME.test(x.name) && !/hash|encoded|stored/i.test(x.name)) hit = true;
  });
  return hit;
}

function passwordDigest(e: Expr, digests: Set<string>, emit: Emit, ul: Ul) {
  if (e.k !== "call" || !e.args.length) return;
  const t = e.target;
  const onDigest =
    (e.name === "digest" || e.name === "update") &&
    !!t &&
    ((t.k === "name" && digests.has(t.name)) ||
      (t.k === "call" && t.name === "getInstance" && t.target?.k === "name" && t.target.name === "MessageDigest"));
  const digestUtils = t?.k === "name" && t.name === "DigestUtils" && FAST_DIGEST_HEX.test(e.name);
  if (!onDigest && !digestUtils) return;
  if (!e.args.some(mentionsPasswordVar)) return;
  emit({
    rule: "SEC-WEAK-PASSWORD-HASH",
    line: e.loc.line,
    column: e.loc.col,
    message: `A password is hashed with a single fast digest (\`${e.name}\` on line ${ul(e.loc.line)}); use BCrypt, Argon2, SCrypt or PBKDF2 with a salt.`,
  });
}

// ---------------------------------------------------------------- CWE-614 / CWE-1004 cookie flags switched off

/** Setters that switch a cookie flag for every cookie of a kind (container session cookie, Spring Session, JAX-RS). */
const FLAG_SETTERS: Record<string, 614 | 1004> = {
  setUseSecureCookie: 614,
  setUseHttpOnlyCookie: 1004,
  setSecure: 614,
  setHttpOnly: 1004,
  secure: 614,
  httpOnly: 1004,
};

function chainRoot(e: Expr): Expr {
  let x: Expr = e;
  while (x.k === "call" && x.target) x = x.target;
  return x;
}

function cookieFlags(e: Expr, sessionConfigs: Set<string>, emit: Emit, ul: Ul) {
  const off = (loc: Loc, cwe: 614 | 1004, what: string) =>
    emit({
      rule: "SEC-INSECURE-COOKIE",
      line: loc.line,
      column: loc.col,
      cwe,
      message: `${what} (line ${ul(loc.line)}) sends the cookie without the ${cwe === 614 ? "Secure" : "HttpOnly"} flag.`,
    });
  if (e.k === "new" && baseType(e.type) === "NewCookie" && e.args.length >= 7) {
    // new NewCookie(…, secure) or new NewCookie(…, secure, httpOnly): the trailing boolean literals
    const n = e.args.length;
    const bool = (x: Expr | undefined) => (x?.k === "lit" && typeof x.v === "boolean" ? x.v : undefined);
    const both = bool(e.args[n - 2]) !== undefined && bool(e.args[n - 1]) !== undefined;
    const secure = both ? bool(e.args[n - 2]) : bool(e.args[n - 1]);
    const httpOnly = both ? bool(e.args[n - 1]) : undefined;
    if (secure === false) off(e.loc, 614, "`new NewCookie(…, secure = false)`");
    if (httpOnly === false) off(e.loc, 1004, "`new NewCookie(…, httpOnly = false)`");
    return;
  }
  if (e.k !== "call" || e.args.length !== 1 || e.args[0].k !== "lit" || e.args[0].v !== false) return;
  const cwe = Object.hasOwn(FLAG_SETTERS, e.name) ? FLAG_SETTERS[e.name] : undefined;
  if (!cwe || !e.target) return;
  const t = e.target;
  const root = chainRoot(t);
  const sessionConfig =
    (t.k === "call" && t.name === "getSessionCookieConfig") || (t.k === "name" && sessionConfigs.has(t.name));
  const jaxrsBuilder = root.k === "new" && /NewCookie\.Builder|^Builder$/.test(root.type);
  if (e.name.startsWith("setUse") || sessionConfig || jaxrsBuilder) off(e.loc, cwe, `\`${e.name}(false)\``);
}

// ---------------------------------------------------------------- MyBatis ${} substitution (CWE-89)

const MYBATIS_SQL = new Set(["Select", "Update", "Delete", "Insert"]);

function literalText(e: Expr): string {
  if (e.k === "lit" && typeof e.v === "string") return e.v;
  if (e.k === "bin" && e.op === "+") return literalText(e.l) + literalText(e.r);
  if (e.k === "arrayInit") return e.elems.map(literalText).join(" ");
  return "";
}

/** `@Select("… ${name} …")`: MyBatis pastes the argument into the SQL text (`#{name}` binds it). */
function mybatisSubstitution(m: MethodDecl, emit: Emit, ul: Ul) {
  for (const a of m.annotations) {
    if (!MYBATIS_SQL.has(a.name)) continue;
    const text = (a.args.get("value") ?? []).map(literalText).join(" ");
    const v = /\$\{\s*([\w.]+)\s*\}/.exec(text);
    if (!v) continue;
    emit({
      rule: "SEC-SQL-INJECTION",
      line: a.loc.line,
      column: a.loc.col,
      severity: "warning",
      message: `\`\${${v[1]}}\` in the @${a.name} query of \`${m.name}()\` (line ${ul(a.loc.line)}) pastes the argument into the SQL text; if a caller passes user input, this is SQL injection (use \`#{${v[1]}}\`).`,
    });
  }
}

// ---------------------------------------------------------------- driver

function constantsOf(unit: Unit): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of unit.classes)
    for (const f of c.fields) {
      const s = str(f.init ?? undefined);
      if (s !== undefined && f.modifiers.includes("final")) out.set(f.name, s);
    }
  return out;
}

function classWords(c: ClassDecl, w: string): boolean {
  return c.words().has(w);
}

export function weaknessRules(unit: Unit, emitAll: Emit, ul: Ul) {
  // one finding per rule and line (URI.create inside HttpRequest.newBuilder is one request)
  const seen = new Set<string>();
  const emit: Emit = (f) => {
    const key = `${f.rule}@${f.line}`;
    if (seen.has(key)) return;
    seen.add(key);
    emitAll(f);
  };
  const constants = constantsOf(unit);
  for (const m of unit.methods) {
    mybatisSubstitution(m, emit, ul);
    if (!m.body) continue;
    const others = classWords(m.cls, "OTHERS_WRITE");
    const ftp = new Set<string>();
    if (classWords(m.cls, "FTPClient"))
      walkStmts(m.body, (s) => {
        if (s.k === "local" && baseType(s.type) === "FTPClient") ftp.add(s.name);
      });
    for (const f of m.cls.fields) if (baseType(f.type) === "FTPClient") ftp.add(f.name);
    const digests = new Set<string>();
    const sessionConfigs = new Set<string>();
    walkStmts(m.body, (s) => {
      if (s.k === "local" && baseType(s.type) === "MessageDigest") digests.add(s.name);
      if (s.k === "local" && baseType(s.type) === "SessionCookieConfig") sessionConfigs.add(s.name);
      for (const e of stmtExprs(s))
        if (e)
          walkExpr(e, (x) => {
            permissions(x, others, emit, ul);
            cleartext(x, constants, ftp, emit, ul);
            passwordDigest(x, digests, emit, ul);
            if (x.k === "lambda" && Array.isArray(x.body))
              walkStmts(x.body, (ls) => {
                if (ls.k === "local" && baseType(ls.type) === "SessionCookieConfig") sessionConfigs.add(ls.name);
              });
            cookieFlags(x, sessionConfigs, emit, ul);
          });
    });
    errorExposure(m, emit, ul);
    resourceSize(m, emit, ul);
    corsHeaders(m, emit, ul);
  }
  // field initialisers: private static final URI API = URI.create("http://…")
  for (const c of unit.classes)
    for (const f of c.fields) if (f.init) walkExpr(f.init, (x) => cleartext(x, new Map(), new Set(), emit, ul));
}
