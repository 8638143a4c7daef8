// Library models of fields (XMLConstants, HttpHeaders...) and constructors: those of files, streams, process
// builders and redirect views are entries of the specification (spec*.ts); crypto key specs, cookies, random
// generators and string builders are modelled here.
import type { Loc } from "../../flow";
import type { Env, MCtx } from "../engine/state";
import { combine, constStr, isTainted, type Val } from "../val";
import { isPreferenceCookie } from "../cookies";
import { WRAPPER_SUFFIX } from "./tables";
import { onSpecNew } from "./apply";
import { src, weakCipher, type CallExpr, type NewExpr } from "./common";
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
    case "MessageDigestAlgorithms":
      // commons-codec names: MD5, SHA_1, SHA_256, SHA3_256, SHA_512_224
      return { c: { v: name.replace(/^(SHA3?|MD\d)_/, "$1-").replace(/_/, "/") }, type: "String", hc: true };
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
  // the constructors described by the specification (files, streams, process builders, redirect views); their
  // models read the arguments, never the call's target
  const known = onSpecNew({
    engine,
    ctx,
    env,
    e: e as unknown as CallExpr,
    tv: null,
    args,
    name: `new ${type}`,
    cls: type,
    loc,
    a0,
  });
  if (known) return known;
  switch (type) {
    case "Random":
      return { type: "Random", kinds: ["weakRng"] };
    case "SecureRandom":
      return { type: "SecureRandom" };
    case "Yaml":
      return { type: "Yaml", kinds: args.length ? ["safeYaml"] : undefined };
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
      if (a0.type === "int" || a0.type === "number") v.prefix = undefined;
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
      // a display preference chosen among our own constants ("ui_theme" = "dark"/"light") protects nothing
      const pref = !!n && isPreferenceCookie(n) && !!args[1] && !isTainted(args[1]) && !!args[1].hc;
      return { type, ck: { secure: pref, httpOnly: pref, loc, name: n ? `\`${n}\`` : "created here" } };
    }
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
