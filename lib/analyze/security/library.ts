// What the analysis knows about the Java/Spring library: sources, sanitizers, propagators and sinks.
//
// Sources (decision, documented for learners and reviewers):
//   - servlet request data: getParameter*, getHeader*, getCookies, getQueryString, getInputStream, getReader,
//     getPathInfo, getRequestURI/URL, getPart(s) on an HttpServletRequest (or an undeclared `request`/`req`);
//   - Spring handler parameters (@RequestParam, @PathVariable, @RequestHeader, @CookieValue, @RequestBody,
//     @ModelAttribute, @MatrixVariable, @RequestPart, unannotated bound parameters, MultipartFile) — in engine.ts;
//   - console input (System.in, System.console().readLine()), `args` of main, and socket input streams.
//   Not sources: System.getenv / System.getProperty / @Value configuration (set by the operator, not the user),
//   and data read back from the database (stored XSS would need knowledge of what was written).
import { baseType, type Expr, type Loc } from "./ir";
import type { Env, MCtx, SinkSpec } from "./engine/state";
import type { LibHost as Engine } from "./host";
import { isSecretName, mentionsPassword } from "./names";
import { cookieFinding, cookieSetter, literalMentions } from "./cookies";
import {
  CLEAN,
  combine,
  constStr,
  hasSrc,
  isTainted,
  safeRedirectPrefix,
  sanitized,
  unionLabels,
  type Label,
  type Val,
} from "./val";

type CallExpr = Extract<Expr, { k: "call" }>;
type NewExpr = Extract<Expr, { k: "new" }>;

/** Callbacks whose lambda parameters are the elements of the receiver (list.forEach(x -> ...)). */
export const ELEMENT_CALLBACKS = new Set([
  "forEach",
  "map",
  "flatMap",
  "filter",
  "peek",
  "anyMatch",
  "allMatch",
  "noneMatch",
  "ifPresent",
  "ifPresentOrElse",
  "forEachOrdered",
  "mapToObj",
  "reduce",
  "removeIf",
  "replaceAll",
  "computeIfPresent",
  "thenApply",
  "thenAccept",
  "subscribe",
  "doOnNext",
  "takeWhile",
  "dropWhile",
  "sorted",
  "collect",
  "orElseGet",
]);

const REQUEST_NAME = /^(req|request|httpRequest|servletRequest|httpServletRequest|webRequest|httpReq|hreq|request1)$/i;
const RESPONSE_NAME = /^(resp|response|res|httpResponse|servletResponse|httpServletResponse|httpResp|hresp)$/i;

function bt(v: Val | null | undefined): string {
  return v?.type ? baseType(v.type) : "";
}
function isRequest(v: Val | null): boolean {
  return !!v && (!!v.kinds?.includes("request") || (!v.type && !!v.nm && REQUEST_NAME.test(v.nm)));
}
function isResponse(v: Val | null): boolean {
  return !!v && (!!v.kinds?.includes("response") || (!v.type && !!v.nm && RESPONSE_NAME.test(v.nm)));
}
function isSession(v: Val | null): boolean {
  return (
    !!v && (!!v.kinds?.includes("session") || (!v.type && !!v.nm && /session$/i.test(v.nm) && !/factory/i.test(v.nm)))
  );
}
function nameIs(v: Val | null, re: RegExp): boolean {
  return !!v && !v.type && !!v.nm && re.test(v.nm);
}

function src(desc: string, loc: Loc, kind: "web" | "console" | "args" | "network" = "web"): Label[] {
  return [{ k: "src", desc, line: loc.line, kind }];
}

function litArg(args: Val[], i: number): string | undefined {
  return constStr(args[i]);
}

const SAFE_STATIC_CLASSES = new Set([
  "Integer",
  "Long",
  "Short",
  "Byte",
  "Double",
  "Float",
  "Boolean",
  "Math",
  "StrictMath",
  "UUID",
  "LocalDate",
  "LocalDateTime",
  "LocalTime",
  "Instant",
  "ZonedDateTime",
  "OffsetDateTime",
  "Duration",
  "Period",
  "BigDecimal",
  "BigInteger",
  "Year",
  "YearMonth",
  "ChronoUnit",
  "DayOfWeek",
  "Month",
  "HttpStatus",
  "TimeUnit",
  "Character",
  "DigestUtils",
  "Hashing",
  "BCrypt",
  "NumberUtils",
  "Enum",
  "Instant",
  "Clock",
  "System",
]);
const SANITIZER_CLASSES = new Set([
  "HtmlUtils",
  "StringEscapeUtils",
  "Encode",
  "ESAPI",
  "Jsoup",
  "JavaScriptUtils",
  "UriUtils",
  "URLEncoder",
  "LdapEncoder",
  "HtmlEscapers",
  "Escaper",
  "XmlEscapers",
  "UrlEscapers",
  "Sanitizers",
  "FilenameUtils",
  "ESAPIEncoder",
]);
const SANITIZER_METHOD =
  /^(escape|unescapeNothing|encodeFor|htmlEscape|sanitize|quoteIdentifier|enquoteLiteral|enquoteIdentifier|forHtml|forXml|forJavaScript|forUri|forCss|filterEncode|nameEncode|cleanFilename)/;

const sanitizerCache = new Map<string, boolean>();
function isSanitizerMethod(name: string): boolean {
  let r = sanitizerCache.get(name);
  if (r === undefined) {
    r = SANITIZER_METHOD.test(name);
    if (sanitizerCache.size < 5000) sanitizerCache.set(name, r);
  }
  return r;
}

