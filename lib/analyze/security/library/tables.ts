// The library as data: classes and methods whose meaning for the taint analysis is fixed (safe static helpers,
// sanitizers, path-harmless calls, shells, weak algorithms, callbacks that see collection elements). Sources, sinks,
// propagators and encoder scopes by class and method are in spec.ts.
import type { RuleId } from "../catalog";
import { VALUE_CLASSES } from "../value-classes";
import { sanitizerRules } from "./lookup";

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

export const SAFE_STATIC_CLASSES = new Set([
  ...VALUE_CLASSES,
  // Locale.forLanguageTag(x): a parsed BCP 47 tag (letters, digits, "-"); `new Locale(x)` is not a static call
  "Locale",
  "Math",
  "StrictMath",
  "ChronoUnit",
  "DayOfWeek",
  "Month",
  "HttpStatus",
  "TimeUnit",
  "DigestUtils",
  "Hashing",
  "BCrypt",
  "NumberUtils",
  "Enum",
  "Clock",
  "System",
]);
export const SANITIZER_CLASSES = new Set([
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
export const SANITIZER_METHOD =
  /^(escape|unescapeNothing|encodeFor|htmlEscape|sanitize|quoteIdentifier|enquoteLiteral|enquoteIdentifier|forHtml|forXml|forJavaScript|forUri|forCss|filterEncode|nameEncode|cleanFilename)/;

/** Calls that may receive a path value without reading or writing the file. */
export const PATH_HARMLESS = new Set([
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
export const SHELLS = new Set([
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
export const WEAK_HASHES = new Set(["MD2", "MD4", "MD5", "SHA-1", "SHA1", "SHA", "SHA-0", "RIPEMD128"]);
export const WEAK_CIPHERS = new Set([
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
export const WRAPPER_SUFFIX = /(Stream|Reader|Writer|Scanner|Decoder|Channel)$/;

/**
 * What an encoder makes safe, by method name (first match wins). An encoder protects one kind of sink: HTML
 * escaping stops XSS but not SQL in a numeric context, LDAP `*` or `../` in a path. Sanitizers that match no entry
 * here (user-defined `sanitize...`, validators, other `escape...`) are trusted for every sink, as before.
 */
export const SANITIZER_SCOPES: ReadonlyArray<{ re: RegExp; rules: readonly RuleId[] }> = [
  {
    re: /^(encodeForHTML|encodeForCSS|encodeForJavaScript|encodeForVBScript|htmlEscape|escapeHtml|escapeXml|forHtml|forXml|forJavaScript|forCss|escapeEcmaScript|escapeJavaScript|javaScriptEscape|escapeJson|clean)/,
    rules: ["SEC-XSS"],
  },
  { re: /^(encodeForLDAP|encodeForDN|filterEncode|nameEncode)/, rules: ["SEC-LDAP-INJECTION"] },
  { re: /^encodeForXPath/, rules: ["SEC-XPATH-INJECTION"] },
  { re: /^(encodeForSQL|escapeSql|enquoteLiteral|enquoteIdentifier|quoteIdentifier)/, rules: ["SEC-SQL-INJECTION"] },
  { re: /^encodeForOS/, rules: ["SEC-COMMAND-INJECTION"] },
  { re: /^(getName|getBaseName|cleanFilename)$/, rules: ["SEC-PATH-TRAVERSAL"] },
];

/** Encoders known by class whose method names say little (`URLEncoder.encode`, `HtmlEscapers...escape`). */
export const SANITIZER_CLASS_SCOPES: Readonly<Record<string, readonly RuleId[]>> = {
  URLEncoder: ["SEC-XSS", "SEC-OPEN-REDIRECT"],
  UriUtils: ["SEC-XSS", "SEC-OPEN-REDIRECT"],
  UrlEscapers: ["SEC-XSS", "SEC-OPEN-REDIRECT"],
  HtmlUtils: ["SEC-XSS"],
  HtmlEscapers: ["SEC-XSS"],
  XmlEscapers: ["SEC-XSS"],
  JavaScriptUtils: ["SEC-XSS"],
  Jsoup: ["SEC-XSS"],
  Sanitizers: ["SEC-XSS"],
  LdapEncoder: ["SEC-LDAP-INJECTION"],
  FilenameUtils: ["SEC-PATH-TRAVERSAL"],
};

/** The rules a sanitizer call protects, or undefined when it protects every sink. */
export function sanitizerScope(cls: string | undefined, name: string): readonly RuleId[] | undefined {
  // the encoders listed by class and method in spec.ts first, then the name patterns (user-defined helpers)
  const known = sanitizerRules(cls, name);
  if (known) return known === "all" ? undefined : known;
  if (/^encodeForURL|^forUri/.test(name)) return ["SEC-XSS", "SEC-OPEN-REDIRECT"];
  for (const s of SANITIZER_SCOPES) if (s.re.test(name)) return s.rules;
  if (cls && Object.hasOwn(SANITIZER_CLASS_SCOPES, cls)) return SANITIZER_CLASS_SCOPES[cls];
  return undefined;
}
