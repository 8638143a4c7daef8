// Outbound sinks (spec-outbound.ts): outgoing requests (SSRF), log records and response headers, with the guards and
// encoders that make them safe.
import { describe, expect, it } from "vitest";
import { analyze, lineOf } from "./analyze/security-helpers";

const cwesAt = (text: string, cwe: number) => analyze(text).filter((f) => f.cwe === cwe);

describe("server-side request forgery (CWE-918)", () => {
  it("flags request URLs opened with URL, RestTemplate and java.net.http", () => {
    const text = `
@RestController
public class FetchController {
  private final RestTemplate rest = new RestTemplate();
  private final HttpClient http = HttpClient.newHttpClient();
  @GetMapping("/fetch")
  public String fetch(@RequestParam String url) throws Exception {
    new URL(url).openStream(); // url
    rest.getForObject(url, String.class); // rest
    HttpRequest req = HttpRequest.newBuilder(URI.create(url)).build();
    return http.send(req, HttpResponse.BodyHandlers.ofString()).body(); // send
  }
}`;
    const fs = cwesAt(text, 918);
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// url"), lineOf(text, "// rest"), lineOf(text, "// send")]);
    expect(fs[0].rule).toBe("SEC-SSRF");
  });
  it("stays quiet when the host is checked against an allow-list or the value is an encoded query", () => {
    const text = `
@RestController
public class FetchController {
  private static final Set<String> HOSTS = Set.of("api.partner.example");
  private final RestTemplate rest = new RestTemplate();
  @GetMapping("/fetch")
  public String fetch(@RequestParam String url, @RequestParam String q) throws Exception {
    URI uri = URI.create(url);
    if (!HOSTS.contains(uri.getHost())) throw new IllegalArgumentException("host");
    rest.getForObject(uri, String.class);
    return rest.getForObject("https://api.partner.example/search?q=" + URLEncoder.encode(q, UTF_8), String.class);
  }
}`;
    expect(cwesAt(text, 918)).toEqual([]);
  });
  it("reports a public client method that fetches its URL parameter (library code)", () => {
    const text = `
public class PageDownloader {
  public byte[] download(String pageUrl) throws IOException {
    try (InputStream in = new URL(pageUrl).openStream()) { // sink
      return in.readAllBytes();
    }
  }
}`;
    const fs = cwesAt(text, 918);
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
    expect(fs[0].severity).toBe("warning");
  });
});

describe("log injection (CWE-117)", () => {
  it("flags request values logged as they are", () => {
    const text = `
@RestController
public class LoginController {
  private static final Logger log = LoggerFactory.getLogger(LoginController.class);
  @PostMapping("/login")
  public void login(@RequestParam String username) {
    log.warn("failed login for {}", username); // sink
  }
}`;
    expect(cwesAt(text, 117).map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
  });
  it("stays quiet when CR/LF are removed or the value is a number", () => {
    const text = `
@RestController
public class LoginController {
  private static final Logger log = LoggerFactory.getLogger(LoginController.class);
  @PostMapping("/login")
  public void login(@RequestParam String username, @RequestParam long attempt) {
    log.warn("failed login for {}", username.replaceAll("[\\\\r\\\\n]", "_"));
    log.info("attempt " + attempt);
  }
}`;
    expect(cwesAt(text, 117)).toEqual([]);
  });
});

describe("HTTP response splitting (CWE-113)", () => {
  it("flags request values written into response headers", () => {
    const text = `
@RestController
public class DownloadController {
  @GetMapping("/download")
  public ResponseEntity<byte[]> download(@RequestParam String name, HttpServletResponse response) {
    response.setHeader("Content-Disposition", "attachment; filename=" + name); // servlet
    return ResponseEntity.ok().header("X-Name", name).body(new byte[0]); // builder
  }
}`;
    expect(cwesAt(text, 113).map((f) => f.line)).toEqual([lineOf(text, "// servlet"), lineOf(text, "// builder")]);
  });
  it("stays quiet when the value is URL-encoded", () => {
    const text = `
@RestController
public class DownloadController {
  @GetMapping("/download")
  public void download(@RequestParam String name, HttpServletResponse response) {
    response.setHeader("Content-Disposition", "attachment; filename*=UTF-8''" + URLEncoder.encode(name, UTF_8));
  }
}`;
    expect(cwesAt(text, 113)).toEqual([]);
  });
});
