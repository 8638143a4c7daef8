// The library as a declarative specification: for each receiver class and method, whether the call is a source of
// untrusted input, a sink (CWE, dangerous arguments), a sanitizer (for which rules), a propagator, or safe.
// The interpreter reads it only through lookup.ts (one Map hit per call name). Entries whose decision needs more
// than a table row (shells, path construction, LDAP filter vs DN...) name a model in handlers.ts.
import type { ClassSpec, SourceKind, SpecEntry } from "./spec-types";
import { WEB_ENTRIES } from "./spec-web";
import { INJECTION_ENTRIES } from "./spec-injection";
import { PROPAGATOR_ENTRIES } from "./spec-propagators";
import { CRYPTO_ENTRIES } from "./spec-crypto";
import { INTERPRETER_ENTRIES } from "./spec-interpreters";
import { OUTBOUND_ENTRIES } from "./spec-outbound";

const REQ = /^(req|request|httpRequest|servletRequest|httpServletRequest|webRequest|httpReq|hreq|request1)$/i;
const RESP = /^(resp|response|res|httpResponse|servletResponse|httpServletResponse|httpResp|hresp)$/i;

export const CLASSES: readonly ClassSpec[] = [
  {
    name: "HttpServletRequest",
    aliases: [
      "ServletRequest",
      "HttpServletRequestWrapper",
      "ServletRequestWrapper",
      "MultipartHttpServletRequest",
      "StandardMultipartHttpServletRequest",
      "WebRequest",
      "NativeWebRequest",
      "ServletWebRequest",
    ],
    kind: "request",
    untyped: REQ,
  },
  {
    name: "HttpServletResponse",
    aliases: ["ServletResponse", "HttpServletResponseWrapper", "ServletResponseWrapper"],
    kind: "response",
    untyped: RESP,
  },
  { name: "HttpSession", kind: "session", untyped: /^(?!.*factory).*session$/i },
  /** Spring's holder of the current request (RequestContextHolder.currentRequestAttributes()). */
  { name: "ServletRequestAttributes" },
  /** Jakarta REST request URI information. */
  { name: "UriInfo" },
  /** The writer or stream of a servlet response (response.getWriter(), response.getOutputStream()). */
  { name: "ResponseWriter", kind: "respWriter" },
  { name: "Random", aliases: ["ThreadLocalRandom"], kind: "weakRng" },
  { name: "Cookie" },
  { name: "Part", aliases: ["MultipartFile"] },
  { name: "Socket", aliases: ["SSLSocket"], kind: "socket", untyped: /socket|^sock$|^client$/i },
  { name: "ServerSocket", aliases: ["SSLServerSocket"], untyped: /server/i },
  { name: "Console", kind: "console" },
  { name: "IO" },
  { name: "Statement", aliases: ["PreparedStatement", "CallableStatement"], untyped: /stmt|statement|^st$|^ps$/i },
  {
    name: "JdbcTemplate",
    aliases: [
      "JdbcOperations",
      "NamedParameterJdbcTemplate",
      "NamedParameterJdbcOperations",
      "SimpleJdbcTemplate",
      "SimpleJdbcOperations",
    ],
    untyped: /jdbc/i,
    staticField: /^jdbc.*template$/i,
  },
  { name: "JdbcClient", aliases: ["DatabaseClient"], untyped: /jdbc|database|client/i },
  { name: "Runtime", untyped: /^(rt|runtime|r)$/i },
  { name: "ProcessBuilder" },
  { name: "CommandLine" },
  { name: "Paths" },
  /** A Path or File value (built by Paths.get / new File, or declared with that type). */
  { name: "Path", aliases: ["File"], kind: "path" },
  /** Receivers of resolve(): also undeclared names that look like a base directory. */
  { name: "BaseDir", aliases: ["Path"], kind: "path", untyped: /path|dir|base|root|folder|upload|storage|location/i },
  { name: "Files" },
  // constructors (entries with the method name "new")
  { name: "File" },
  {
    name: "FileInputStream",
    aliases: [
      "FileOutputStream",
      "FileReader",
      "FileWriter",
      "RandomAccessFile",
      "FileSystemResource",
      "PathResource",
      "ZipFile",
      "JarFile",
      "UrlResource",
    ],
  },
  /** Writers that open a file when given a name or a File (and wrap a stream otherwise). */
  { name: "PrintWriter", aliases: ["PrintStream", "Formatter"] },
  { name: "RedirectView" },
  /** Static redirect builders: JAX-RS/Quarkus `Response`, Micronaut `HttpResponse`, WebFlux `ServerResponse`. */
  { name: "RedirectResponse", aliases: ["Response", "RestResponse", "HttpResponse", "ServerResponse"] },
  { name: "RedirectStrategy", aliases: ["DefaultRedirectStrategy"], untyped: /^redirect(s|Strategy)$/ },
  { name: "ModelAndView" },
  { name: "ObjectInputStream", aliases: ["XMLDecoder"] },
  { name: "ObjectMessage", aliases: ["jakarta.jms.ObjectMessage", "javax.jms.ObjectMessage"] },
  { name: "Scanner", aliases: ["BufferedReader", "InputStreamReader", "DataInputStream", "BufferedInputStream"] },
  { name: "ResourceUtils" },
  {
    name: "DirContext",
    aliases: [
      "InitialDirContext",
      "LdapContext",
      "InitialLdapContext",
      "LdapTemplate",
      "LdapOperations",
      "EventDirContext",
    ],
    untyped: /ctx|context|ldap|^dir/i,
  },
  { name: "XPath", untyped: /xpath|^xp$/i },
  /** dom4j / jaxen nodes with XPath selection methods. */
  { name: "XmlNode", aliases: ["Document", "Node", "Element", "Branch", "DefaultDocument", "DefaultElement"] },
  { name: "SerializationUtils", aliases: ["SerializationHelper"] },
  { name: "XStream", untyped: /xstream/i },
  { name: "Yaml" },
  // algorithms
  { name: "MessageDigest" },
  { name: "Cipher" },
  { name: "KeyGenerator", aliases: ["SecretKeyFactory"] },
  { name: "RandomStringUtils" },
  // encoders and escapers (static helpers or objects returned by a factory such as ESAPI.encoder())
  { name: "ESAPI" },
  { name: "Encoder", aliases: ["DefaultEncoder", "ESAPIEncoder"] },
  { name: "Validator", aliases: ["DefaultValidator"] },
  { name: "HtmlUtils" },
  { name: "StringEscapeUtils" },
  { name: "Encode" },
  { name: "URLEncoder" },
  { name: "JavaScriptUtils" },
  { name: "Jsoup" },
  { name: "LdapEncoder" },
  { name: "FilenameUtils" },
  { name: "UriUtils" },
  // interpreters (spec-interpreters.ts)
  {
    name: "ScriptEngine",
    aliases: ["NashornScriptEngine", "GraalJSScriptEngine", "Compilable", "AbstractScriptEngine"],
    untyped: /engine|nashorn|^js$|script/i,
  },
  { name: "GroovyShell", aliases: ["GroovyClassLoader"], untyped: /shell|groovy/i },
  { name: "MVEL" },
  { name: "RhinoContext", aliases: ["Context"], untyped: /^(cx|rhino)$/i },
  { name: "PolyglotContext", aliases: ["Context"], untyped: /^(context|polyglot|graal)$/i },
  { name: "JavaCompiler", untyped: /compiler/i },
  { name: "BshInterpreter", aliases: ["Interpreter"], untyped: /^(bsh|interpreter)$/i },
  {
    name: "ExpressionParser",
    aliases: ["SpelExpressionParser", "TemplateAwareExpressionParser"],
    untyped: /parser/i,
  },
  { name: "ELProcessor", untyped: /^(el|elp|elProcessor|processor)$/i },
  { name: "ExpressionFactory", aliases: ["ExpressionFactoryImpl"], untyped: /expressionFactory|^factory$/i },
  { name: "Ognl" },
  { name: "VelocityEngine", untyped: /velocity/i },
  { name: "Velocity" },
  { name: "FreemarkerTemplate", aliases: ["Template"] },
  { name: "Mustache", aliases: ["MustacheFactory", "DefaultMustacheFactory"], untyped: /mustache/i },
  { name: "PebbleEngine", untyped: /pebble/i },
  { name: "Handlebars", untyped: /handlebars/i },
  {
    name: "TemplateEngine",
    aliases: ["SpringTemplateEngine", "ITemplateEngine", "SpringWebFluxTemplateEngine"],
    untyped: /templateEngine|thymeleaf/i,
  },
  { name: "MongoDocument", aliases: ["Document", "BasicDBObject", "BsonDocument", "DBObject"] },
  { name: "BasicQuery" },
  { name: "MongoFilters", aliases: ["Filters"] },
  { name: "Pattern" },
  { name: "StringUtils" },
  { name: "Class" },
  // outbound (spec-outbound.ts)
  { name: "URL", untyped: /url$/i },
  { name: "RestTemplate", aliases: ["RestOperations", "TestRestTemplate"], untyped: /rest/i },
  { name: "WebClient" },
  { name: "JavaHttpClient", aliases: ["HttpClient"], untyped: /client|http/i },
  { name: "MicronautHttpClient", aliases: ["HttpClient"] },
  {
    name: "ApacheHttpRequest",
    aliases: ["HttpGet", "HttpPost", "HttpPut", "HttpDelete", "HttpPatch", "HttpHead", "HttpOptions"],
  },
  {
    name: "Logger",
    aliases: ["Log", "System.Logger", "XLogger", "ExtendedLogger", "LocationAwareLogger"],
    untyped: /^(log|logger|auditLog|auditLogger|securityLog)$/i,
    staticField: /^(log|logger|audit_log|security_log)$/i,
  },
  { name: "HttpHeaders", aliases: ["MultiValueMap"], untyped: /headers$/i },
  { name: "ServerRequest", untyped: /^(request|req|serverRequest)$/ },
  { name: "DSL" },
  { name: "DSLContext", untyped: /^(dsl|ctx|create|jooq)$/i },
  { name: "Restrictions" },
];

