// Configuration weaknesses without data flow (static-weaknesses.ts): world-writable files, cleartext transmission,
// exception details in responses, and sizes chosen by the sender.
import { describe, expect, it } from "vitest";
import { analyze, lineOf } from "./analyze/security-helpers";

const cwesAt = (text: string, cwe: number) => analyze(text).filter((f) => f.cwe === cwe);

describe("world-writable files (CWE-732)", () => {
  it("flags permissions for everybody", () => {
    const text = `
public class ExportFile {
  public void publish(File out, Path key) throws IOException {
    out.setWritable(true, false); // flag
    Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-rw-rw-")); // posix
  }
}`;
    expect(cwesAt(text, 732).map((f) => f.line)).toEqual([lineOf(text, "// flag"), lineOf(text, "// posix")]);
  });
  it("stays quiet for owner-only permissions", () => {
    const text = `
public class ExportFile {
  public void publish(File out, Path key) throws IOException {
    out.setWritable(true, true);
    Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-r-----"));
  }
}`;
    expect(cwesAt(text, 732)).toEqual([]);
  });
});

describe("cleartext transmission (CWE-319)", () => {
  it("flags plain HTTP to another service and plain sockets", () => {
    const text = `
public class PayrollClient {
  private static final String PROVIDER = "http://payroll.partner.example/api/upload";
  private final RestTemplate rest = new RestTemplate();
  public void send(List<String> lines) throws IOException {
    rest.postForEntity(PROVIDER, lines, Void.class); // http
    try (Socket s = new Socket("vault.internal", 7000)) { // socket
      s.getOutputStream().write(1);
    }
  }
}`;
    expect(cwesAt(text, 319).map((f) => f.line)).toEqual([lineOf(text, "// http"), lineOf(text, "// socket")]);
  });
  it("stays quiet for https, localhost and TLS sockets", () => {
    const text = `
public class PayrollClient {
  private static final String PROVIDER = "https://payroll.partner.example/api/upload";
  private final RestTemplate rest = new RestTemplate();
  public void send(List<String> lines) throws IOException {
    rest.postForEntity(PROVIDER, lines, Void.class);
    rest.getForObject("http://localhost:8080/actuator/health", String.class);
    try (Socket s = SSLSocketFactory.getDefault().createSocket("vault.internal", 7000)) {
      s.getOutputStream().write(1);
    }
  }
}`;
    expect(cwesAt(text, 319)).toEqual([]);
  });
});

describe("exception details in responses (CWE-209)", () => {
  it("flags a message or stack trace sent to the client", () => {
    const text = `
@RestControllerAdvice
public class ErrorAdvice {
  @ExceptionHandler(Exception.class)
  public ResponseEntity<String> handle(Exception ex) {
    return ResponseEntity.status(500).body(ex.getMessage()); // sink
  }
}`;
    expect(cwesAt(text, 209).map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
  });
  it("stays quiet when the exception is logged and a generic message is sent", () => {
    const text = `
@RestControllerAdvice
public class ErrorAdvice {
  private static final Logger log = LoggerFactory.getLogger(ErrorAdvice.class);
  @ExceptionHandler(Exception.class)
  public ResponseEntity<String> handle(Exception ex) {
    log.error("request failed: {}", ex.getMessage(), ex);
    return ResponseEntity.status(500).body("internal error");
  }
}`;
    expect(cwesAt(text, 209)).toEqual([]);
  });
});

describe("sizes chosen by the sender (CWE-400)", () => {
  it("flags an uncapped request number sizing an allocation", () => {
    const text = `
@RestController
public class ChunkController {
  @PostMapping("/chunk")
  public int chunk(@RequestHeader("X-Length") String header) {
    int length = Integer.parseInt(header);
    byte[] buffer = new byte[length]; // sink
    return buffer.length;
  }
}`;
    expect(cwesAt(text, 400).map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
  });
  it("stays quiet when the number is capped", () => {
    const text = `
@RestController
public class ChunkController {
  private static final int MAX = 1 << 20;
  @PostMapping("/chunk")
  public int chunk(@RequestHeader("X-Length") String header) {
    int length = Math.min(Integer.parseInt(header), MAX);
    byte[] buffer = new byte[length];
    return buffer.length;
  }
}`;
    expect(cwesAt(text, 400)).toEqual([]);
  });
});
