import { describe, expect, it } from "vitest";
import { analyze, lineOf, only } from "./security-helpers";

describe("cross-site scripting (CWE-79)", () => {
  it("flags request data written to the servlet response writer", () => {
    const text = `
public class HelloServlet extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
    String name = request.getParameter("name");
    PrintWriter out = response.getWriter();
    out.println("<html><body>");
    out.println("<h1>Hello " + name + "</h1>"); // sink
    response.getWriter().write(request.getHeader("Referer")); // sink2
    out.println("<p>" + HtmlUtils.htmlEscape(name) + "</p>");
    out.println("<p>" + Encode.forHtml(name) + "</p>");
  }
}`;
    const fs = only(analyze(text), "SEC-XSS");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// sink"), lineOf(text, "// sink2")]);
    expect(fs[0].cwe).toBe(79);
    expect(fs[0].severity).toBe("error");
    expect(fs[0].message).toBe(
      `Request parameter \`name\` flows into the HTML response (println on line ${fs[0].line}).`,
    );
    expect(fs[0].lesson).toBe("/courses/secure-coding-java/xss-and-output-encoding");
  });

  it("does not flag a JSON/plain-text response", () => {
    const text = `
public class ApiServlet extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
    response.setContentType("application/json");
    response.getWriter().write("{\\"name\\":\\"" + request.getParameter("name") + "\\"}");
  }
}`;
    expect(only(analyze(text), "SEC-XSS")).toEqual([]);
  });

  it("flags a @RestController returning HTML built from a parameter, but not plain text or a template view", () => {
    const text = `
@RestController
public class GreetingController {
  @GetMapping("/hello")
  public String hello(@RequestParam String name) {
    return "<h1>Hello, " + name + "!</h1>"; // sink
  }
  @GetMapping(value = "/page", produces = MediaType.TEXT_HTML_VALUE)
  public String page(@RequestParam String title) {
    return title; // sink2
  }
  @GetMapping("/plain")
  public String plain(@RequestParam String name) {
    return "Hello, " + name;
  }
  @GetMapping("/json")
  public Map<String, String> json(@RequestParam String name) {
    return Map.of("greeting", "Hello " + name);
  }
  @GetMapping("/safe")
  public String safe(@RequestParam String name) {
    return "<h1>Hello, " + HtmlUtils.htmlEscape(name) + "!</h1>";
  }
}
@Controller
class ViewController {
  @GetMapping("/view")
  public String view(@RequestParam String name, Model model) {
    model.addAttribute("name", "<b>" + name + "</b>");
    return "greeting";
  }
}`;
    const fs = only(analyze(text), "SEC-XSS");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// sink"), lineOf(text, "// sink2")]);
    expect(fs[0].message).toContain("`hello()`");
  });
});