/** Spring MVC and Jakarta REST parameter annotations whose value is bound from the request, and what they read. */
export const ANNOTATION_SOURCES: Readonly<Record<string, { desc: string; source: SourceKind }>> = {
  RequestParam: { desc: "Request parameter", source: "param" },
  PathVariable: { desc: "Path variable", source: "path" },
  RequestHeader: { desc: "Request header", source: "header" },
  CookieValue: { desc: "Cookie", source: "cookie" },
  RequestBody: { desc: "Request body", source: "body" },
  ModelAttribute: { desc: "Form data", source: "param" },
  MatrixVariable: { desc: "Matrix variable", source: "path" },
  RequestPart: { desc: "Request part", source: "multipart" },
  QueryParam: { desc: "Query parameter", source: "param" },
  PathParam: { desc: "Path parameter", source: "path" },
  FormParam: { desc: "Form parameter", source: "param" },
  HeaderParam: { desc: "Request header", source: "header" },
  CookieParam: { desc: "Cookie", source: "cookie" },
  MatrixParam: { desc: "Matrix parameter", source: "path" },
  BeanParam: { desc: "Request parameters", source: "param" },
  // Quarkus REST (RESTEasy Reactive) short forms
  RestQuery: { desc: "Query parameter", source: "param" },
  RestPath: { desc: "Path parameter", source: "path" },
  RestForm: { desc: "Form parameter", source: "param" },
  RestHeader: { desc: "Request header", source: "header" },
  RestCookie: { desc: "Cookie", source: "cookie" },
  // Micronaut
  QueryValue: { desc: "Query parameter", source: "param" },
  Body: { desc: "Request body", source: "body" },
  Header: { desc: "Header", source: "header" },
  Part: { desc: "Request part", source: "multipart" },
  // Spring messaging (listener methods)
  Payload: { desc: "Message payload", source: "body" },
};

