// Library models of the web family that are not table rows: escapes of unchecked paths, cookie flags, encoders
// and safe static helpers, and string building with known semantics (sources and response sinks are in spec.ts).
import { CLEAN, combine, constStr, isTainted, sanitized, joinAll, sanitizedFor, type Val } from "../val";
import { SAFE_STATIC_CLASSES, SANITIZER_CLASSES, PATH_HARMLESS, sanitizerScope } from "./tables";
import { namesOfModel, sanitizerEntry } from "./lookup";
import { RULES, type RuleId } from "../catalog";

const FILE_INSTANCE_OPS = namesOfModel("fileInstanceOp");
import { bt, isSanitizerMethod, weakHashCall, NONE, type CallSite, type LibResult } from "./common";

/** escapes of unchecked path values into unknown code */
export function onEscapesOfUnchecked(c: CallSite): LibResult {
  const { engine, ctx, args, name, cls } = c;
  if (!PATH_HARMLESS.has(name))
    for (const a of args)
      if (a.pend && !a.pchk && !(cls === "Files") && !FILE_INSTANCE_OPS.has(name)) engine.usePend(a, ctx, false);
  return undefined;
}

/** sanitizers */
export function onSanitizers(c: CallSite): LibResult {
  const { engine, ctx, tv, args, name, cls, loc } = c;
  if (cls === "SecureRandom" && /^getInstance/.test(name)) return { type: "SecureRandom" }; // even in a Random variable
  if (cls === "Pattern" && name === "compile") {
    // the compiled allow-list regex travels with the Pattern (P.matcher(s).matches() narrows s)
    const re = constStr(args[0]);
    return re === undefined ? { type: "Pattern" } : { type: "Pattern", kinds: [`re:${re}`] };
  }
  if (cls && SANITIZER_CLASSES.has(cls) && /^(unescape|decode)/.test(name) && args.length) {
    // StringEscapeUtils.unescapeHtml4(x): undoes an encoder, the text is as untrusted as before
    const v = { ...joinAll(args), type: "String" };
    v.okFor = undefined;
    return v;
  }
  if ((cls && SANITIZER_CLASSES.has(cls) && name !== "normalize") || isSanitizerMethod(name)) {
    if (cls === "Jsoup" && name !== "clean") return NONE;
    if (cls === "FilenameUtils" && name !== "getName" && name !== "getBaseName") return NONE;
    const at = sanitizerEntry(cls, name)?.arg; // ESAPI encodeForSQL(codec, text): the text argument
    const input =
      !args.length && tv && !cls
        ? tv
        : at !== undefined && args[at]
          ? args[at]
          : args.length
            ? joinAll(args)
            : undefined;
    const scope = sanitizerScope(cls, name);
    // an encoder for one kind of sink: the text stays untrusted for the others
    if (scope && input && isTainted(input)) return { ...sanitizedFor(input, scope), type: "String" };
    if (!args.length && tv && !cls) return sanitized({ t: tv.t, type: "String" });
    return { type: "String" };
  }
  if (cls === "Character" && /^(to(Lower|Upper|Title)Case|toString|valueOf|toChars)$/.test(name) && isTainted(c.a0)) {
    // Character.toLowerCase(ch) in a loop that rebuilds a string: still the attacker's character
    return { t: c.a0.t, okFor: c.a0.okFor, type: name === "toString" ? "String" : "char" };
  }
  const folded = foldStatic(cls, name, args);
  if (folded) return folded;
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
    // java.util.Base64: the text is only re-encoded; a decoder gives it back as untrusted as before
    const input = joinAll(args);
    if ((name === "encode" || name === "encodeToString") && isBase64Encoder(c.e.target) && isTainted(input))
      return { ...sanitizedFor(input, ALL_RULES), type: "String" };
    return { type: "String" };
  }
  return undefined;
}

const ALL_RULES = Object.keys(RULES) as RuleId[];

/** Base64.getEncoder() / getUrlEncoder() / getMimeEncoder() (possibly `.withoutPadding()`). */
function isBase64Encoder(x: CallSite["e"]["target"]): boolean {
  while (x && x.k === "call" && x.name === "withoutPadding") x = x.target;
  return !!x && x.k === "call" && /^get(Url|Mime)?Encoder$/.test(x.name);
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
      // String.format("%s/%s/%s", "AES", "ECB", "PKCS5Padding") with constants only: the text is known
      const rest = args.slice(fmtIdx + 1).map(constStr);
      if (f !== undefined && cls === "String" && /^(?:[^%]|%s|%%)*$/.test(f) && rest.every((x) => x !== undefined)) {
        let k = 0;
        v.c = { v: f.replace(/%s|%%/g, (m) => (m === "%%" ? "%" : (rest[k++] as string))) };
      }
      return v;
    }
    if (name === "join") {
      const v = combine(args, "String.join");
      const parts = args.map(constStr);
      if (args.length > 2 && parts.every((x) => x !== undefined)) v.c = { v: parts.slice(1).join(parts[0]) };
      return v;
    }
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
    return { t: v.t, html: v.html, okFor: v.okFor, elems: args, type: cls === "Arrays" ? "List" : cls };
  }
  if ((cls === "URI" && name === "create") || (cls === "Optional" && (name === "of" || name === "ofNullable"))) {
    return a0 ? { ...a0, type: cls, nm: undefined } : CLEAN;
  }
  return undefined;
}

/** Static calls on constants that decide dead branches: Math.max(3, 4), Integer.parseInt("12"), Objects.equals. */
function foldStatic(cls: string | undefined, name: string, args: CallSite["args"]): Val | undefined {
  const cs = args.map((a) => a.c?.v);
  if (!cls || !args.length || cs.some((x) => x === undefined)) return undefined;
  const nums = cs.every((x) => typeof x === "number") ? (cs as number[]) : undefined;
  if (cls === "Math" && nums && (name === "max" || name === "min" || name === "abs"))
    return { c: { v: name === "abs" ? Math.abs(nums[0]) : Math[name](...nums) }, type: "number", hc: true };
  if ((cls === "Integer" || cls === "Long") && /^(parseInt|parseLong|valueOf)$/.test(name) && args.length === 1) {
    const s = cs[0];
    if (typeof s === "string" && /^-?\d{1,15}$/.test(s.trim()))
      return { c: { v: Number(s.trim()) }, type: "int", hc: true };
  }
  if (cls === "Objects" && name === "equals" && args.length === 2)
    return { c: { v: cs[0] === cs[1] }, type: "boolean" };
  return undefined;
}
