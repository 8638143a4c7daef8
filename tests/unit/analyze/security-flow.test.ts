import { describe, expect, it } from "vitest";
import { analyze } from "./security-helpers";

// Each case is a servlet body (request/response in scope) or a whole class; `cwe` is the category that must be
// reported (vulnerable) or must not be (safe).
interface Case {
  name: string;
  cwe: number;
  vulnerable: boolean;
  body?: string;
  members?: string;
  cls?: string;
}

function servlet(c: Case): string {
  if (c.cls) return c.cls;
  return `
public class T extends HttpServlet {
${c.members ?? ""}
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
${c.body}
  }
}`;
}

function cwes(text: string): number[] {
  return analyze(text)
    .map((f) => f.cwe)
    .filter((x): x is number => typeof x === "number");
}

function check(cases: Case[]) {
  for (const c of cases) {
    it(`${c.vulnerable ? "reports" : "does not report"} CWE-${c.cwe}: ${c.name}`, () => {
      const found = cwes(servlet(c)).includes(c.cwe);
      expect(found).toBe(c.vulnerable);
    });
  }
}

const sql = (expr: string) =>
  `java.sql.Statement st = conn.createStatement();\nst.executeQuery("SELECT * FROM t WHERE a = '" + ${expr} + "'");`;
const conn = `private java.sql.Connection conn;`;

describe("value flow: collections, builders, branches known at analysis time", () => {
  check([
    {
      name: "map value under the key the request parameter was stored at",
      cwe: 89,
      vulnerable: true,
      members: conn,
      body: `Map<String, String> m = new HashMap<>();\nm.put("a", "x");\nm.put("b", request.getParameter("p"));\n${sql('m.get("b")')}`,
    },
    {
      name: "map value under another, constant key",
      cwe: 89,
      vulnerable: false,
      members: conn,
      body: `Map<String, String> m = new HashMap<>();\nm.put("a", "x");\nm.put("b", request.getParameter("p"));\n${sql('m.get("a")')}`,
    },
    {
      name: "list element that moved to index 0 after remove(0)",
      cwe: 89,
      vulnerable: true,
      members: conn,
      body: `List<String> l = new ArrayList<>();\nl.add("x");\nl.add(request.getParameter("p"));\nl.remove(0);\n${sql("l.get(0)")}`,
    },
    {
      name: "list element at a constant position",
      cwe: 89,
      vulnerable: false,
      members: conn,
      body: `List<String> l = new ArrayList<>();\nl.add("x");\nl.add(request.getParameter("p"));\nl.add("y");\nl.remove(0);\n${sql("l.get(1)")}`,
    },
    {
      name: "list passed to a helper (its contents are no longer known)",
      cwe: 89,
      vulnerable: true,
      members: `${conn}\nprivate void fill(List<String> l) {}`,
      body: `List<String> l = new ArrayList<>();\nl.add("x");\nl.add(request.getParameter("p"));\nfill(l);\n${sql("l.get(0)")}`,
    },
    {
      name: "StringBuilder that received the parameter",
      cwe: 89,
      vulnerable: true,
      members: conn,
      body: `StringBuilder sb = new StringBuilder("k");\nsb.append(request.getParameter("p")).append("!");\n${sql("sb.toString()")}`,
    },
    {
      name: "StringBuilder reset before use",
      cwe: 89,
      vulnerable: false,
      members: conn,
      body: `StringBuilder sb = new StringBuilder();\nsb.append(request.getParameter("p"));\nsb.setLength(0);\nsb.append("fixed");\n${sql("sb.toString()")}`,
    },
    {
      name: "switch on a constant that selects the tainted case",
      cwe: 89,
      vulnerable: true,
      members: conn,
      body: `String v;\nswitch ("abc".charAt(1)) {\n  case 'a': v = "x"; break;\n  case 'b': v = request.getParameter("p"); break;\n  default: v = "z";\n}\n${sql("v")}`,
    },
    {
      name: "switch on a constant that never reaches the tainted case",
      cwe: 89,
      vulnerable: false,
      members: conn,
      body: `String v;\nswitch ("abc".charAt(2)) {\n  case 'a': v = "x"; break;\n  case 'b': v = request.getParameter("p"); break;\n  default: v = "z";\n}\n${sql("v")}`,
    },
    {
      name: "ternary whose condition folds to false",
      cwe: 89,
      vulnerable: false,
      members: conn,
      body: `int n = 7;\nString v = (n * 2 > 20) ? request.getParameter("p") : "safe";\n${sql("v")}`,
    },
    {
      name: "if branch that always runs",
      cwe: 89,
      vulnerable: true,
      members: conn,
      body: `int n = 7;\nString v = "safe";\nif (n + 1 == 8) v = request.getParameter("p");\n${sql("v")}`,
    },
    {
      name: "tainted value overwritten by a constant",
      cwe: 89,
      vulnerable: false,
      members: conn,
      body: `String v = request.getParameter("p");\nv = "fixed";\n${sql("v")}`,
    },
    {
      name: "helper that returns its argument",
      cwe: 89,
      vulnerable: true,
      members: `${conn}\nprivate static String wrap(String s) { return "(" + s + ")"; }`,
      body: sql('wrap(request.getParameter("p"))'),
    },
    {
      name: "helper that ignores its argument",
      cwe: 89,
      vulnerable: false,
      members: `${conn}\nprivate static String wrap(String s) { return "fixed"; }`,
      body: sql('wrap(request.getParameter("p"))'),
    },
    {
      name: "Properties value stored under the looked-up key",
      cwe: 89,
      vulnerable: true,
      members: conn,
      body: `Properties p = new Properties();\np.setProperty("k", request.getParameter("p"));\n${sql('p.getProperty("k", "d")')}`,
    },
    {
      name: "Properties default for a key that was never set",
      cwe: 89,
      vulnerable: false,
      members: conn,
      body: `Properties p = new Properties();\np.setProperty("k", request.getParameter("p"));\n${sql('p.getProperty("other", "d")')}`,
    },
  ]);
});