/**
 * Method annotations that make a method an entry point whose parameters are bound from outside: web handlers
 * (Spring MVC/WebFlux, Jakarta REST, Micronaut) and message listeners. `body`: the return value is the response
 * body (JAX-RS, Micronaut, listeners never render views); `listener`: no HTTP response at all.
 */
export const ENTRY_POINT_ANNOTATIONS: Readonly<Record<string, { web: "spring" | "body" | "listener" }>> = {
  RequestMapping: { web: "spring" },
  GetMapping: { web: "spring" },
  PostMapping: { web: "spring" },
  PutMapping: { web: "spring" },
  DeleteMapping: { web: "spring" },
  PatchMapping: { web: "spring" },
  // Jakarta REST verbs and Micronaut routes
  GET: { web: "body" },
  POST: { web: "body" },
  PUT: { web: "body" },
  DELETE: { web: "body" },
  PATCH: { web: "body" },
  HEAD: { web: "body" },
  Get: { web: "body" },
  Post: { web: "body" },
  Put: { web: "body" },
  Delete: { web: "body" },
  Patch: { web: "body" },
  // message listeners: the payload comes from another system
  KafkaListener: { web: "listener" },
  KafkaHandler: { web: "listener" },
  RabbitListener: { web: "listener" },
  RabbitHandler: { web: "listener" },
  JmsListener: { web: "listener" },
  SqsListener: { web: "listener" },
  StreamListener: { web: "listener" },
  ServiceActivator: { web: "listener" },
  Incoming: { web: "listener" },
  Topic: { web: "listener" },
  Queue: { web: "listener" },
};

/** Callbacks of listener interfaces (`implements MessageListener`): their parameters are a received message. */
export const LISTENER_CALLBACKS: ReadonlySet<string> = new Set(["onMessage", "handleMessage"]);
export const LISTENER_INTERFACE = /(Message|Channel)?(Listener|Handler)(<.*>)?$/;

/** Every entry, in the order they are tried for one method name (first match wins). */
export const ENTRIES: readonly SpecEntry[] = [
  ...WEB_ENTRIES,
  ...INJECTION_ENTRIES,
  ...INTERPRETER_ENTRIES,
  ...OUTBOUND_ENTRIES,
  ...CRYPTO_ENTRIES,
  ...PROPAGATOR_ENTRIES,
];