const FILE_OPEN_CTORS = new Set([
  "FileInputStream",
  "FileOutputStream",
  "FileReader",
  "FileWriter",
  "RandomAccessFile",
  "FileSystemResource",
  "PathResource",
  "ZipFile",
  "JarFile",
  "UrlResource",
]);
const FILES_OPS = new Set([
  "readAllBytes",
  "readString",
  "readAllLines",
  "lines",
  "newInputStream",
  "newOutputStream",
  "newBufferedReader",
  "newBufferedWriter",
  "write",
  "writeString",
  "delete",
  "deleteIfExists",
  "copy",
  "move",
  "createFile",
  "createDirectory",
  "createDirectories",
  "list",
  "walk",
  "newByteChannel",
  "createTempFile",
  "newDirectoryStream",
  "find",
]);
const FILE_INSTANCE_OPS = new Set([
  "delete",
  "deleteOnExit",
  "createNewFile",
  "mkdir",
  "mkdirs",
  "renameTo",
  "listFiles",
  "setWritable",
  "setReadable",
  "setExecutable",
]);
const PATH_IDENTITY = new Set([
  "normalize",
  "toAbsolutePath",
  "toRealPath",
  "getCanonicalFile",
  "getAbsoluteFile",
  "toFile",
  "toPath",
  "toUri",
  "toURI",
  "resolve",
  "resolveSibling",
]);
/** Calls that may receive a path value without reading or writing the file. */
const PATH_HARMLESS = new Set([
  "normalize",
  "toAbsolutePath",
  "startsWith",
  "endsWith",
  "getFileName",
  "getName",
  "toString",
  "exists",
  "notExists",
  "isDirectory",
  "isFile",
  "getParent",
  "relativize",
  "equals",
  "info",
  "debug",
  "warn",
  "error",
  "trace",
  "println",
  "print",
  "printf",
  "format",
  "append",
  "valueOf",
  "requireNonNull",
  "add",
  "put",
  "of",
  "isReadable",
  "isWritable",
  "isRegularFile",
  "size",
  "getAbsolutePath",
  "getCanonicalPath",
  "getPath",
  "length",
  "resolve",
  "resolveSibling",
  "get",
  "toPath",
  "toFile",
  "toRealPath",
  "getCanonicalFile",
  "getAbsoluteFile",
  "toUri",
  "toURI",
  "getParent",
  "getParentFile",
  "create",
  "ofNullable",
  "contains",
  "matches",
  "cleanPath",
  "getFileName",
]);
const SHELLS = new Set([
  "sh",
  "bash",
  "zsh",
  "ksh",
  "dash",
  "ash",
  "csh",
  "tcsh",
  "fish",
  "cmd",
  "cmd.exe",
  "powershell",
  "powershell.exe",
  "pwsh",
  "pwsh.exe",
]);
const WEAK_HASHES = new Set(["MD2", "MD4", "MD5", "SHA-1", "SHA1", "SHA", "SHA-0", "RIPEMD128"]);
const WEAK_CIPHERS = new Set([
  "DES",
  "DESEDE",
  "TRIPLEDES",
  "3DES",
  "RC2",
  "RC4",
  "ARCFOUR",
  "BLOWFISH",
  "IDEA",
  "RC5",
]);
const JDBC_TEMPLATE_METHODS = new Set([
  "query",
  "queryForObject",
  "queryForList",
  "queryForMap",
  "queryForRowSet",
  "queryForStream",
  "queryForLong",
  "queryForInt",
  "update",
  "batchUpdate",
  "execute",
]);
const LDAP_TYPES = new Set([
  "DirContext",
  "InitialDirContext",
  "LdapContext",
  "InitialLdapContext",
  "LdapTemplate",
  "LdapOperations",
  "EventDirContext",
]);
const WRAPPER_SUFFIX = /(Stream|Reader|Writer|Scanner|Decoder|Channel)$/;

function sinkSpec(rule: SinkSpec["rule"], loc: Loc, call: string, what: string, extra?: Partial<SinkSpec>): SinkSpec {
  return { rule, loc, call, what, ...extra };
}

function weakCipher(transformation: string, algorithmOnly = false): string | null {
  const parts = transformation.toUpperCase().split("/");
  const alg = parts[0].trim();
  const algBase = alg.replace(/WRAP$/, "");
  if (WEAK_CIPHERS.has(algBase) || /^PBEWITH.*(DES|RC2|RC4|MD5)/.test(alg))
    return `the ${parts[0]} algorithm is broken or too weak`;
  if (algorithmOnly) return null;
  if (parts[1] && parts[1].trim() === "ECB" && !alg.startsWith("RSA") && !alg.startsWith("EC"))
    return "ECB mode leaks patterns of the plaintext";
  if (parts.length === 1 && alg === "AES")
    return `"AES" alone means AES/ECB/PKCS5Padding, and ECB mode leaks patterns of the plaintext`;
  return null;
}

function redirectCheck(engine: Engine, ctx: MCtx, v: Val | undefined, loc: Loc, call: string) {
  if (!v || !isTainted(v)) return;
  const pre = (v.prefix ?? "").replace(/^redirect:/, "");
  if (safeRedirectPrefix(pre) || (pre === "/" && v.noPR)) return;
  engine.sink(ctx, sinkSpec("SEC-OPEN-REDIRECT", loc, call, "a redirect target"), v);
}

function cmdSink(engine: Engine, ctx: MCtx, loc: Loc, call: string, v: Val | undefined, elems: Val[] | undefined) {
  if (elems && elems.length) {
    const prog = elems[0];
    if (isTainted(prog)) {
      engine.sink(ctx, sinkSpec("SEC-COMMAND-INJECTION", loc, call, "the program name of an OS command"), prog);
      return;
    }
    const progName = (constStr(prog) ?? "")
      .split(/[\/\\]/)
      .pop()!
      .toLowerCase();
    const rest = elems.slice(1);
    const tainted = rest.filter((x) => isTainted(x));
    if (!tainted.length) return;
    const joined = tainted.reduce((a, b) => ({ ...a, t: unionLabels(a.t, b.t), how: a.how ?? b.how }), CLEAN as Val);
    if (SHELLS.has(progName)) {
      engine.sink(
        ctx,
        sinkSpec("SEC-COMMAND-INJECTION", loc, call, `a command line run by the \`${progName}\` shell`),
        joined,
      );
    } else {
      engine.sink(
        ctx,
        sinkSpec("SEC-COMMAND-INJECTION", loc, call, `the arguments of the \`${progName || "external"}\` command`, {
          sev: "warning",
          note: "The program is fixed and no shell is involved, so this is argument injection (options such as `--output=…`) rather than full command injection; still validate the value.",
        }),
        joined,
      );
    }
    return;
  }
  if (v && isTainted(v))
    engine.sink(ctx, sinkSpec("SEC-COMMAND-INJECTION", loc, call, "an OS command", { useHow: true }), v);
}

/** File operation on `v`: reports pending path constructions, or the operation itself for a tainted path string. */
function fileOp(engine: Engine, ctx: MCtx, v: Val | undefined, loc: Loc, call: string) {
  if (!v) return;
  engine.usePend(v, ctx, true, sinkSpec("SEC-PATH-TRAVERSAL", loc, call, "a file path", { useHow: true }));
}