describe("open redirect (CWE-601)", () => {
  it("flags sendRedirect and redirect: view names built from request data", () => {
    const text = `
@Controller
public class LoginController {
  @PostMapping("/login")
  public String login(@RequestParam String next) {
    return "redirect:" + next; // view
  }
  @GetMapping("/go")
  public void go(HttpServletRequest request, HttpServletResponse response) throws IOException {
    response.sendRedirect(request.getParameter("url")); // servlet
  }
  @GetMapping("/profile")
  public String profile(@RequestParam String id) {
    return "redirect:/users/" + id;
  }
  @GetMapping("/back")
  public String back(@RequestParam String next) {
    if (!next.startsWith("/") || next.startsWith("//")) next = "/home";
    return "redirect:/home";
  }
}`;
    const fs = only(analyze(text), "SEC-OPEN-REDIRECT");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// view"), lineOf(text, "// servlet")]);
    expect(fs[0].cwe).toBe(601);
    expect(fs[0].severity).toBe("warning");
    expect(fs[0].lesson).toMatch(/^\/courses\/(secure-coding-java|spring-security)\//);
  });

  it("flags a Location header built from a parameter in a ResponseEntity", () => {
    const text = `
@RestController
public class R {
  @GetMapping("/r")
  public ResponseEntity<Void> r(@RequestParam String target) {
    return ResponseEntity.status(HttpStatus.FOUND).location(URI.create(target)).build(); // sink
  }
  @GetMapping("/ok")
  public ResponseEntity<Void> ok(@RequestParam String id) {
    return ResponseEntity.status(HttpStatus.FOUND).location(URI.create("/items/" + id)).build();
  }
}`;
    const fs = only(analyze(text), "SEC-OPEN-REDIRECT");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
  });
});

describe("path traversal (CWE-22)", () => {
  it("flags a request parameter used to build a file path", () => {
    const text = `
public class DownloadServlet extends HttpServlet {
  private static final String BASE = "/var/app/files/";
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
    String name = req.getParameter("file");
    File file = new File(BASE + name); // file
    try (FileInputStream in = new FileInputStream(file)) { in.transferTo(resp.getOutputStream()); }
    byte[] data = Files.readAllBytes(Paths.get("/var/app/files", req.getParameter("other"))); // paths
    new FileOutputStream("/tmp/" + req.getParameter("out")).close(); // stream
  }
}`;
    const fs = only(analyze(text), "SEC-PATH-TRAVERSAL");
    expect(fs.map((f) => f.line)).toEqual([
      lineOf(text, "// file"),
      lineOf(text, "// paths"),
      lineOf(text, "// stream"),
    ]);
    expect(fs[0].cwe).toBe(22);
    expect(fs[0].message).toContain("Request parameter `file`");
    expect(fs[0].lesson).toBe("/courses/secure-coding-java/path-traversal");
  });

  it("flags MultipartFile.getOriginalFilename resolved against the upload folder", () => {
    const text = `
@RestController
public class UploadController {
  private final Path uploadDir = Paths.get("/srv/uploads");
  @PostMapping("/upload")
  public String upload(@RequestParam("file") MultipartFile file) throws IOException {
    Path target = uploadDir.resolve(file.getOriginalFilename()); // sink
    file.transferTo(target);
    return "ok";
  }
}`;
    const fs = only(analyze(text), "SEC-PATH-TRAVERSAL");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
    expect(fs[0].message).toContain("Uploaded file `file`");
  });

  it("accepts normalize + startsWith containment checks and file-name extraction", () => {
    const text = `
@RestController
public class FilesController {
  private static final Path BASE = Paths.get("/srv/files").toAbsolutePath().normalize();
  @GetMapping("/files/{name}")
  public byte[] read(@PathVariable String name) throws IOException {
    Path p = BASE.resolve(name).normalize();
    if (!p.startsWith(BASE)) {
      throw new SecurityException("outside base");
    }
    return Files.readAllBytes(p);
  }
  @GetMapping("/legacy")
  public byte[] legacy(@RequestParam String name) throws IOException {
    File f = new File("/srv/files", name);
    if (!f.getCanonicalPath().startsWith("/srv/files/")) throw new SecurityException("bad");
    return Files.readAllBytes(f.toPath());
  }
  @PostMapping("/upload")
  public void upload(@RequestParam MultipartFile file) throws IOException {
    String clean = FilenameUtils.getName(file.getOriginalFilename());
    file.transferTo(new File("/srv/uploads/" + clean));
    Path safe = BASE.resolve(Paths.get(file.getOriginalFilename()).getFileName());
    Files.copy(file.getInputStream(), safe);
  }
}`;
    expect(only(analyze(text), "SEC-PATH-TRAVERSAL")).toEqual([]);
  });

  it("still flags a path that is used before the containment check", () => {
    const text = `
@RestController
public class Early {
  private static final Path BASE = Paths.get("/srv/files");
  @DeleteMapping("/files")
  public void delete(@RequestParam String name) throws IOException {
    Path p = BASE.resolve(name).normalize(); // built
    Files.delete(p);
    if (!p.startsWith(BASE)) throw new SecurityException("too late");
  }
}`;
    const fs = only(analyze(text), "SEC-PATH-TRAVERSAL");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// built")]);
  });
});

describe("path traversal in the Spring file-upload guide", () => {
  const guide = (check: string) => `
@Controller
public class FileUploadController {
  private final Path rootLocation = Paths.get("upload-dir");
  @PostMapping("/")
  public String handleFileUpload(@RequestParam("file") MultipartFile file) {
    store(file);
    return "redirect:/";
  }
  public void store(MultipartFile file) {
    try {
      Path destinationFile = this.rootLocation.resolve(Paths.get(file.getOriginalFilename())).normalize().toAbsolutePath(); // built
      ${check}
      try (InputStream inputStream = file.getInputStream()) {
        Files.copy(inputStream, destinationFile, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) { throw new StorageException("Failed to store file.", e); }
  }
}`;

  it("accepts the guide's getParent().equals(root) check", () => {
    const text = guide(
      `if (!destinationFile.getParent().equals(this.rootLocation.toAbsolutePath())) { throw new StorageException("outside"); }`,
    );
    expect(only(analyze(text), "SEC-PATH-TRAVERSAL")).toEqual([]);
  });

  it("flags the same code without the check, reached through the helper", () => {
    const text = guide("");
    const fs = only(analyze(text), "SEC-PATH-TRAVERSAL");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// built")]);
    expect(fs[0].message).toContain("Uploaded file `file`");
    expect(fs[0].message).toContain("store()");
  });

  it('accepts the older guide\'s contains("..") rejection', () => {
    const text = `
@Controller
public class OldUpload {
  private final Path rootLocation = Paths.get("upload-dir");
  @PostMapping("/old")
  public String old(@RequestParam("file") MultipartFile file) throws IOException {
    String filename = StringUtils.cleanPath(file.getOriginalFilename());
    if (filename.contains("..")) throw new StorageException("relative path " + filename);
    Files.copy(file.getInputStream(), this.rootLocation.resolve(filename), StandardCopyOption.REPLACE_EXISTING);
    return "redirect:/";
  }
}`;
    expect(only(analyze(text), "SEC-PATH-TRAVERSAL")).toEqual([]);
  });
});

describe("deserialization (CWE-502)", () => {
  it("flags ObjectInputStream.readObject on the request body, XMLDecoder and unsafe Jackson default typing", () => {
    const text = `
public class ImportServlet extends HttpServlet {
  protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    ObjectInputStream in = new ObjectInputStream(req.getInputStream());
    Object cart = in.readObject(); // ois
    XMLDecoder d = new XMLDecoder(req.getInputStream());
    Object o = d.readObject(); // xml
  }
  ObjectMapper mapper() {
    ObjectMapper m = new ObjectMapper();
    m.enableDefaultTyping(); // jackson
    return m;
  }
}`;
    const fs = only(analyze(text), "SEC-DESERIALIZATION");
    expect(fs.map((f) => [f.line, f.severity])).toEqual([
      [lineOf(text, "// ois"), "error"],
      [lineOf(text, "// xml"), "error"],
      [lineOf(text, "// jackson"), "warning"],
    ]);
    expect(fs[0].cwe).toBe(502);
    expect(fs[0].message).toContain("The request body");
    expect(fs[0].lesson).toBe("/courses/secure-coding-java/deserialization");
  });

  it("accepts a stream with an ObjectInputFilter, a local file, and Jackson into a concrete type", () => {
    const text = `
public class Safe extends HttpServlet {
  protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    ObjectInputStream in = new ObjectInputStream(req.getInputStream());
    in.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.example.dto.*;!*"));
    Object cart = in.readObject();
    try (ObjectInputStream local = new ObjectInputStream(new FileInputStream("cache.bin"))) {
      Object cached = local.readObject();
    }
    OrderDto dto = new ObjectMapper().readValue(req.getInputStream(), OrderDto.class);
  }
}`;
    expect(only(analyze(text), "SEC-DESERIALIZATION")).toEqual([]);
  });

  it("flags activateDefaultTyping with a permissive validator, not with an allow-listing one", () => {
    const text = `
class JacksonConfig {
  ObjectMapper mapper() {
    ObjectMapper m = new ObjectMapper();
    m.activateDefaultTyping(m.getPolymorphicTypeValidator()); // default
    m.activateDefaultTyping(BasicPolymorphicTypeValidator.builder().allowIfBaseType(Object.class).build()); // object
    PolymorphicTypeValidator ptv = BasicPolymorphicTypeValidator.builder().allowIfSubType("com.example.model.").build();
    m.activateDefaultTyping(ptv, ObjectMapper.DefaultTyping.NON_FINAL);
    return m;
  }
}
@JsonTypeInfo(use = JsonTypeInfo.Id.CLASS) // annotation
abstract class Animal {}`;
    const fs = only(analyze(text), "SEC-DESERIALIZATION");
    expect(fs.map((f) => [f.line, f.severity])).toEqual([
      [lineOf(text, "// default"), "warning"],
      [lineOf(text, "// object"), "warning"],
      [lineOf(text, "// annotation"), "warning"],
    ]);
  });

  it("follows the request stream into a helper that deserializes", () => {
    const text = `
public class Api extends HttpServlet {
  protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    Object o = decode(req.getInputStream());
  }
  private Object decode(InputStream raw) throws Exception {
    return new ObjectInputStream(raw).readObject(); // sink
  }
}`;
    const fs = only(analyze(text), "SEC-DESERIALIZATION");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
    expect(fs[0].severity).toBe("error");
  });
});

describe("XML external entities (CWE-611)", () => {
  it("flags parser factories without secure configuration in the class", () => {
    const text = `
public class XmlImport {
  public Document parse(InputStream in) throws Exception {
    DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
    return dbf.newDocumentBuilder().parse(in); // dbf
  }
  public void stax(InputStream in) throws Exception {
    XMLInputFactory f = XMLInputFactory.newInstance();
    f.createXMLStreamReader(in); // stax
  }
  public DocumentBuilderFactory factory() {
    return DocumentBuilderFactory.newInstance(); // factory only
  }
}`;
    // reported where the method parses the document, else where the factory is made
    const fs = only(analyze(text), "SEC-XXE");
    expect(fs.map((f) => f.line)).toEqual([
      lineOf(text, "// dbf"),
      lineOf(text, "// stax"),
      lineOf(text, "// factory only"),
    ]);
    expect(fs[0].cwe).toBe(611);
    expect(fs[0].severity).toBe("warning");
  });

  it("accepts factories hardened with disallow-doctype-decl / SUPPORT_DTD=false", () => {
    const text = `
public class SafeXml {
  public Document parse(InputStream in) throws Exception {
    DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
    dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return dbf.newDocumentBuilder().parse(in);
  }
}
class SafeStax {
  XMLStreamReader open(InputStream in) throws Exception {
    XMLInputFactory f = XMLInputFactory.newInstance();
    f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    return f.createXMLStreamReader(in);
  }
}`;
    expect(only(analyze(text), "SEC-XXE")).toEqual([]);
  });
});

describe("trust boundary (CWE-501)", () => {
  it("warns when request data is stored in the session, not when validated data is", () => {
    const text = `
public class Prefs extends HttpServlet {
  protected void doPost(HttpServletRequest req, HttpServletResponse resp) {
    HttpSession session = req.getSession();
    session.setAttribute("role", req.getParameter("role")); // sink
    int page = Integer.parseInt(req.getParameter("page"));
    session.setAttribute("page", page);
    session.setAttribute("user", currentUser());
    String username = req.getParameter("username");
    if (authService.authenticate(username, req.getParameter("password"))) {
      session.setAttribute("username", username);
    }
  }
}`;
    const fs = only(analyze(text), "SEC-TRUST-BOUNDARY");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
    expect(fs[0].cwe).toBe(501);
    expect(fs[0].severity).toBe("warning");
  });
});

describe("insecure cookies (CWE-614 / CWE-1004)", () => {
  it("flags cookies added without Secure/HttpOnly and ResponseCookie builders without the flags", () => {
    const text = `
@RestController
public class SessionController {
  @PostMapping("/login")
  public ResponseEntity<String> login(HttpServletResponse response) {
    Cookie session = new Cookie("SESSION", newSessionId()); // both
    response.addCookie(session);
    Cookie theme = new Cookie("visitor", "dark"); // httponly
    theme.setSecure(true);
    response.addCookie(theme);
    Cookie good = new Cookie("sid", newSessionId());
    good.setSecure(true);
    good.setHttpOnly(true);
    response.addCookie(good);
    Cookie logout = new Cookie("SESSION", null);
    logout.setMaxAge(0);
    response.addCookie(logout);
    ResponseCookie jwt = ResponseCookie.from("jwt", token()).path("/").build(); // builder
    ResponseCookie ok = ResponseCookie.from("jwt2", token()).secure(true).httpOnly(true).sameSite("Lax").build();
    return ResponseEntity.ok().header(HttpHeaders.SET_COOKIE, jwt.toString()).body("ok");
  }
}`;
    const fs = only(analyze(text), "SEC-INSECURE-COOKIE");
    // a cookie missing both flags has both weaknesses: CWE-614 and CWE-1004 on its line
    expect(fs.map((f) => [f.line, f.cwe])).toEqual([
      [lineOf(text, "// both"), 614],
      [lineOf(text, "// both"), 1004],
      [lineOf(text, "// httponly"), 1004],
      [lineOf(text, "// builder"), 614],
      [lineOf(text, "// builder"), 1004],
    ]);
    expect(fs[0].message).toContain("Secure and HttpOnly");
    expect(fs[2].message).toContain("setHttpOnly(true)");
    expect(fs[2].message).not.toContain("setSecure(true)");
    expect(fs[0].severity).toBe("warning");
  });
});
