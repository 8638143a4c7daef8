import { describe, expect, it } from "vitest";
import { parse } from "java-parser";
import { securityRules, RULES } from "@/lib/analyze/security";
import type { Finding } from "@/lib/analyze/types";

function analyze(text: string, userLine: (l: number) => number | null = (l) => l): Finding[] {
  return securityRules({ text, cst: parse(text), userLine });
}
function lineOf(text: string, marker: string): number {
  const i = text.split("\n").findIndex((l) => l.includes(marker));
  if (i < 0) throw new Error(`marker ${marker} not found`);
  return i + 1;
}

/** One vulnerable file that triggers every rule of the family. */
const EVERYTHING = `
@Controller
public class Everything {
  private static final String API_KEY = "sk_live_51HxYzAbCdEfGhIjKlMnOpQr";
  private final Random random = new Random();
  private JdbcTemplate jdbc;
  @GetMapping("/all")
  public String all(@RequestParam String q, @RequestParam int size, HttpServletRequest req, HttpServletResponse resp, DirContext ctx) throws Exception {
    jdbc.queryForList("SELECT * FROM t WHERE q = '" + q + "'");
    Runtime.getRuntime().exec("grep " + q + " /var/log/app.log");
    resp.getWriter().println("<p>" + q + "</p>");
    new FileInputStream("/data/" + q);
    new ObjectInputStream(req.getInputStream()).readObject();
    MessageDigest.getInstance("MD5");
    Cipher.getInstance("DES");
    String sessionToken = Integer.toString(random.nextInt());
    ctx.search("dc=example", "(uid=" + q + ")", null);
    XPathFactory.newInstance().newXPath().evaluate("//user[@id='" + q + "']", doc);
    DocumentBuilderFactory.newInstance();
    req.getSession().setAttribute("q", q);
    Cookie c = new Cookie("sid", sessionToken);
    resp.addCookie(c);
    resp.sendRedirect(req.getParameter("next"));
    new IvParameterSpec(new byte[16]);
    HttpsURLConnection.setDefaultHostnameVerifier((h, s) -> true);
    new ScriptEngineManager().getEngineByName("js").eval(q);
    new SpelExpressionParser().parseExpression(q);
    Velocity.evaluate(new VelocityContext(), new StringWriter(), "t", q);
    Document.parse("{ name: '" + q + "' }");
    new URL(q).openStream();
    log.info("query " + q);
    resp.setHeader("X-Query", q);
    resp.setHeader("Access-Control-Allow-Origin", req.getHeader("Origin"));
    Pattern.compile(q);
    Class.forName(q);
    new Socket("ledger.internal", 9000);
    new File("/tmp/out.txt").setWritable(true, false);
    try { work(); } catch (Exception e) { e.printStackTrace(resp.getWriter()); }
    byte[] buffer = new byte[size];
    return "all";
  }
  public String hashPassword(String password) { return new Md5PasswordEncoder().encode(password); }
}`;