/** A path is built from `parts`: the result carries the taint and a pending finding at this location. */
function pathBuild(engine: Engine, ctx: MCtx, parts: Val[], loc: Loc, call: string, type: string): Val {
  const v: Val = { type, kinds: ["path"] };
  let t: Label[] | undefined;
  const pend: string[] = [];
  let anyUnchecked = false;
  let how: string | undefined;
  for (const p of parts) {
    t = unionLabels(t, p.t);
    if (p.pend) pend.push(...p.pend);
    if (isTainted(p) && !p.pchk && !p.pend) anyUnchecked = true;
    if (p.how) how = p.how;
  }
  if (t) v.t = t;
  if (isTainted(v) && !anyUnchecked && !pend.length) v.pchk = true;
  if (anyUnchecked) {
    const tainted = parts
      .filter((p) => isTainted(p) && !p.pchk && !p.pend)
      .reduce((a, b) => ({ ...a, t: unionLabels(a.t, b.t), how: a.how ?? b.how }), CLEAN as Val);
    pend.push(
      engine.pendPath(ctx, sinkSpec("SEC-PATH-TRAVERSAL", loc, call, "a file path", { useHow: true }), tainted),
    );
  }
  if (pend.length) v.pend = [...new Set(pend)];
  if (how) v.how = how;
  return v;
}

export function libField(engine: Engine, ctx: MCtx, cls: string, name: string, loc: Loc): Val | undefined {
  switch (cls) {
    case "System":
      if (name === "in") return { t: src("Console input (System.in)", loc, "console"), type: "InputStream" };
      if (name === "out" || name === "err") return { type: "PrintStream", kinds: ["stdout"] };
      return undefined;
    case "MediaType":
      if (/^TEXT_HTML/.test(name)) return { c: { v: "text/html" } };
      if (/^APPLICATION_JSON/.test(name)) return { c: { v: "application/json" } };
      if (/^TEXT_PLAIN/.test(name)) return { c: { v: "text/plain" } };
      if (/^APPLICATION_XML/.test(name)) return { c: { v: "application/xml" } };
      return { c: { v: name.toLowerCase() } };
    case "HttpHeaders":
      if (name === "LOCATION") return { c: { v: "Location" } };
      if (name === "CONTENT_TYPE") return { c: { v: "Content-Type" } };
      if (name === "SET_COOKIE") return { c: { v: "Set-Cookie" } };
      return undefined;
    case "XMLConstants":
      if (name === "FEATURE_SECURE_PROCESSING")
        return { c: { v: "http://javax.xml.XMLConstants/feature/secure-processing" } };
      if (name === "ACCESS_EXTERNAL_DTD")
        return { c: { v: "http://javax.xml.XMLConstants/property/accessExternalDTD" } };
      return undefined;
    case "Boolean":
      if (name === "TRUE") return { c: { v: true }, type: "boolean" };
      if (name === "FALSE") return { c: { v: false }, type: "boolean" };
      return undefined;
    case "LaissezFaireSubTypeValidator":
      return { kinds: ["laissez"] };
    case "NoopHostnameVerifier":
    case "SSLConnectionSocketFactory":
    case "InsecureTrustManagerFactory":
    case "TrustAllStrategy":
      if (name === "INSTANCE" || name === "ALLOW_ALL_HOSTNAME_VERIFIER") {
        engine.emit({
          rule: "SEC-INSECURE-TLS",
          line: loc.line,
          column: loc.col,
          message: `\`${cls}.${name}\` switches off certificate or host-name verification (line ${engine.ul(loc.line)}).`,
        });
        return { kinds: ["trustAll"] };
      }
      return undefined;
  }
  void ctx;
  return undefined;
}

