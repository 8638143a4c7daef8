// Data tables of the interpreter: safe types, Spring binding annotations, propagators and mutators. The method-name
// sets of the default call evaluation are read from the library specification (library/spec.ts).
import { baseType } from "../../flow";
import type { RuleId } from "../catalog";
import { VALUE_CLASSES } from "../value-classes";
import { engineNames, kindsOfType } from "../library/lookup";
import { ANNOTATION_SOURCES } from "../library/spec";

export const SAFE_TYPES = new Set([
  ...VALUE_CLASSES,
  "int",
  "long",
  "short",
  "byte",
  "double",
  "float",
  "boolean",
  "Number",
  "OptionalInt",
  "OptionalLong",
  "OptionalDouble",
  "AtomicInteger",
  "AtomicLong",
  "void",
]);

/** Spring MVC / Jakarta REST annotations binding a parameter from the request (spec.ts ANNOTATION_SOURCES). */
export const SOURCE_ANNOTATIONS: Record<string, string> = Object.fromEntries(
  Object.entries(ANNOTATION_SOURCES).map(([k, v]) => [k, v.desc]),
);
/** Handler parameter types that Spring injects itself (not bound from the request). */
export const FRAMEWORK_PARAM_TYPES = new Set([
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
  // Jakarta REST / Micronaut / messaging context objects
  "UriInfo",
  "ContainerRequestContext",
  "Request",
  "AsyncResponse",
  "SseEventSink",
  "Sse",
  "HttpRequest",
  "Acknowledgment",
  "Channel",
  "MessageHeaders",
  "Consumer",
]);
export const PARAM_ANNOTATIONS_NOT_SOURCES = new Set([
  "AuthenticationPrincipal",
  "Value",
  "CurrentSecurityContext",
  "SessionAttribute",
  "RequestAttribute",
  "Autowired",
  "Qualifier",
]);

/** Methods whose result carries no attacker-controlled text (booleans, sizes, hashes): spec.ts. */
export const NON_PROPAGATING = engineNames("non-propagating");

/** Methods returning their receiver's text as it is (spec.ts). */
export const STRING_IDENTITY = engineNames("identity");

export function isUpper(s: string): boolean {
  const c = s.charCodeAt(0);
  return c >= 65 && c <= 90;
}

/** Facts of a value of a declared type (HttpServletRequest → request), from the classes of spec.ts. */
export function typeKinds(type: string): string[] | undefined {
  return kindsOfType(baseType(type));
}

// ---------------------------------------------------------------------- helpers

/** Library objects whose setters configure behaviour rather than store data. */
export const SETTER_LIB_TYPES = new Set([
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
export const RND_STOP = new Set([
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
/** Methods storing their arguments in the receiver (spec.ts). */
export const MUTATORS = engineNames("mutator");
/** Methods of a clean object returning what they were given (spec.ts). */
export const ARG_PROPAGATORS = engineNames("args");
export const HC_DECODERS = new Set(["decode", "decodeBase64", "parseHexBinary", "parseBase64Binary", "decodeHex"]);

export const RULE_NOUN: Partial<Record<RuleId, string>> = {
  "SEC-SQL-INJECTION": "SQL injection",
  "SEC-COMMAND-INJECTION": "command injection",
  "SEC-LDAP-INJECTION": "LDAP injection",
  "SEC-XPATH-INJECTION": "XPath injection",
  "SEC-CODE-INJECTION": "code injection",
  "SEC-EL-INJECTION": "expression language injection",
  "SEC-TEMPLATE-INJECTION": "template injection",
  "SEC-NOSQL-INJECTION": "NoSQL injection",
  "SEC-SSRF": "server-side request forgery",
  "SEC-UNSAFE-REFLECTION": "unsafe reflection",
  "SEC-PATH-TRAVERSAL": "path traversal",
  "SEC-DESERIALIZATION": "unsafe deserialization",
  "SEC-REGEX-DOS": "a regular-expression denial of service",
};

/** Sinks reported in library code only when the method builds the text from its parameter. */
export const BUILT_ONLY = new Set<RuleId>([
  "SEC-SQL-INJECTION",
  "SEC-COMMAND-INJECTION",
  "SEC-LDAP-INJECTION",
  "SEC-XPATH-INJECTION",
]);
/** Sinks reported in library code when a public method's String parameter reaches them in any form. */
export const LIBRARY_RULES = new Set<RuleId>([
  "SEC-PATH-TRAVERSAL",
  "SEC-DESERIALIZATION",
  "SEC-SSRF",
  "SEC-CODE-INJECTION",
  "SEC-EL-INJECTION",
  "SEC-TEMPLATE-INJECTION",
  "SEC-NOSQL-INJECTION",
  "SEC-UNSAFE-REFLECTION",
  "SEC-REGEX-DOS",
]);

/** What a caller should do instead of building the text a hotspot runs. */
export const HOTSPOT_ADVICE: Partial<Record<string, string>> = {
  "SEC-SQL-INJECTION": "keep the SQL constant and pass values as bind parameters",
  "SEC-COMMAND-INJECTION": "run a fixed program with an argument array, no shell",
  "SEC-LDAP-INJECTION": "encode values with LdapEncoder.filterEncode or use LdapQueryBuilder.where(..).is(..)",
  "SEC-XPATH-INJECTION": "pass values as XPath variables",
};

/** Test helpers and fixtures (a test class, a method named like a test). */
export function isTestHelper(m: { name: string; cls: { name: string } }): boolean {
  return /Test(s|Case)?$|^Test|Fixture/.test(m.cls.name) || /^test[A-Z_]/.test(m.name);
}

/** XStream type permissions (the allow-list XStream 1.4.18+ expects before fromXML). */
export const XSTREAM_RESTRICTED =
  /\.\s*(allowTypes|allowTypesByWildcard|allowTypesByRegExp|allowTypeHierarchy)\s*\(|NoTypePermission\s*\.\s*NONE|setupDefaultSecurity\s*\(/;