describe("calls we cannot see", () => {
  check([
    {
      name: "an object made by an unknown factory passes the text through",
      cwe: 79,
      vulnerable: true,
      body: `ThingInterface thing = ThingFactory.createThing();\nresponse.getWriter().println(thing.doSomething(request.getParameter("p")));`,
    },
    {
      name: "an injected service's result is not assumed to carry the argument",
      cwe: 79,
      vulnerable: false,
      members: `@Autowired private GreetingService greetings;`,
      body: `response.getWriter().println(greetings.countFor(request.getParameter("p")));`,
    },
  ]);
});

describe("sources", () => {
  const sinkOf = (expr: string) => `response.getWriter().println(${expr});`;
  check([
    { name: "getParameter", cwe: 79, vulnerable: true, body: sinkOf('request.getParameter("a")') },
    { name: "getHeader", cwe: 79, vulnerable: true, body: sinkOf('request.getHeader("X-A")') },
    { name: "getQueryString", cwe: 79, vulnerable: true, body: sinkOf("request.getQueryString()") },
    { name: "getParameterValues", cwe: 79, vulnerable: true, body: sinkOf('request.getParameterValues("a")[0]') },
    { name: "getParameterMap", cwe: 79, vulnerable: true, body: sinkOf('request.getParameterMap().get("a")[0]') },
    { name: "cookie value", cwe: 79, vulnerable: true, body: sinkOf("request.getCookies()[0].getValue()") },
    { name: "request body reader", cwe: 79, vulnerable: true, body: sinkOf("request.getReader().readLine()") },
    { name: "environment variable (not a source)", cwe: 79, vulnerable: false, body: sinkOf('System.getenv("HOME")') },
    {
      name: "Spring @RequestHeader",
      cwe: 89,
      vulnerable: true,
      cls: `@RestController class C { private JdbcTemplate jdbc;
  @GetMapping("/x") public Object x(@RequestHeader("X-User") String u) { return jdbc.queryForList("SELECT * FROM t WHERE u = '" + u + "'"); } }`,
    },
    {
      name: "Spring @CookieValue",
      cwe: 89,
      vulnerable: true,
      cls: `@RestController class C { private JdbcTemplate jdbc;
  @GetMapping("/x") public Object x(@CookieValue("c") String u) { return jdbc.queryForList("SELECT * FROM t WHERE u = '" + u + "'"); } }`,
    },
    {
      name: "Spring @Value configuration (not a source)",
      cwe: 89,
      vulnerable: false,
      cls: `@RestController class C { private JdbcTemplate jdbc; @Value("\${app.table}") private String table;
  @GetMapping("/x") public Object x() { return jdbc.queryForList("SELECT * FROM " + table); } }`,
    },
  ]);
});

