// Near misses of issue 31's real-world development set: each check that makes code safe (a relative-path check, a
// regex on args[i], a CR/LF rejection, XStream permissions...) next to the same code without it, which stays flagged.
import { describe, expect, it } from "vitest";
import { analyze, lineOf } from "./security-helpers";

const cwes = (text: string, cwe: number) =>
  analyze(text)
    .filter((f) => f.cwe === cwe && f.severity !== "info")
    .map((f) => f.line);

describe("open redirect: relative paths (CWE-601)", () => {
  const controller = (check: string) => `
@Controller
public class LoginReturnController {
  @PostMapping("/login")
  public String login(@RequestParam String returnTo) {
    ${check}
    return "redirect:" + returnTo; // sink
  }
}`;
  it("flags a return target that is not checked", () => {
    const text = controller("");
    expect(cwes(text, 601)).toEqual([lineOf(text, "// sink")]);
  });
  it("accepts a target that starts with / but not // or /\\", () => {
    const text = controller(
      'if (!returnTo.startsWith("/") || returnTo.startsWith("//") || returnTo.startsWith("/\\\\")) return "redirect:/";',
    );
    expect(cwes(text, 601)).toEqual([]);
  });
  it("accepts a path kept through a ternary with a constant fallback", () => {
    const text = `
@Controller
public class LanguageController {
  @GetMapping("/lang")
  public String back(@RequestHeader("Referer") String referer) {
    String path = URI.create(referer).getRawPath();
    String back = path != null && path.startsWith("/") && !path.startsWith("//") ? path : "/";
    return "redirect:" + back;
  }
}`;
    expect(cwes(text, 601)).toEqual([]);
  });
});

describe("command line programs: checks on args[i] (CWE-78)", () => {
  const cli = (exit: string) => `
public class SnapshotCli {
  public static void main(String[] args) throws Exception {
    if (args.length != 1 || !args[0].matches("[a-z][a-z0-9_]{0,31}")) {
      System.err.println("usage: SnapshotCli <pool>");
      ${exit}
    }
    Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", "zfs snapshot " + args[0]}); // sink
  }
}`;
  it("flags the argument when the usage check does not stop the program", () => {
    const text = cli("");
    expect(cwes(text, 78)).toEqual([lineOf(text, "// sink")]);
  });
  it("accepts the argument after a regex check that ends with System.exit", () => {
    expect(cwes(cli("System.exit(2);"), 78)).toEqual([]);
  });
  it("narrows a record accessor checked by a regex, and forgets it after the variable changes", () => {
    const text = `
@RestController
public class ScanController {
  @PostMapping("/scans")
  public void start(@RequestBody ScanRequest request, @RequestBody ScanRequest other) throws IOException {
    if (!request.target().matches("[0-9.]{7,15}")) throw new IllegalArgumentException();
    Runtime.getRuntime().exec("sh -c nmap " + request.target());
    request = other;
    Runtime.getRuntime().exec("sh -c nmap " + request.target()); // again
  }
  public record ScanRequest(String target) {}
}`;
    expect(cwes(text, 78)).toEqual([lineOf(text, "// again")]);
  });
});

describe("log injection: CR/LF rejected (CWE-117)", () => {
  const endpoint = (check: string) => `
@Path("/webhooks")
public class OrderWebhookEndpoint {
  private static final Logger LOGGER = Logger.getLogger("hooks");
  @POST
  public Response receive(@HeaderParam("X-Shop-Domain") String shop) {
    ${check}
    LOGGER.info("order webhook from shop " + shop); // sink
    return Response.accepted().build();
  }
}`;
  it("flags a header logged as it came", () => {
    const text = endpoint("");
    expect(cwes(text, 117)).toEqual([lineOf(text, "// sink")]);
  });
  it("accepts a header rejected when it contains a line break", () => {
    const check = "if (shop.indexOf('\\n') >= 0 || shop.indexOf('\\r') >= 0) return Response.status(400).build();";
    expect(cwes(endpoint(check), 117)).toEqual([]);
  });
  it("still flags a header when only one of CR and LF is rejected", () => {
    const text = endpoint('if (shop.contains("\\n")) return Response.status(400).build();');
    expect(cwes(text, 117)).toEqual([lineOf(text, "// sink")]);
  });
});

describe("XStream type permissions (CWE-502)", () => {
  const consumer = (setup: string) => `
@Component
public class PartnerOrderXmlConsumer {
  private final XStream xstream = new XStream();
  public PartnerOrderXmlConsumer() {
    ${setup}
  }
  @KafkaListener(topics = "orders")
  public void onOrder(String xml) {
    Object order = xstream.fromXML(xml); // sink
  }
}`;
  it("flags fromXML on an XStream that allows every type", () => {
    const text = consumer('xstream.alias("order", Object.class);');
    expect(cwes(text, 502)).toEqual([lineOf(text, "// sink")]);
  });
  it("accepts fromXML after NoTypePermission.NONE and an allow-list", () => {
    const setup =
      'xstream.addPermission(NoTypePermission.NONE); xstream.allowTypesByWildcard(new String[] {"com.x.**"});';
    expect(cwes(consumer(setup), 502)).toEqual([]);
  });
});

