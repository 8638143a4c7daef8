import { cookieFinding, cookieSetter, literalCookieText, literalMentions } from "../cookies";
import { CLEAN, combine, constStr, hasSrc, isTainted, sanitized, joinAll, sanitizedFor } from "../val";
import { SAFE_STATIC_CLASSES, SANITIZER_CLASSES, FILE_INSTANCE_OPS, PATH_HARMLESS, sanitizerScope } from "./tables";
import {
  bt,
  isRequest,
  isResponse,
  isSession,
  nameIs,
  src,
  litArg,
  isSanitizerMethod,
  sinkSpec,
  redirectCheck,
  weakHashCall,
  NONE,
  type CallSite,
  type LibResult,
} from "./common";

/** escapes of unchecked path values into unknown code */
export function onEscapesOfUnchecked(c: CallSite): LibResult {
  const { engine, ctx, args, name, cls } = c;
  if (!PATH_HARMLESS.has(name))
    for (const a of args)
      if (a.pend && !a.pchk && !(cls === "Files") && !FILE_INSTANCE_OPS.has(name)) engine.usePend(a, ctx, false);
  return undefined;
}

/** cookie flags */
export function onCookieFlags(c: CallSite): LibResult {
  const { engine, env, e, tv, name, cls, a0 } = c;
  if (tv?.ck && !cls && (name === "setSecure" || name === "setHttpOnly" || name === "setMaxAge")) {
    const v = a0?.c ? a0.c.v : undefined;
    engine.updateVar(e.target, (cur) => (cur.ck ? { ...cur, ck: cookieSetter(cur.ck, name, v) } : cur), env);
    return CLEAN;
  }
  if (name === "addCookie" && a0?.ck && !a0.ck.deleted)
    cookieFinding((f) => engine.emit(f), a0.ck.loc, a0.ck.name, a0.ck.secure, a0.ck.httpOnly, false, engine.ul);
  return undefined;
}

/** sanitizers */
export function onSanitizers(c: CallSite): LibResult {
  const { engine, ctx, tv, args, name, cls, loc } = c;
  if (cls && SANITIZER_CLASSES.has(cls) && /^(unescape|decode)/.test(name) && args.length) {
    // StringEscapeUtils.unescapeHtml4(x): undoes an encoder, the text is as untrusted as before
    const v = { ...joinAll(args), type: "String" };
    delete v.okFor;
    return v;
  }
  if ((cls && SANITIZER_CLASSES.has(cls) && name !== "normalize") || isSanitizerMethod(name)) {
    if (cls === "Jsoup" && name !== "clean") return NONE;
    if (cls === "FilenameUtils" && name !== "getName" && name !== "getBaseName") return NONE;
    const input = !args.length && tv && !cls ? tv : args.length ? joinAll(args) : undefined;
    const scope = sanitizerScope(cls, name);
    // an encoder for one kind of sink: the text stays untrusted for the others
    if (scope && input && isTainted(input)) return { ...sanitizedFor(input, scope), type: "String" };
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
    if (cls === "System") return NONE;
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
      return NONE;
    return { type: "String" };
  }
  return undefined;
}

/** sources on request / console / sockets */
export function onSourcesOnRequest(c: CallSite): LibResult {
  const { tv, args, name, cls, loc } = c;
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
  return undefined;
}

/** response / session objects */
export function onResponseSessionObjects(c: CallSite): LibResult {
  const { engine, ctx, e, tv, args, name, cls, loc, a0 } = c;
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
        if (h === "set-cookie" && literalCookieText(e.args[1]))
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
    // session state is identity and authorization data (ids, tokens, OTPs): a predictable value there is guessable
    engine.randomSink(ctx, args[1], loc, name, attr ? `the session attribute \`${attr}\`` : "a session attribute");
    return CLEAN;
  }
  return undefined;
}

/** string building with known semantics */
export function onStringBuildingWith(c: CallSite): LibResult {
  const { args, name, cls, a0 } = c;
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
  return undefined;
}
