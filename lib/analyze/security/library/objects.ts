// Library models of fields (XMLConstants, HttpHeaders...) and constructors (files, sockets, ciphers' key specs,
// cookies, process builders...).
import type { Loc } from "../../flow";
import type { Env, MCtx } from "../engine/state";
import { combine, constStr, isTainted, type Val } from "../val";
import { FILE_OPEN_CTORS, WRAPPER_SUFFIX } from "./tables";
import { bt, src, sinkSpec, weakCipher, redirectCheck, cmdSink, fileOp, pathBuild, type NewExpr } from "./common";
import type { LibHost as Engine } from "../host";

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