describe("weak hashes used as cache keys (CWE-328)", () => {
  it("flags MD5 for tokens but not for an ETag", () => {
    const text = `
public class Digests {
  public String tokenHash(String token) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(token.getBytes())); // token
  }
}
class StaticAssetEtagFilter {
  public String etagFor(byte[] asset) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(asset));
  }
}`;
    expect(cwes(text, 328)).toEqual([lineOf(text, "// token")]);
  });
});

describe("preference cookies (CWE-614 / CWE-1004)", () => {
  it("accepts a theme cookie with a constant value, flags it when the request chooses the value", () => {
    const text = `
@RestController
public class ThemeController {
  @PostMapping("/ui/theme")
  public void setTheme(@RequestParam boolean dark, @RequestParam String custom, HttpServletResponse response) {
    response.addCookie(new Cookie("ui_theme", dark ? "dark" : "light"));
    Cookie echo = new Cookie("ui_theme", custom); // custom
    response.addCookie(echo);
    Cookie session = new Cookie("ui_session", "x"); // session
    response.addCookie(session);
  }
}`;
    expect(cwes(text, 614)).toEqual([lineOf(text, "// custom"), lineOf(text, "// session")]);
  });
});

describe("stream.map applies the function to the elements (CWE-79, CWE-89)", () => {
  const page = (cell: string) => `
@RestController
public class TranscriptController {
  @PostMapping("/transcript")
  public ResponseEntity<String> transcript(@RequestBody List<String> lines) {
    String body = lines.stream().map(l -> "<td>" + ${cell} + "</td>").collect(Collectors.joining());
    return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body("<table>" + body + "</table>"); // sink
  }
}`;
  it("flags elements written unescaped", () => {
    const text = page("l");
    expect(cwes(text, 79)).toEqual([lineOf(text, "// sink")]);
  });
  it("accepts elements escaped inside map, and method references to an escaper", () => {
    expect(cwes(page("HtmlUtils.htmlEscape(l)"), 79)).toEqual([]);
    const text = `
@RestController
public class InvoiceView {
  @GetMapping(value = "/preview", produces = MediaType.TEXT_HTML_VALUE)
  public String preview(@RequestParam String note) {
    Object[] escaped = Arrays.stream(new String[] {note}).map(HtmlUtils::htmlEscape).toArray();
    return MessageFormat.format("<p>{0}</p>", escaped);
  }
}`;
    expect(cwes(text, 79)).toEqual([]);
  });
  it("accepts an IN clause of ? placeholders built from the values", () => {
    const text = `
public class MemberQueries {
  private final JdbcTemplate jdbc;
  public List<String> emails(List<String> roles) {
    String in = roles.stream().map(r -> "?").collect(Collectors.joining(", ", "(", ")"));
    return jdbc.query("SELECT email FROM member WHERE role IN " + in, (rs, i) -> rs.getString(1), roles.toArray());
  }
}`;
    expect(cwes(text, 89)).toEqual([]);
  });
});

describe("XML bundled with the application (CWE-611)", () => {
  it("flags an uploaded document but not a classpath resource", () => {
    const text = `
public class CatalogLoader {
  public int bundled() throws Exception {
    try (InputStream in = CatalogLoader.class.getResourceAsStream("/catalog/categories.xml")) {
      return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in).getChildNodes().getLength();
    }
  }
  public int uploaded(MultipartFile file) throws Exception {
    try (InputStream in = file.getInputStream()) {
      return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in).getChildNodes().getLength(); // upload
    }
  }
}`;
    expect(cwes(text, 611)).toEqual([lineOf(text, "// upload")]);
  });
});