describe("sinks and their safe forms", () => {
  const p = `String v = request.getParameter("v");\n`;
  check([
    {
      name: "Runtime.exec through a shell",
      cwe: 78,
      vulnerable: true,
      body: p + `Runtime.getRuntime().exec("sh -c " + v);`,
    },
    {
      name: "Runtime.exec of a constant command",
      cwe: 78,
      vulnerable: false,
      body: p + `Runtime.getRuntime().exec("ls -l /tmp");`,
    },
    {
      name: "environment entry named by the request",
      cwe: 78,
      vulnerable: true,
      body: p + `String[] env = { v };\nRuntime.getRuntime().exec(new String[] { "ls" }, env);`,
    },
    {
      name: "environment entry with a fixed name",
      cwe: 78,
      vulnerable: false,
      body: p + `String[] env = { "LANG=" + v };\nRuntime.getRuntime().exec(new String[] { "ls" }, env);`,
    },
    {
      name: "new File under a base directory",
      cwe: 22,
      vulnerable: true,
      body: p + `new java.io.FileInputStream(new java.io.File("/data", v));`,
    },
    {
      name: "file name only (FilenameUtils.getName)",
      cwe: 22,
      vulnerable: false,
      body: p + `new java.io.FileInputStream(new java.io.File("/data", FilenameUtils.getName(v)));`,
    },
    {
      name: "LDAP filter concatenation",
      cwe: 90,
      vulnerable: true,
      body: p + `new InitialDirContext().search("dc=x", "(uid=" + v + ")", new SearchControls());`,
    },
    {
      name: "LDAP filter encoded for LDAP",
      cwe: 90,
      vulnerable: false,
      body:
        p +
        `new InitialDirContext().search("dc=x", "(uid=" + ESAPI.encoder().encodeForLDAP(v) + ")", new SearchControls());`,
    },
    {
      name: "XPath expression concatenation",
      cwe: 643,
      vulnerable: true,
      body: p + `XPathFactory.newInstance().newXPath().evaluate("//u[@n='" + v + "']", doc);`,
    },
    {
      name: "XPath with a constant expression",
      cwe: 643,
      vulnerable: false,
      body: p + `XPathFactory.newInstance().newXPath().evaluate("//u[@n='admin']", doc);`,
    },
    {
      name: "session attribute value",
      cwe: 501,
      vulnerable: true,
      body: p + `request.getSession().setAttribute("role", v);`,
    },
    {
      name: "session attribute name",
      cwe: 501,
      vulnerable: true,
      body: p + `request.getSession().setAttribute(v, "yes");`,
    },
    {
      name: "session attribute constant",
      cwe: 501,
      vulnerable: false,
      body: p + `request.getSession().setAttribute("role", "user");`,
    },
    { name: "redirect to the parameter", cwe: 601, vulnerable: true, body: p + `response.sendRedirect(v);` },
    {
      name: "redirect to a local path checked first",
      cwe: 601,
      vulnerable: false,
      body: p + `if (v.startsWith("/") && !v.startsWith("//")) response.sendRedirect(v);`,
    },
    {
      name: "parameterised query",
      cwe: 89,
      vulnerable: false,
      members: conn,
      body:
        p +
        `PreparedStatement ps = conn.prepareStatement("SELECT * FROM t WHERE a = ?");\nps.setString(1, v);\nps.executeQuery();`,
    },
  ]);
});

describe("sanitizers protect their own kind of sink", () => {
  const p = `String v = request.getParameter("v");\n`;
  check([
    {
      name: "HTML-escaped text in the page",
      cwe: 79,
      vulnerable: false,
      body: p + `response.getWriter().println(HtmlUtils.htmlEscape(v));`,
    },
    {
      name: "HTML-escaped text in SQL",
      cwe: 89,
      vulnerable: true,
      members: conn,
      body: p + sql("HtmlUtils.htmlEscape(v)"),
    },
    {
      name: "LDAP-encoded text in the page",
      cwe: 79,
      vulnerable: true,
      body: p + `response.getWriter().println(ESAPI.encoder().encodeForLDAP(v));`,
    },
    {
      name: "number parsed from the text, in SQL",
      cwe: 89,
      vulnerable: false,
      members: conn,
      body: p + sql("Integer.parseInt(v)"),
    },
    {
      name: "HTML-escaped then decoded again",
      cwe: 79,
      vulnerable: true,
      body: p + `response.getWriter().println(StringEscapeUtils.unescapeHtml4(HtmlUtils.htmlEscape(v)));`,
    },
  ]);
});