describe("security family contract", () => {
  const findings = analyze(EVERYTHING);

  it("covers every rule of the catalogue with a well-formed finding", () => {
    const rules = new Set(findings.map((f) => f.rule));
    expect([...rules].sort()).toEqual(Object.keys(RULES).sort());
    for (const f of findings) {
      expect(f.category).toBe("security");
      expect(f.rule).toMatch(/^SEC-[A-Z-]+$/);
      expect(["error", "warning", "info"]).toContain(f.severity);
      expect(typeof f.cwe).toBe("number");
      expect(f.line).toBeGreaterThan(0);
      expect(f.column).toBeGreaterThan(0);
      expect(f.message.trim()).toMatch(/\.$/);
      expect(f.explanation && f.explanation.length).toBeGreaterThan(40);
      expect(f.fix).toContain("```java");
      expect(f.lesson).toMatch(/^\/courses\/(secure-coding-java|spring-security|spring-rest-apis)\/[a-z-]+$/);
    }
  });

  it("uses the CWE and lesson mapping of the catalogue", () => {
    const byRule = new Map(findings.map((f) => [f.rule, f]));
    expect(byRule.get("SEC-SQL-INJECTION")?.cwe).toBe(89);
    expect(byRule.get("SEC-COMMAND-INJECTION")?.cwe).toBe(78);
    expect(byRule.get("SEC-XSS")?.cwe).toBe(79);
    expect(byRule.get("SEC-PATH-TRAVERSAL")?.cwe).toBe(22);
    expect(byRule.get("SEC-DESERIALIZATION")?.cwe).toBe(502);
    expect(byRule.get("SEC-HARDCODED-SECRET")?.cwe).toBe(798);
    expect(byRule.get("SEC-WEAK-HASH")?.cwe).toBe(328);
    expect(byRule.get("SEC-WEAK-CIPHER")?.cwe).toBe(327);
    expect(byRule.get("SEC-INSECURE-RANDOM")?.cwe).toBe(330);
    expect(byRule.get("SEC-OPEN-REDIRECT")?.cwe).toBe(601);
    expect(byRule.get("SEC-LDAP-INJECTION")?.cwe).toBe(90);
    expect(byRule.get("SEC-XPATH-INJECTION")?.cwe).toBe(643);
    expect(byRule.get("SEC-XXE")?.cwe).toBe(611);
    expect(byRule.get("SEC-TRUST-BOUNDARY")?.cwe).toBe(501);
    expect([614, 1004]).toContain(byRule.get("SEC-INSECURE-COOKIE")?.cwe);
    expect(byRule.get("SEC-INSECURE-TLS")?.cwe).toBe(295);
    const cwes: Record<string, number> = {
      "SEC-CODE-INJECTION": 94,
      "SEC-EL-INJECTION": 917,
      "SEC-TEMPLATE-INJECTION": 1336,
      "SEC-NOSQL-INJECTION": 943,
      "SEC-SSRF": 918,
      "SEC-LOG-INJECTION": 117,
      "SEC-RESPONSE-SPLITTING": 113,
      "SEC-REGEX-DOS": 1333,
      "SEC-UNSAFE-REFLECTION": 470,
      "SEC-CLEARTEXT": 319,
      "SEC-WORLD-WRITABLE": 732,
      "SEC-ERROR-EXPOSURE": 209,
      "SEC-RESOURCE-EXHAUSTION": 400,
    };
    for (const [rule, cwe] of Object.entries(cwes)) expect(byRule.get(rule)?.cwe, rule).toBe(cwe);
    expect(byRule.get("SEC-SQL-INJECTION")?.lesson).toBe("/courses/secure-coding-java/sql-injection");
    expect(byRule.get("SEC-COMMAND-INJECTION")?.lesson).toBe("/courses/secure-coding-java/command-injection");
    expect(byRule.get("SEC-XSS")?.lesson).toBe("/courses/secure-coding-java/xss-and-output-encoding");
    expect(byRule.get("SEC-PATH-TRAVERSAL")?.lesson).toBe("/courses/secure-coding-java/path-traversal");
    expect(byRule.get("SEC-DESERIALIZATION")?.lesson).toBe("/courses/secure-coding-java/deserialization");
    expect(byRule.get("SEC-HARDCODED-SECRET")?.lesson).toBe("/courses/secure-coding-java/secrets-management");
    for (const r of ["SEC-WEAK-HASH", "SEC-WEAK-CIPHER", "SEC-INSECURE-RANDOM"])
      expect(byRule.get(r)?.lesson).toBe("/courses/secure-coding-java/secure-randomness-and-crypto");
  });

  it("keeps one finding per sink location, rule and CWE", () => {
    const keys = findings.map((f) => `${f.rule}@${f.line}:${f.column}#${f.cwe}`);
    expect(new Set(keys).size).toBe(keys.length);
    const text = `
public class Loop {
  @GetMapping("/l")
  public void l(@RequestParam String a, @RequestParam String b, @RequestParam boolean x) throws Exception {
    for (int i = 0; i < 3; i++) {
      String v = x ? a : b;
      stmt.executeQuery("SELECT * FROM t WHERE c = '" + v + "'"); // sink
    }
  }
}`;
    const fs = analyze(text).filter((f) => f.rule === "SEC-SQL-INJECTION");
    expect(fs).toHaveLength(1);
    expect(fs[0].line).toBe(lineOf(text, "// sink"));
  });

  it("is pure: the same input gives the same findings", () => {
    expect(analyze(EVERYTHING)).toEqual(findings);
  });

  it("maps lines of a synthetic wrapper to the learner's lines and drops findings inside the wrapper", () => {
    const user = [
      `String name = request.getParameter("name");`,
      `Statement stmt = connection.createStatement();`,
      `stmt.executeQuery("SELECT * FROM users WHERE name = '" + name + "'");`,
    ];
    const text = [
      "public class Main {",
      '  private static final String PASSWORD = "Wrapper-Secret-99";',
      "  void snippet() throws Exception {",
      ...user.map((l) => "    " + l),
      "  }",
      "}",
    ].join("\n");
    const first = 4;
    const fs = analyze(text, (l) => (l >= first && l < first + user.length ? l - first + 1 : null));
    expect(fs.map((f) => [f.rule, f.line])).toEqual([["SEC-SQL-INJECTION", 3]]);
    expect(fs[0].message).toContain("executeQuery on line 3");
  });

  it("never throws on unusual but valid Java (records, enums, interfaces, nested and anonymous classes, switch expressions)", () => {
    const text = `
public sealed interface Shape permits Circle, Square {
  double area();
  default String describe() { return "shape " + area(); }
}
record Circle(double r) implements Shape { public double area() { return Math.PI * r * r; } }
record Square(double s) implements Shape {
  Square { if (s < 0) throw new IllegalArgumentException(); }
  public double area() { return s * s; }
}
enum Level { LOW { int w() { return 1; } }, HIGH { int w() { return 2; } }; abstract int w(); }
class Outer<T extends Comparable<T>> {
  class Inner { int x = switch (Level.LOW) { case LOW -> 1; case HIGH -> { yield 2; } }; }
  static <U> U id(U u) { return u; }
  Object o = new Object() { @Override public String toString() { return "anon"; } };
  int[][] grid = new int[3][4];
  void labels() { outer: for (int i = 0; i < 3; i++) { for (int j = 0; j < 3; j++) { if (j == 1) continue outer; if (i == 2) break outer; } } }
  void lambdas() { Runnable r = () -> {}; java.util.function.Function<String, String> f = String::trim; var x = (Object o2) -> o2 instanceof String s && !s.isEmpty(); }
}`;
    expect(() => analyze(text)).not.toThrow();
    expect(analyze(text)).toEqual([]);
  });

  it("stays fast on deeply nested loops, long if-chains and long concatenations", () => {
    const depth = 12;
    let body = `stmt.executeQuery("SELECT * FROM t WHERE a = '" + q + "'"); // sink`;
    for (let i = 0; i < depth; i++) body = `for (int i${i} = 0; i${i} < 3; i${i}++) {\n${body}\n}`;
    const ifs = Array.from(
      { length: 150 },
      (_, i) => `if (q.length() == ${i}) { s${i % 5} = s${(i + 1) % 5} + q; } else { s${i % 5} = "x"; }`,
    ).join("\n");
    const concat = Array.from({ length: 1500 }, (_, i) => (i % 2 ? "q" : `"p${i}"`)).join(" + ");
    const text = `
public class Deep {
  @GetMapping("/d")
  public void d(@RequestParam String q) throws Exception {
    String s0 = "", s1 = "", s2 = "", s3 = "", s4 = "";
${body}
${ifs}
    stmt.executeQuery(s0 + s1); // chain
    stmt.executeQuery(${concat}); // long
  }
}`;
    const cst = parse(text);
    const fs = securityRules({ text, cst, userLine: (l) => l }).filter((f) => f.rule === "SEC-SQL-INJECTION");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// sink"), lineOf(text, "// chain"), lineOf(text, "// long")]);
  });

  it("analyses a ~1,000-line file quickly", () => {
    const block = (i: number) => `
@RestController
class Controller${i} {
  private final JdbcTemplate jdbc;
  private static final Set<String> SORT = Set.of("name", "date");
  @GetMapping("/a${i}")
  public List<Map<String, Object>> a(@RequestParam String name, @RequestParam String sort) {
    if (!SORT.contains(sort)) throw new IllegalArgumentException();
    return jdbc.queryForList("SELECT * FROM t${i} WHERE name = ? ORDER BY " + sort, name);
  }
  @GetMapping("/b${i}")
  public String b(@RequestParam String q) {
    String sql = buildQuery(q);
    jdbc.queryForList(sql);
    StringBuilder sb = new StringBuilder();
    for (String part : q.split(",")) { sb.append("<li>").append(part).append("</li>"); }
    return "<ul>" + sb + "</ul>";
  }
  private String buildQuery(String q) { return "SELECT * FROM t${i} WHERE q = '" + q + "'"; }
  @PostMapping("/c${i}")
  public void c(@RequestBody Dto dto, HttpServletResponse resp) throws IOException {
    Path base = Paths.get("/srv/${i}").normalize();
    Path p = base.resolve(dto.getFile()).normalize();
    if (!p.startsWith(base)) throw new SecurityException();
    resp.getOutputStream().write(Files.readAllBytes(p));
  }
}
`;
    let text = "";
    let i = 0;
    while (text.split("\n").length < 1000) text += block(i++);
    const cst = parse(text);
    securityRules({ text, cst, userLine: (l) => l }); // warm-up
    const fs = securityRules({ text, cst, userLine: (l) => l });
    expect(fs.filter((f) => f.rule === "SEC-SQL-INJECTION")).toHaveLength(i);
    expect(fs.filter((f) => f.rule === "SEC-XSS")).toHaveLength(i);
    expect(fs.filter((f) => f.rule === "SEC-PATH-TRAVERSAL")).toHaveLength(0);
  });
});