describe("hand-written CORS headers (CWE-942)", () => {
  const filter = (check: string, value: string) => `
public class CorsFilter extends OncePerRequestFilter {
  private static final Set<String> ORIGINS = Set.of("https://portal.example");
  protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain) {
    String origin = request.getHeader("Origin");
    if (${check}) {
      response.setHeader("Access-Control-Allow-Origin", ${value}); // sink
      response.setHeader("Access-Control-Allow-Credentials", "true");
    }
  }
}`;
  it("flags a reflected Origin and * with credentials", () => {
    const reflected = filter("origin != null", "origin");
    expect(cwes(reflected, 942)).toEqual([lineOf(reflected, "// sink")]);
    const star = filter("origin != null", '"*"');
    expect(cwes(star, 942)).toEqual([lineOf(star, "// sink")]);
    expect(analyze(star).find((f) => f.cwe === 942)?.rule).toBe("SEC-CORS-PERMISSIVE");
  });
  it("accepts an Origin checked against an allow-list or a pattern", () => {
    expect(cwes(filter("origin != null && ORIGINS.contains(origin)", "origin"), 942)).toEqual([]);
    expect(
      cwes(filter('Pattern.compile("^https://[a-z]+[.]example$").matcher(origin).matches()', "origin"), 942),
    ).toEqual([]);
  });
  it("flags an @RequestHeader Origin parameter echoed back, not * without credentials", () => {
    const text = `
@RestController
public class PreflightController {
  @RequestMapping(value = "/api/**", method = RequestMethod.OPTIONS)
  public ResponseEntity<Void> preflight(@RequestHeader("Origin") String origin, HttpServletResponse response) {
    response.setHeader("Access-Control-Allow-Origin", origin); // sink
    return ResponseEntity.noContent().build();
  }
  @GetMapping("/fonts")
  public void fonts(HttpServletResponse response) {
    response.setHeader("Access-Control-Allow-Origin", "*");
  }
}`;
    expect(cwes(text, 942)).toEqual([lineOf(text, "// sink")]);
  });
});

describe("credentials given to service clients (CWE-798)", () => {
  const config = (password: string) => `
@Configuration
public class MailConfig {
  @Bean
  JavaMailSenderImpl mailSender(@Value("\${smtp.password}") String configured) {
    JavaMailSenderImpl sender = new JavaMailSenderImpl();
    sender.setPassword(${password}); // sink
    return sender;
  }
}`;
  it("flags a literal SMTP password and accepts a configured one", () => {
    const text = config('"Sm7p-R3lay-Pr0d-2024"');
    expect(cwes(text, 798)).toEqual([lineOf(text, "// sink")]);
    expect(cwes(config("configured"), 798)).toEqual([]);
  });
  it("flags a secret constant where it is sent in the Authorization header", () => {
    const text = `
public class MapsClient {
  private final String apiKey = "AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY"; // field
  private final WebClient client = WebClient.create("https://maps.example");
  public String geocode() {
    return client.get().header(HttpHeaders.AUTHORIZATION, "Bearer " + apiKey).retrieve().bodyToMono(String.class).block(); // use
  }
}`;
    expect(cwes(text, 798)).toEqual([lineOf(text, "// field"), lineOf(text, "// use")]);
  });
});

describe("response headers from a parsed language tag (CWE-113)", () => {
  const controller = (value: string) => `
@RestController
public class GreetingController {
  @GetMapping("/greeting")
  public ResponseEntity<String> greeting(@RequestParam String lang) {
    HttpHeaders headers = new HttpHeaders();
    headers.add(HttpHeaders.CONTENT_LANGUAGE, ${value}); // sink
    return new ResponseEntity<>("hello", headers, 200);
  }
}`;
  it("flags the raw parameter and accepts Locale.forLanguageTag(..).toLanguageTag()", () => {
    const text = controller("lang");
    expect(cwes(text, 113)).toEqual([lineOf(text, "// sink")]);
    expect(cwes(controller("Locale.forLanguageTag(lang).toLanguageTag()"), 113)).toEqual([]);
  });
});

describe("security hotspots (info)", () => {
  it("reports a query or command run as it is as info, and one built from the parameter as a warning", () => {
    const text = `
public class ReportRunner {
  private final Connection connection;
  public ResultSet run(String sql) throws SQLException {
    return connection.createStatement().executeQuery(sql); // hotspot
  }
  public void shell(String command) throws Exception {
    Runtime.getRuntime().exec(command); // command
  }
  public ResultSet byName(String name) throws SQLException {
    return connection.createStatement().executeQuery("SELECT * FROM t WHERE name = '" + name + "'"); // built
  }
  public ResultSet fixed() throws SQLException {
    return connection.createStatement().executeQuery("SELECT 1");
  }
}`;
    const fs = analyze(text).map((f) => [f.line, f.cwe, f.severity]);
    expect(fs).toContainEqual([lineOf(text, "// hotspot"), 89, "info"]);
    expect(fs).toContainEqual([lineOf(text, "// command"), 78, "info"]);
    expect(fs).toContainEqual([lineOf(text, "// built"), 89, "warning"]);
    expect(fs).toHaveLength(3);
    const h = analyze(text).find((f) => f.severity === "info");
    expect(h?.message).toMatch(/^Security hotspot: `run\(\)` runs its parameter `sql`/);
    expect(h?.lesson).toBe("/courses/secure-coding-java/sql-injection");
  });
});