describe("crypto algorithms resolved through the value flow", () => {
  check([
    {
      name: "Properties default DESede/ECB (the issue's example) with KeyGenerator DES",
      cwe: 327,
      vulnerable: true,
      body: `Properties props = new Properties();\nprops.load(getClass().getResourceAsStream("/app.properties"));\njavax.crypto.Cipher c = javax.crypto.Cipher.getInstance(props.getProperty("cryptoAlg1", "DESede/ECB/PKCS5Padding"));`,
    },
    {
      name: "KeyGenerator DES",
      cwe: 327,
      vulnerable: true,
      body: `javax.crypto.KeyGenerator.getInstance("DES").generateKey();`,
    },
    { name: "AES/GCM", cwe: 327, vulnerable: false, body: `javax.crypto.Cipher.getInstance("AES/GCM/NoPadding");` },
    {
      name: "weak algorithm only on a dead branch",
      cwe: 327,
      vulnerable: false,
      body: `String a = "AES/GCM/NoPadding";\nint n = 1;\nif (n > 2) a = "DES";\njavax.crypto.Cipher.getInstance(a);`,
    },
    {
      name: "map lookup of the weak entry",
      cwe: 328,
      vulnerable: true,
      body: `Map<String, String> m = new HashMap<>();\nm.put("old", "MD5");\nm.put("new", "SHA-256");\njava.security.MessageDigest.getInstance(m.get("old"));`,
    },
    {
      name: "map lookup of the strong entry",
      cwe: 328,
      vulnerable: false,
      body: `Map<String, String> m = new HashMap<>();\nm.put("old", "MD5");\nm.put("new", "SHA-256");\njava.security.MessageDigest.getInstance(m.get("new"));`,
    },
    {
      name: "SHA-1 from a helper",
      cwe: 328,
      vulnerable: true,
      members: `private String alg() { return "SHA-1"; }`,
      body: `java.security.MessageDigest.getInstance(alg());`,
    },
  ]);
});

describe("randomness, cookies and XML parsers", () => {
  check([
    {
      name: "java.util.Random value in a cookie (through a helper that builds it)",
      cwe: 330,
      vulnerable: true,
      members: `private static Cookie make(String v) { Cookie c = new Cookie("id", v); c.setSecure(true); c.setHttpOnly(true); return c; }`,
      body: `response.addCookie(make(Long.toString(new java.util.Random().nextLong())));`,
    },
    {
      name: "SecureRandom value in a cookie",
      cwe: 330,
      vulnerable: false,
      body: `Cookie c = new Cookie("id", Long.toString(new java.security.SecureRandom().nextLong()));\nc.setSecure(true);\nresponse.addCookie(c);`,
    },
    {
      name: "java.util.Random value stored as a session attribute",
      cwe: 330,
      vulnerable: true,
      body: `String id = Integer.toString(new java.util.Random().nextInt());\nrequest.getSession().setAttribute("userId", id);`,
    },
    {
      name: "a guessing game's secret number in the session",
      cwe: 330,
      vulnerable: false,
      cls: `@Controller public class GuessController { @GetMapping("/new") public String start(HttpSession session) {
  session.setAttribute("target", new Random().nextInt(100) + 1); return "game"; } }`,
    },
    {
      name: "Random for a dice roll shown on the page",
      cwe: 330,
      vulnerable: false,
      body: `response.getWriter().println(new java.util.Random().nextInt(6) + 1);`,
    },
    {
      name: "cookie whose Secure flag is a constant false",
      cwe: 614,
      vulnerable: true,
      body: `boolean https = false;\nCookie c = new Cookie("s", "v");\nc.setSecure(https);\nresponse.addCookie(c);`,
    },
    {
      name: "cookie made secure on a branch that always runs",
      cwe: 614,
      vulnerable: false,
      body: `int port = 443;\nCookie c = new Cookie("s", "v");\nif (port == 443) c.setSecure(true);\nresponse.addCookie(c);`,
    },
    {
      name: "Set-Cookie header text without Secure",
      cwe: 614,
      vulnerable: true,
      body: `response.addHeader("Set-Cookie", "s=" + 1 + "; HttpOnly");`,
    },
    {
      name: "Set-Cookie header from a secure ResponseCookie",
      cwe: 614,
      vulnerable: false,
      body: `ResponseCookie rc = ResponseCookie.from("s", "v").secure(true).httpOnly(true).build();\nresponse.addHeader("Set-Cookie", rc.toString());`,
    },
    {
      name: "DocumentBuilderFactory with DOCTYPEs switched back on",
      cwe: 611,
      vulnerable: true,
      body: `DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();\nf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);\nf.newDocumentBuilder().parse(request.getInputStream());`,
    },
    {
      name: "DocumentBuilderFactory with DOCTYPEs disallowed",
      cwe: 611,
      vulnerable: false,
      body: `javax.xml.parsers.DocumentBuilderFactory f = javax.xml.parsers.DocumentBuilderFactory.newInstance();\nf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);\nf.newDocumentBuilder().parse(request.getInputStream());`,
    },
  ]);
});
