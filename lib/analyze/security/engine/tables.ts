// Data tables of the interpreter: safe types, Spring binding annotations, propagators and mutators.
import { baseType } from "../../flow";
import type { RuleId } from "../catalog";
import { VALUE_CLASSES } from "../value-classes";

export const SAFE_TYPES = new Set([
  ...VALUE_CLASSES,
  "int",
  "long",
  "short",
  "byte",
  "double",
  "float",
  "boolean",
  "char",
  "Number",
  "OptionalInt",
  "OptionalLong",
  "OptionalDouble",
  "AtomicInteger",
  "AtomicLong",
  "void",
]);

export const MAPPING_ANNOTATIONS = new Set([
  "RequestMapping",
  "GetMapping",
  "PostMapping",
  "PutMapping",
  "DeleteMapping",
  "PatchMapping",
]);
export const SOURCE_ANNOTATIONS: Record<string, string> = {
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

export const STRING_IDENTITY = new Set([
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

export function isUpper(s: string): boolean {
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
export const MUTATORS = new Set([
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
export const ARG_PROPAGATORS = new Set([
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
export const HC_DECODERS = new Set(["decode", "decodeBase64", "parseHexBinary", "parseBase64Binary", "decodeHex"]);

export const RULE_NOUN: Partial<Record<RuleId, string>> = {
  "SEC-SQL-INJECTION": "SQL injection",
  "SEC-COMMAND-INJECTION": "command injection",
  "SEC-LDAP-INJECTION": "LDAP injection",
  "SEC-XPATH-INJECTION": "XPath injection",
};