export function libCall(
  engine: Engine,
  ctx: MCtx,
  env: Env,
  e: CallExpr,
  tv: Val | null,
  args: Val[],
): Val | undefined {
  const name = e.name;
  const cls = tv?.cls;
  const loc = e.loc;
  const a0 = args[0];

  // ---- escapes of unchecked path values into unknown code
  if (!PATH_HARMLESS.has(name))
    for (const a of args)
      if (a.pend && !a.pchk && !(cls === "Files") && !FILE_INSTANCE_OPS.has(name)) engine.usePend(a, ctx, false);

  // ---- cookie flags
  if (tv?.ck && !cls && (name === "setSecure" || name === "setHttpOnly" || name === "setMaxAge")) {
    const v = a0?.c ? a0.c.v : undefined;
    engine.updateVar(e.target, (cur) => (cur.ck ? { ...cur, ck: cookieSetter(cur.ck, name, v) } : cur), env);
    return CLEAN;
  }
  if (name === "addCookie" && a0?.ck && !a0.ck.deleted)
    cookieFinding((f) => engine.emit(f), a0.ck.loc, a0.ck.name, a0.ck.secure, a0.ck.httpOnly, false, engine.ul);

  // ---- sanitizers
  if ((cls && SANITIZER_CLASSES.has(cls) && name !== "normalize") || isSanitizerMethod(name)) {
    if (cls === "Jsoup" && name !== "clean") return undefined;
    if (cls === "FilenameUtils" && name !== "getName" && name !== "getBaseName") return undefined;
    if (!args.length && tv && !cls) return sanitized({ t: tv.t, type: "String" });
    return { type: "String" };
  }
  if (cls && SAFE_STATIC_CLASSES.has(cls)) {
    if (cls === "Math" && name === "random") return { t: [{ k: "rnd", desc: "`Math.random()`", loc }], type: "double" };
    if (
      cls === "System" &&
      (name === "getenv" ||
        name === "getProperty" ||
        name === "lineSeparator" ||
        name === "currentTimeMillis" ||
        name === "nanoTime")
    )
      return { type: "String" };
    if (cls === "System" && name === "console") return { type: "Console", kinds: ["console"] };
    if (cls === "DigestUtils" || cls === "Hashing") weakHashCall(engine, ctx, cls, name, loc);
    if (cls === "System") return undefined;
    return { type: "String" };
  }
  if (cls && name === "valueOf" && cls !== "String" && args.length === 1) return { type: cls }; // enums and boxed types
  if (name === "getFileName" && !args.length) return { type: "Path" };
  if (name === "getName" && !args.length && tv && (bt(tv) === "File" || tv.kinds?.includes("path")))
    return { type: "String" };
  if (
    tv &&
    !cls &&
    (name === "encode" ||
      name === "encodeToString" ||
      name === "matches" ||
      name === "digest" ||
      name === "hashpw" ||
      name === "hash")
  ) {
    // password/Base64 encoders, hashes: output carries no attacker-controlled syntax
    if (
      name === "encode" &&
      (args.length === 0 ||
        (args.length === 1 && !bt(tv).includes("Encoder") && !/encoder/i.test(tv.nm ?? "") && !tv.kinds))
    )
      return undefined;
    return { type: "String" };
  }

  // ---- sources on request / console / sockets
  if (tv && !cls && isRequest(tv)) {
    const p = litArg(args, 0);
    switch (name) {
      case "getParameter":
      case "getParameterValues":
        return {
          t: src(p ? `Request parameter \`${p}\`` : "A request parameter", loc),
          type: name === "getParameter" ? "String" : "String[]",
        };
      case "getParameterMap":
        return { t: src("The request parameter map", loc), type: "Map" };
      case "getParameterNames":
        return { t: src("A request parameter name", loc), type: "Enumeration" };
      case "getHeader":
      case "getHeaders":
        return { t: src(p ? `Request header \`${p}\`` : "A request header", loc), type: "String" };
      case "getHeaderNames":
        return { t: src("A request header name", loc), type: "Enumeration" };
      case "getCookies":
        return { t: src("A request cookie", loc), type: "Cookie[]" };
      case "getQueryString":
        return { t: src("The request query string", loc), type: "String" };
      case "getInputStream":
        return { t: src("The request body (getInputStream)", loc), type: "InputStream" };
      case "getReader":
        return { t: src("The request body (getReader)", loc), type: "BufferedReader" };
      case "getPathInfo":
      case "getServletPath":
        return { t: src(`The request path (${name})`, loc), type: "String" };
      case "getRequestURI":
        return { t: src("The request URI", loc), type: "String" };
      case "getRequestURL":
        return { t: src("The request URL", loc), type: "StringBuffer" };
      case "getPart":
      case "getParts":
      case "getFile":
        return { t: src(p ? `Uploaded file \`${p}\`` : "An uploaded file", loc), type: "Part" };
      case "getSession":
        return { type: "HttpSession", kinds: ["session"] };
      case "getAttribute":
      case "getContextPath":
      case "getMethod":
      case "getRemoteAddr":
        return { type: "String" };
    }
  }
  if (
    tv &&
    !cls &&
    name === "getInputStream" &&
    !args.length &&
    (bt(tv) === "Socket" ||
      bt(tv) === "SSLSocket" ||
      nameIs(tv, /socket|^sock$|^client$/i) ||
      tv.kinds?.includes("socket"))
  ) {
    return { t: src("Network input (Socket.getInputStream)", loc, "network"), type: "InputStream" };
  }
  if (
    tv &&
    !cls &&
    (name === "readLine" || name === "readPassword") &&
    (bt(tv) === "Console" || tv.kinds?.includes("console"))
  ) {
    return { t: src("Console input (System.console().readLine)", loc, "console"), type: "String" };
  }
  if (name === "accept" && tv && (bt(tv) === "ServerSocket" || nameIs(tv, /server/i)))
    return { type: "Socket", kinds: ["socket"] };
  if (cls === "IO" && (name === "readln" || name === "readLine"))
    return { t: src("Console input (IO.readln)", loc, "console"), type: "String" };

  // ---- response / session objects
  if (tv && !cls && isResponse(tv)) {
    switch (name) {
      case "getWriter":
        return { type: "PrintWriter", kinds: ["respWriter"] };
      case "getOutputStream":
        return { type: "ServletOutputStream", kinds: ["respWriter"] };
      case "sendRedirect":
        redirectCheck(engine, ctx, a0, loc, "sendRedirect");
        return CLEAN;
      case "setContentType": {
        const ct = constStr(a0);
        if (ct !== undefined && !/html|xml/i.test(ct)) ctx.nonHtml = true;
        return CLEAN;
      }
      case "setHeader":
      case "addHeader": {
        const h = litArg(args, 0)?.toLowerCase();
        if (h === "location") redirectCheck(engine, ctx, args[1], loc, name + '("Location")');
        if (h === "set-cookie")
          cookieFinding(
            (f) => engine.emit(f),
            loc,
            "set in this header",
            literalMentions(e.args[1], /;\s*secure/i),
            literalMentions(e.args[1], /;\s*httponly/i),
            false,
            engine.ul,
          );
        else if (h && args[1]) engine.randomSink(ctx, args[1], loc, name, `the response header \`${litArg(args, 0)}\``);
        if (h === "content-type") {
          const ct = constStr(args[1]);
          if (ct !== undefined && !/html|xml/i.test(ct)) ctx.nonHtml = true;
        }
        return CLEAN;
      }
    }
  }
  if (
    tv &&
    !cls &&
    (name === "print" ||
      name === "println" ||
      name === "write" ||
      name === "printf" ||
      name === "format" ||
      name === "append") &&
    tv.kinds?.includes("respWriter")
  ) {
    if (!ctx.nonHtml) {
      for (const a of args) if (isTainted(a)) engine.sink(ctx, sinkSpec("SEC-XSS", loc, name, "the HTML response"), a);
    }
    return tv;
  }
  if (tv && !cls && (name === "setAttribute" || name === "putValue") && isSession(tv) && args[1]) {
    // the attribute's name or its value from the request, unvalidated
    for (const a of args.slice(0, 2))
      if ((hasSrc(a) || a.t?.some((l) => l.k === "param")) && !a.validated) {
        engine.sink(ctx, sinkSpec("SEC-TRUST-BOUNDARY", loc, name, "the HTTP session"), { ...a, how: undefined });
        break;
      }
    const attr = litArg(args, 0);
    if (attr) engine.namedSink(attr, args[1], loc, ctx);
    return CLEAN;
  }

  // ---- string building with known semantics
  if (cls === "String" || cls === "MessageFormat" || cls === "Objects" || cls === "StringUtils") {
    if (name === "format" && cls !== "Objects") {
      const fmtIdx = a0 && (bt(a0) === "Locale" || a0.nm === "Locale") ? 1 : 0;
      const v = combine(args.slice(fmtIdx), cls === "MessageFormat" ? "MessageFormat.format" : "String.format");
      const f = constStr(args[fmtIdx]);
      if (f !== undefined) v.prefix = f.split(/%|\{/)[0];
      return v;
    }
    if (name === "join") return combine(args, "String.join");
    if (
      name === "valueOf" ||
      name === "toString" ||
      name === "copyValueOf" ||
      name === "requireNonNull" ||
      name === "requireNonNullElse" ||
      name === "defaultString" ||
      name === "trim" ||
      name === "strip"
    ) {
      if (!a0) return { type: "String" };
      return { ...a0, type: "String", elems: undefined, kinds: undefined, nm: undefined, cls: undefined };
    }
  }
  if (
    (cls === "Arrays" && name === "asList") ||
    ((cls === "List" || cls === "Set" || cls === "Stream") && name === "of") ||
    (cls === "Collections" && name === "singletonList")
  ) {
    const v = combine(args, undefined);
    return { t: v.t, html: v.html, elems: args, type: cls === "Arrays" ? "List" : cls };
  }
  if ((cls === "URI" && name === "create") || (cls === "Optional" && (name === "of" || name === "ofNullable"))) {
    return a0 ? { ...a0, type: cls, nm: undefined } : CLEAN;
  }

  // ---- SQL
  switch (name) {
    case "executeQuery":
    case "executeUpdate":
    case "executeLargeUpdate":
    case "addBatch":
      if (a0) engine.sink(ctx, sinkSpec("SEC-SQL-INJECTION", loc, name, "a SQL query", { useHow: true }), a0);
      return name === "executeQuery" ? { type: "ResultSet" } : CLEAN;
    case "execute":
      if (a0 && isStatementish(tv))
        engine.sink(ctx, sinkSpec("SEC-SQL-INJECTION", loc, name, "a SQL query", { useHow: true }), a0);
      else if (a0 && isJdbcTemplate(tv))
        engine.sink(ctx, sinkSpec("SEC-SQL-INJECTION", loc, name, "a SQL query", { useHow: true }), a0);
      return isStatementish(tv) || isJdbcTemplate(tv) ? CLEAN : undefined;
    case "prepareStatement":
    case "prepareCall":
    case "nativeSQL":
      if (a0) engine.sink(ctx, sinkSpec("SEC-SQL-INJECTION", loc, name, "a SQL statement", { useHow: true }), a0);
      return { type: name === "prepareCall" ? "CallableStatement" : "PreparedStatement" };
    case "createStatement":
      return { type: "Statement" };
    case "createQuery":
    case "createNativeQuery":
    case "createSQLQuery":
    case "createSelectionQuery":
    case "createMutationQuery":
      if (a0 && a0.type !== "CriteriaQuery" && !a0.clsLit && !(tv && /criteria|builder|^cb$/i.test(tv.nm ?? "")))
        engine.sink(
          ctx,
          sinkSpec(
            "SEC-SQL-INJECTION",
            loc,
            name,
            name === "createQuery" || name === "createSelectionQuery" ? "a JPQL/HQL query" : "a native SQL query",
            { useHow: true },
          ),
          a0,
        );
      return { type: "Query" };
    case "sql":
      if (a0 && tv && (/JdbcClient|DatabaseClient/.test(bt(tv)) || nameIs(tv, /jdbc|database|client/i)))
        engine.sink(ctx, sinkSpec("SEC-SQL-INJECTION", loc, name, "a SQL query", { useHow: true }), a0);
      return undefined;
    case "getConnection":
      if (cls === "DriverManager" && args.length >= 3)
        engine.hardcodedArg(ctx, args[2], loc, "The database password passed to `DriverManager.getConnection`");
      return { type: "Connection" };
  }
  if (JDBC_TEMPLATE_METHODS.has(name) && a0 && isJdbcTemplate(tv)) {
    engine.sink(ctx, sinkSpec("SEC-SQL-INJECTION", loc, name, "a SQL query", { useHow: true }), a0);
    return CLEAN;
  }

  // ---- OS commands
  if (name === "getRuntime" && cls === "Runtime") return { type: "Runtime" };
  if (name === "exec" && tv && (bt(tv) === "Runtime" || nameIs(tv, /^(rt|runtime|r)$/i))) {
    cmdSink(
      engine,
      ctx,
      loc,
      "Runtime.exec",
      a0,
      args.length > 1 && !a0?.elems && bt(a0) !== "String[]" ? args : a0?.elems,
    );
    return { type: "Process" };
  }
  if (name === "command" && tv && bt(tv) === "ProcessBuilder" && args.length) {
    cmdSink(
      engine,
      ctx,
      loc,
      "ProcessBuilder.command",
      args.length === 1 ? a0 : undefined,
      args.length === 1 ? a0?.elems : args,
    );
    return tv;
  }
  if (cls === "CommandLine" && name === "parse" && a0) {
    cmdSink(engine, ctx, loc, "CommandLine.parse", a0, undefined);
    return { type: "CommandLine" };
  }

  // ---- file paths
  if ((cls === "Paths" && name === "get") || (cls === "Path" && name === "of")) {
    const v = pathBuild(
      engine,
      ctx,
      args.filter((a) => !a.clsLit),
      loc,
      `${cls}.${name}`,
      "Path",
    );
    return v;
  }
  if (
    (name === "resolve" || name === "resolveSibling") &&
    tv &&
    !cls &&
    a0 &&
    (bt(tv) === "Path" ||
      tv.kinds?.includes("path") ||
      nameIs(tv, /path|dir|base|root|folder|upload|storage|location/i))
  ) {
    const v = pathBuild(engine, ctx, [a0], loc, name, "Path");
    v.t = unionLabels(v.t, tv.t);
    if (tv.pend) v.pend = [...new Set([...(v.pend ?? []), ...tv.pend])];
    return v;
  }
  if (tv && !cls && PATH_IDENTITY.has(name) && (tv.kinds?.includes("path") || bt(tv) === "Path" || bt(tv) === "File")) {
    const out: Val = {
      ...tv,
      type: name === "toFile" || name.endsWith("File") ? "File" : name === "toUri" || name === "toURI" ? "URI" : "Path",
      kinds: ["path"],
      nm: undefined,
    };
    return out;
  }
  if (cls === "Files" && FILES_OPS.has(name)) {
    for (const a of args)
      if (a.kinds?.includes("path") || a.pend || bt(a) === "Path" || bt(a) === "File")
        fileOp(engine, ctx, a, loc, `Files.${name}`);
    // file contents are not the attacker's input (only the name was); the result carries no taint
    if (name === "readString" || name === "readAllLines" || name === "lines") return { type: "String" };
    if (name === "readAllBytes") return { type: "byte[]" };
    return { type: name.startsWith("new") ? name.slice(3) : "Object" };
  }
  if (cls === "ResourceUtils" && name === "getFile" && a0) {
    fileOp(engine, ctx, a0, loc, "ResourceUtils.getFile");
    return { type: "File", kinds: ["path"] };
  }
  if (
    tv &&
    !cls &&
    FILE_INSTANCE_OPS.has(name) &&
    (tv.kinds?.includes("path") || bt(tv) === "File" || bt(tv) === "Path")
  ) {
    fileOp(engine, ctx, tv, loc, name);
    return CLEAN;
  }
  if (
    name === "transferTo" &&
    a0 &&
    tv &&
    (bt(tv) === "MultipartFile" || bt(tv) === "Part" || isTainted(tv) || /file/i.test(tv.nm ?? ""))
  ) {
    fileOp(engine, ctx, a0, loc, "transferTo");
    return CLEAN;
  }

  // ---- LDAP / XPath
  if (
    name === "search" &&
    tv &&
    !cls &&
    (LDAP_TYPES.has(bt(tv)) || nameIs(tv, /ctx|context|ldap|^dir/i)) &&
    args.length >= 2
  ) {
    const filter = args[1];
    if (isTainted(filter))
      engine.sink(
        ctx,
        sinkSpec("SEC-LDAP-INJECTION", loc, "search", "an LDAP search filter", { useHow: true }),
        filter,
      );
    else if (isTainted(a0) && !a0.type?.includes("Query"))
      engine.sink(
        ctx,
        sinkSpec("SEC-LDAP-INJECTION", loc, "search", "an LDAP distinguished name", { useHow: true }),
        a0,
      );
    return { type: "NamingEnumeration" };
  }
  if (name === "newXPath") return { type: "XPath" };
  if (
    (name === "evaluate" || name === "compile" || name === "evaluateExpression") &&
    tv &&
    !cls &&
    a0 &&
    (bt(tv) === "XPath" || nameIs(tv, /xpath|^xp$/i))
  ) {
    engine.sink(ctx, sinkSpec("SEC-XPATH-INJECTION", loc, name, "an XPath expression", { useHow: true }), a0);
    return { type: "String" };
  }
  if (
    (name === "selectNodes" || name === "selectSingleNode" || name === "valueOf") &&
    tv &&
    !cls &&
    a0 &&
    /Document|Node|Element/.test(bt(tv)) &&
    isTainted(a0)
  ) {
    engine.sink(ctx, sinkSpec("SEC-XPATH-INJECTION", loc, name, "an XPath expression", { useHow: true }), a0);
    return CLEAN;
  }

  // ---- redirects built with Spring
  if (name === "location" && a0 && tv && !cls) {
    redirectCheck(engine, ctx, a0, loc, "location");
    return tv;
  }
  if (name === "setLocation" && a0 && tv && !cls) {
    redirectCheck(engine, ctx, a0, loc, "setLocation");
    return CLEAN;
  }
  if (name === "header" && args.length >= 2 && litArg(args, 0)?.toLowerCase() === "location") {
    redirectCheck(engine, ctx, args[1], loc, 'header("Location")');
    return tv ?? CLEAN;
  }
  if (name === "contentType" && tv && a0) {
    const ct = constStr(a0);
    if (ct && /html/i.test(ct)) return { ...tv, kinds: [...(tv.kinds ?? []), "htmlCT"] };
    return tv;
  }
  if (name === "body" && tv && a0) {
    const v = combine([a0], undefined);
    if (a0.how) v.how = a0.how;
    if (tv.kinds?.includes("htmlCT") && isTainted(a0)) v.html = true;
    v.type = "ResponseEntity";
    return v;
  }

  // ---- deserialization
  if ((name === "readObject" || name === "readUnshared") && tv && !cls && !args.length) {
    const t = bt(tv);
    if (t === "ObjectInputStream" && !tv.filtered && !engine.globalSerialFilter) {
      engine.sink(ctx, sinkSpec("SEC-DESERIALIZATION", loc, `ObjectInputStream.${name}`, "Java deserialization"), tv);
    } else if (t === "XMLDecoder") {
      engine.sink(ctx, sinkSpec("SEC-DESERIALIZATION", loc, "XMLDecoder.readObject", "XMLDecoder deserialization"), tv);
    }
    return { type: "Object" };
  }
  if (name === "setObjectInputFilter" && tv && e.target) {
    engine.updateVar(e.target, (v) => ({ ...v, filtered: true }), env);
    return CLEAN;
  }
  if (name === "deserialize" && (cls === "SerializationUtils" || cls === "SerializationHelper") && a0) {
    engine.sink(ctx, sinkSpec("SEC-DESERIALIZATION", loc, `${cls}.deserialize`, "Java deserialization"), a0);
    return { type: "Object" };
  }
  if (name === "fromXML" && a0 && tv && (bt(tv) === "XStream" || nameIs(tv, /xstream/i))) {
    engine.sink(
      ctx,
      sinkSpec("SEC-DESERIALIZATION", loc, "XStream.fromXML", "XStream deserialization", {
        sev: "warning",
        note: "Make sure XStream's type permissions (allowTypes) are configured.",
      }),
      a0,
    );
    return { type: "Object" };
  }
  if (
    (name === "load" || name === "loadAll" || name === "loadAs") &&
    a0 &&
    tv &&
    bt(tv) === "Yaml" &&
    !tv.kinds?.includes("safeYaml")
  ) {
    engine.sink(
      ctx,
      sinkSpec("SEC-DESERIALIZATION", loc, `Yaml.${name}`, "SnakeYAML object construction", {
        sev: "warning",
        note: "Use `new Yaml(new SafeConstructor(new LoaderOptions()))` for untrusted YAML.",
      }),
      a0,
    );
    return { type: "Object" };
  }
  // activateDefaultTyping is only safe with a validator that allow-lists packages/types (BasicPolymorphicTypeValidator
  // with allowIfSubType("com.example.")...); ObjectMapper's own default validator is LaissezFaireSubTypeValidator.
  if (
    name === "enableDefaultTyping" ||
    name === "enableDefaultTypingAsProperty" ||
    ((name === "activateDefaultTyping" || name === "activateDefaultTypingAsProperty") &&
      !a0?.kinds?.includes("ptvStrict"))
  ) {
    engine.emit({
      rule: "SEC-DESERIALIZATION",
      line: loc.line,
      column: loc.col,
      severity: "warning",
      message: `\`ObjectMapper.${name}()\` lets incoming JSON choose which Java classes to instantiate (line ${engine.ul(loc.line)}).`,
    });
    return tv ?? CLEAN;
  }
  if (name === "builder" && cls === "BasicPolymorphicTypeValidator") return { kinds: ["ptvBuilder"] };
  if (
    /^(allowIf|deny)/.test(name) &&
    tv?.kinds?.some((k) => k === "ptvBuilder" || k === "ptvAllows" || k === "laissez")
  ) {
    if (
      tv.kinds.includes("laissez") ||
      (name.startsWith("allowIf") && (a0?.clsLit === "Object" || constStr(a0) === "" || constStr(a0) === "java."))
    )
      return { kinds: ["laissez"] };
    return { kinds: name.startsWith("allowIf") ? ["ptvAllows"] : tv.kinds };
  }
  if (name === "build" && tv?.kinds?.includes("laissez")) return { kinds: ["laissez"] };
  if (name === "build" && tv?.kinds?.includes("ptvAllows")) return { kinds: ["ptvStrict"] };

  // ---- randomness
  if (name === "current" && cls === "ThreadLocalRandom") return { type: "ThreadLocalRandom", kinds: ["weakRng"] };
  if (
    tv &&
    !cls &&
    tv.kinds?.includes("weakRng") &&
    /^(next(Int|Long|Double|Float|Gaussian|Boolean|Bytes)?|ints|longs|doubles)$/.test(name)
  ) {
    const label: Label = { k: "rnd", desc: `\`${bt(tv) || "Random"}.${name}()\``, loc };
    if (name === "nextBytes" && e.args[0]) {
      engine.updateVar(
        e.args[0],
        (v) => ({ ...v, t: unionLabels(v.t, [label]), hc: undefined, zeroArr: undefined }),
        env,
      );
      return CLEAN;
    }
    return { t: [label], type: name === "nextBoolean" ? "boolean" : "number" };
  }
  if (name === "nextBytes" && e.args[0]) {
    engine.updateVar(e.args[0], (v) => ({ ...v, hc: undefined, zeroArr: undefined }), env);
    return CLEAN;
  }
  if (cls === "RandomStringUtils" && /^random/.test(name)) {
    return { t: [{ k: "rnd", desc: `\`RandomStringUtils.${name}()\``, loc }], type: "String" };
  }

  // ---- crypto
  if (name === "getInstance" && cls && a0) {
    const alg = constStr(a0);
    if (cls === "MessageDigest") {
      if (alg !== undefined) {
        const up = alg.toUpperCase();
        if (WEAK_HASHES.has(up)) {
          const pw = ctx.m && mentionsPassword(ctx.m.name);
          engine.emit({
            rule: "SEC-WEAK-HASH",
            line: loc.line,
            column: loc.col,
            message: `\`MessageDigest.getInstance("${alg}")\` uses the broken ${alg} hash${pw ? " to hash passwords" : ""} (line ${engine.ul(loc.line)}).`,
          });
        } else if (ctx.m && mentionsPassword(ctx.m.name)) {
          engine.emit({
            rule: "SEC-WEAK-PASSWORD-HASH",
            line: loc.line,
            column: loc.col,
            message: `\`${ctx.m.name}()\` hashes passwords with a single fast ${alg} digest (line ${engine.ul(loc.line)}); use BCrypt, Argon2 or PBKDF2.`,
          });
        }
      }
      return { type: "MessageDigest" };
    }
    if ((cls === "Cipher" || cls === "KeyGenerator" || cls === "SecretKeyFactory") && alg !== undefined) {
      const why = weakCipher(alg, cls !== "Cipher");
      if (why) {
        engine.emit({
          rule: "SEC-WEAK-CIPHER",
          line: loc.line,
          column: loc.col,
          message: `\`${cls}.getInstance("${alg}")\`: ${why} (line ${engine.ul(loc.line)}).`,
        });
      }
      return { type: cls };
    }
  }
  if (cls === "NoOpPasswordEncoder" && name === "getInstance") {
    engine.emit({
      rule: "SEC-WEAK-PASSWORD-HASH",
      line: loc.line,
      column: loc.col,
      message: `\`NoOpPasswordEncoder\` stores passwords in plain text (line ${engine.ul(loc.line)}).`,
    });
    return { type: "PasswordEncoder" };
  }
  if (cls === "Keys" && name === "hmacShaKeyFor" && a0)
    engine.hardcodedArg(ctx, a0, loc, "The JWT signing key passed to `Keys.hmacShaKeyFor`");
  if (cls === "Algorithm" && /^HMAC(256|384|512)$/.test(name) && a0)
    engine.hardcodedArg(ctx, a0, loc, `The JWT secret passed to \`Algorithm.${name}\``);
  if ((name === "signWith" || name === "setSigningKey" || name === "verifyWith") && !cls) {
    args.forEach((a, i) => {
      if (a.hc && e.args[i].k !== "field") engine.hardcodedArg(ctx, a, loc, `The JWT key passed to \`${name}\``);
    });
  }
  if (
    name === "setPassword" &&
    a0 &&
    tv &&
    !cls &&
    (/DataSource|HikariConfig|DriverManagerDataSource|BasicDataSource/.test(bt(tv)) ||
      nameIs(tv, /datasource|^ds$|hikari|config/i))
  ) {
    engine.hardcodedArg(ctx, a0, loc, "The data source password");
  }
  if ((name === "put" || name === "setProperty") && args.length === 2 && tv && !cls) {
    const key = litArg(args, 0);
    if (key && isSecretName(key.split(".").pop() ?? key))
      engine.hardcodedArg(ctx, args[1], loc, `The \`${key}\` property`);
  }
  if ((name === "equals" || name === "equalsIgnoreCase") && tv && !cls && a0) {
    const lit = tv.hc && tv.c ? tv : a0.hc && a0.c ? a0 : undefined;
    const other = lit === tv ? a0 : tv;
    if (lit && other && !other.hc && other.nm && isSecretName(other.nm))
      engine.hardcodedArg(
        ctx,
        lit,
        loc,
        "",
        `\`${other.nm}\` is compared with a hard-coded string literal (line ${engine.ul(loc.line)}), so the expected credential lives in the source code.`,
      );
  }

  // ---- formatted/replace on request data keep their taint (handled by the engine); nothing else known
  return undefined;
}

function isStatementish(tv: Val | null): boolean {
  if (!tv || tv.cls) return false;
  const t = bt(tv);
  if (t) return t === "Statement" || t === "PreparedStatement" || t === "CallableStatement";
  return !!tv.nm && /stmt|statement|^st$|^ps$/i.test(tv.nm);
}

function isJdbcTemplate(tv: Val | null): boolean {
  if (!tv || tv.cls) return false;
  const t = bt(tv);
  if (t) return /JdbcTemplate|JdbcOperations|NamedParameterJdbc/.test(t);
  return !!tv.nm && /jdbc/i.test(tv.nm);
}

function weakHashCall(engine: Engine, ctx: MCtx, cls: string, name: string, loc: Loc) {
  const weak = /^(md5|md2|sha1|sha)(Hex|Digest|DigestAsHex)?$|^md5DigestAsHex$|^appendMd5DigestAsHex$|^md5Digest$/.test(
    name,
  );
  if (weak) {
    engine.emit({
      rule: "SEC-WEAK-HASH",
      line: loc.line,
      column: loc.col,
      message: `\`${cls}.${name}()\` uses a broken hash (MD5/SHA-1) (line ${engine.ul(loc.line)}).`,
    });
  } else if (/^sha(256|384|512)/i.test(name) && ctx.m && mentionsPassword(ctx.m.name)) {
    engine.emit({
      rule: "SEC-WEAK-PASSWORD-HASH",
      line: loc.line,
      column: loc.col,
      message: `\`${ctx.m.name}()\` hashes passwords with a single fast digest (\`${cls}.${name}\`, line ${engine.ul(loc.line)}); use BCrypt, Argon2 or PBKDF2.`,
    });
  }
}

export function libNew(engine: Engine, ctx: MCtx, env: Env, e: NewExpr, type: string, args: Val[]): Val | undefined {
  const loc = e.loc;
  const a0 = args[0];
  void env;
  switch (type) {
    case "File":
      return pathBuild(engine, ctx, args, loc, "new File", "File");
    case "ProcessBuilder": {
      const elems = args.length === 1 ? a0?.elems : args;
      cmdSink(engine, ctx, loc, "new ProcessBuilder", args.length === 1 ? a0 : undefined, elems);
      return { type: "ProcessBuilder" };
    }
    case "ObjectInputStream":
    case "XMLDecoder":
      return { t: a0?.t, type, kinds: a0?.kinds };
    case "Random":
      return { type: "Random", kinds: ["weakRng"] };
    case "SecureRandom":
      return { type: "SecureRandom" };
    case "Scanner":
    case "BufferedReader":
    case "InputStreamReader":
    case "DataInputStream":
    case "BufferedInputStream":
      return { t: a0?.t, type, kinds: a0?.kinds?.filter((k) => k !== "path") };
    case "Yaml":
      return { type: "Yaml", kinds: args.length ? ["safeYaml"] : undefined };
    case "RedirectView":
      redirectCheck(engine, ctx, a0, loc, "new RedirectView");
      return { type };
    case "ModelAndView": {
      const s = a0?.c ? String(a0.c.v) : (a0?.prefix ?? "");
      if (/^redirect:/.test(s)) redirectCheck(engine, ctx, a0, loc, "new ModelAndView");
      return { type };
    }
    case "String":
    case "StringBuilder":
    case "StringBuffer": {
      if (!a0)
        return {
          type,
          c: type === "String" ? { v: "" } : undefined,
          prefix: type !== "String" ? "" : undefined,
          hc: true,
        };
      const v: Val = { ...combine([a0], undefined), type };
      if (a0.how) v.how = a0.how;
      if (a0.c && typeof a0.c.v === "string") v.prefix = a0.c.v;
      else if (a0.prefix) v.prefix = a0.prefix;
      if (type === "String" && a0.c) v.c = a0.c;
      if (a0.type === "int" || a0.type === "number") delete v.prefix;
      return v;
    }
    case "SecretKeySpec": {
      const alg = constStr(args[1]);
      const why = alg ? weakCipher(alg, true) : null;
      if (why)
        engine.emit({
          rule: "SEC-WEAK-CIPHER",
          line: loc.line,
          column: loc.col,
          message: `\`new SecretKeySpec(…, "${alg}")\`: ${why} (line ${engine.ul(loc.line)}).`,
        });
      if (a0) engine.hardcodedArg(ctx, a0, loc, "The key material of `new SecretKeySpec`");
      return { type };
    }
    case "DESKeySpec":
    case "DESedeKeySpec":
      engine.emit({
        rule: "SEC-WEAK-CIPHER",
        line: loc.line,
        column: loc.col,
        message: `\`${type}\` builds a key for the broken DES cipher (line ${engine.ul(loc.line)}).`,
      });
      return { type };
    case "IvParameterSpec":
    case "GCMParameterSpec": {
      const iv = type === "IvParameterSpec" ? a0 : args[1];
      if (iv && iv.hc)
        engine.emit({
          rule: "SEC-STATIC-IV",
          line: loc.line,
          column: loc.col,
          message: `The IV passed to \`new ${type}\` is a constant${iv.zeroArr ? " (all zeros)" : ""}, so encryption is deterministic (line ${engine.ul(loc.line)}).`,
        });
      return { type };
    }
    case "Md5PasswordEncoder":
    case "ShaPasswordEncoder":
    case "MessageDigestPasswordEncoder":
    case "LdapShaPasswordEncoder":
    case "StandardPasswordEncoder":
      engine.emit({
        rule: "SEC-WEAK-PASSWORD-HASH",
        line: loc.line,
        column: loc.col,
        message: `\`${type}\` hashes passwords with a fast, outdated digest (line ${engine.ul(loc.line)}).`,
      });
      return { type: "PasswordEncoder" };
    case "NoopHostnameVerifier":
    case "TrustAllStrategy":
    case "TrustSelfSignedStrategy":
    case "AllowAllHostnameVerifier":
      engine.emit({
        rule: "SEC-INSECURE-TLS",
        line: loc.line,
        column: loc.col,
        message: `\`new ${type}()\` switches off certificate or host-name verification (line ${engine.ul(loc.line)}).`,
      });
      return { type };
    case "Socket":
    case "SSLSocket":
      return { type, kinds: ["socket"] };
    case "Cookie": {
      // new Cookie("session", weakRandomValue): a value sent to the browser to recognise it again
      const n = constStr(a0);
      if (n && args[1]) engine.namedSink(n, args[1], loc, ctx);
      if (args[1]) engine.randomSink(ctx, args[1], loc, "new Cookie", n ? `the cookie \`${n}\`` : "a cookie");
      return { type, ck: { secure: false, httpOnly: false, loc, name: n ? `\`${n}\`` : "created here" } };
    }
  }
  if (
    FILE_OPEN_CTORS.has(type) ||
    ((type === "PrintWriter" || type === "PrintStream" || type === "Formatter") &&
      a0 &&
      (bt(a0) === "String" || bt(a0) === "File" || a0.kinds?.includes("path")) &&
      !a0.kinds?.includes("respWriter"))
  ) {
    const pathArgs = args.filter((a) => !a.kinds?.includes("respWriter") && !a.kinds?.includes("stdout"));
    // a tainted string opened directly is both the path construction and the file access
    for (const a of pathArgs) {
      if (!isTainted(a) && !a.pend) continue;
      if (a.pend || a.pchk) fileOp(engine, ctx, a, loc, `new ${type}`);
      else engine.sink(ctx, sinkSpec("SEC-PATH-TRAVERSAL", loc, `new ${type}`, "a file path", { useHow: true }), a);
      break;
    }
    return { type, kinds: WRAPPER_SUFFIX.test(type) ? undefined : ["path"] };
  }
  if (WRAPPER_SUFFIX.test(type) && a0) {
    const v: Val = { type };
    if (a0.t) v.t = a0.t;
    const k = a0.kinds?.filter((x) => x === "respWriter" || x === "stdout");
    if (k && k.length) v.kinds = k;
    return v;
  }
  return undefined;
}
