import { describe, expect, it } from "vitest";
import { analyze } from "./security-helpers";

// Request sources × injection sinks, and sinks that are safe for any input. Our own small programs.

const SOURCES: { id: string; body: string }[] = [
  { id: "getParameter", body: `String param = request.getParameter("p");` },
  {
    id: "getParameterValues",
    body: `String[] vs = request.getParameterValues("p");\n    String param = vs != null && vs.length > 0 ? vs[0] : "";`,
  },
  {
    id: "getParameterMap",
    body: `java.util.Map<String, String[]> pm = request.getParameterMap();\n    String param = pm.containsKey("p") ? pm.get("p")[0] : "";`,
  },
  {
    id: "parameter name from getParameterNames",
    body: `String param = "";\n    java.util.Enumeration<String> ns = request.getParameterNames();\n    while (ns.hasMoreElements()) {\n      String n = ns.nextElement();\n      if (n.startsWith("q")) {\n        param = n;\n        break;\n      }\n    }`,
  },
  { id: "getHeader", body: `String param = request.getHeader("X-Name");` },
  {
    id: "getHeaders",
    body: `String param = "";\n    java.util.Enumeration<String> hs = request.getHeaders("X-Name");\n    if (hs.hasMoreElements()) param = hs.nextElement();`,
  },
  {
    id: "header name from getHeaderNames",
    body: `java.util.Enumeration<String> hn = request.getHeaderNames();\n    String param = hn.hasMoreElements() ? hn.nextElement() : "";`,
  },
  {
    id: "getCookies",
    body: `String param = "none";\n    Cookie[] cs = request.getCookies();\n    if (cs != null) {\n      for (Cookie c : cs) {\n        if ("k".equals(c.getName())) param = c.getValue();\n      }\n    }`,
  },
  {
    id: "getQueryString parsed by hand",
    body: `String q = request.getQueryString();\n    String param = "";\n    if (q != null) {\n      int i = q.indexOf("p=");\n      if (i >= 0) {\n        param = q.substring(i + 2);\n        int amp = param.indexOf('&');\n        if (amp >= 0) param = param.substring(0, amp);\n      }\n    }\n    param = java.net.URLDecoder.decode(param, "UTF-8");`,
  },
  { id: "getReader readLine", body: `String param = request.getReader().readLine();` },
  {
    id: "getReader loop",
    body: `java.io.BufferedReader r = request.getReader();\n    StringBuilder sb = new StringBuilder();\n    String line;\n    while ((line = r.readLine()) != null) sb.append(line);\n    String param = sb.toString();`,
  },
  {
    id: "getInputStream",
    body: `String param = new String(request.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);`,
  },
  { id: "getPathInfo", body: `String param = request.getPathInfo();` },
  {
    id: "getParameterMap entry value",
    body: `String param = "";\n    for (java.util.Map.Entry<String, String[]> e : request.getParameterMap().entrySet()) {\n      param = e.getValue()[0];\n    }`,
  },
  {
    id: "getParameterMap entry key",
    body: `String param = "";\n    for (java.util.Map.Entry<String, String[]> e : request.getParameterMap().entrySet()) {\n      param = e.getKey();\n    }`,
  },
  {
    id: "header names as a list",
    body: `String param = "";\n    for (String h : java.util.Collections.list(request.getHeaderNames())) {\n      if (h.startsWith("x-")) param = h;\n    }`,
  },
  {
    id: "cookie stream",
    body: `String param = java.util.Arrays.stream(request.getCookies()).filter(c -> "p".equals(c.getName())).map(Cookie::getValue).findFirst().orElse("");`,
  },
  {
    id: "query string split in a loop",
    body: `String param = "";\n    for (String pair : request.getQueryString().split("&")) {\n      String[] kv = pair.split("=", 2);\n      if (kv.length == 2 && kv[0].equals("p")) param = kv[1];\n    }`,
  },
  {
    id: "getInputStream through a reader",
    body: `java.io.BufferedReader br = new java.io.BufferedReader(new java.io.InputStreamReader(request.getInputStream()));\n    String param = br.readLine();`,
  },
  {
    id: "source read by a static method of a second class",
    body: `String param = Req.read(request, "p");`,
  },
  { id: "source read by a private helper", body: `String param = readP(request);` },
  { id: "getRequestURI", body: `String param = request.getRequestURI();` },
];

const SPRING: { id: string; param: string }[] = [
  { id: "@RequestParam", param: `@RequestParam("p") String param` },
  { id: "@RequestParam without name", param: `@RequestParam String param` },
  { id: "@RequestHeader", param: `@RequestHeader("X-Name") String param` },
  { id: "@PathVariable", param: `@PathVariable String param` },
  { id: "@CookieValue", param: `@CookieValue(value = "theme", defaultValue = "x") String param` },
  { id: "@RequestBody", param: `@RequestBody String param` },
  { id: "@RequestParam Optional", param: `@RequestParam("p") java.util.Optional<String> opt` },
  { id: "@RequestBody DTO getter", param: `@RequestBody Form form` },
  { id: "@ModelAttribute DTO getter", param: `@ModelAttribute Form form` },
  { id: "@RequestParam Map", param: `@RequestParam java.util.Map<String, String> all` },
  { id: "@RequestHeader Map", param: `@RequestHeader java.util.Map<String, String> headers` },
];

interface Use {
  cwe: number;
  safe: boolean;
  id: string;
  use: string;
  members?: string;
}

const conn = `java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:x");`;
const dir = `javax.naming.directory.DirContext dc = new javax.naming.directory.InitialDirContext();`;
const xp = `javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();`;

const USES: Use[] = [
  { cwe: 78, safe: false, id: "shell", use: `Runtime.getRuntime().exec(new String[] { "sh", "-c", "ls " + bar });` },
  { cwe: 79, safe: false, id: "writer", use: `response.getWriter().write("<b>" + bar + "</b>");` },
  {
    cwe: 89,
    safe: false,
    id: "statement",
    use: `${conn}\n    conn.createStatement().execute("DELETE FROM t WHERE n = '" + bar + "'");`,
  },
  {
    cwe: 90,
    safe: false,
    id: "dir search",
    use: `${dir}\n    dc.search("ou=people", "(cn=" + bar + ")", new javax.naming.directory.SearchControls());`,
  },
  {
    cwe: 643,
    safe: false,
    id: "xpath",
    use: `${xp}\n    xp.compile("//user[name/text()='" + bar + "']").evaluate(new org.xml.sax.InputSource("u.xml"));`,
  },
  {
    cwe: 22,
    safe: false,
    id: "file",
    use: `java.nio.file.Files.readAllBytes(java.nio.file.Paths.get("/srv/data/" + bar));`,
  },
];

const SAFE_USES: Use[] = [
  {
    cwe: 90,
    safe: false,
    id: "incomplete replace chain (no parentheses)",
    use: `${dir}\n    String half = bar.replace("*", "\\\\2a");\n    dc.search("ou=people", "(cn=" + half + ")", new javax.naming.directory.SearchControls());`,
  },
  {
    cwe: 79,
    safe: false,
    id: "replace chain missing <",
    use: `String half = bar.replace("&", "&amp;").replace(">", "&gt;");\n    response.getWriter().write("<p>" + half + "</p>");`,
  },
  {
    cwe: 79,
    safe: true,
    id: "ESAPI encodeForHTML",
    use: `response.getWriter().write("<b>" + org.owasp.esapi.ESAPI.encoder().encodeForHTML(bar) + "</b>");`,
  },
  {
    cwe: 79,
    safe: true,
    id: "Encode.forHtml",
    use: `response.getWriter().write("<b>" + org.owasp.encoder.Encode.forHtml(bar) + "</b>");`,
  },
  {
    cwe: 79,
    safe: true,
    id: "Encode.forHtmlAttribute",
    use: `response.getWriter().write("<input value=\\"" + org.owasp.encoder.Encode.forHtmlAttribute(bar) + "\\">");`,
  },
  {
    cwe: 79,
    safe: true,
    id: "HtmlUtils.htmlEscape",
    use: `response.getWriter().write(org.springframework.web.util.HtmlUtils.htmlEscape(bar));`,
  },
  {
    cwe: 79,
    safe: true,
    id: "escapeHtml4",
    use: `response.getWriter().write(org.apache.commons.text.StringEscapeUtils.escapeHtml4(bar));`,
  },
  {
    cwe: 79,
    safe: true,
    id: "URLEncoder in an href",
    use: `response.getWriter().write("<a href=\\"/find?q=" + java.net.URLEncoder.encode(bar, "UTF-8") + "\\">go</a>");`,
  },
  {
    cwe: 89,
    safe: true,
    id: "PreparedStatement",
    use: `${conn}\n    java.sql.PreparedStatement ps = conn.prepareStatement("SELECT * FROM t WHERE n = ?");\n    ps.setString(1, bar);\n    ps.executeQuery();`,
  },
  {
    cwe: 89,
    safe: true,
    id: "CallableStatement",
    use: `${conn}\n    java.sql.CallableStatement cs = conn.prepareCall("{call find_user(?)}");\n    cs.setString(1, bar);\n    cs.execute();`,
  },
  {
    cwe: 89,
    safe: true,
    id: "JdbcTemplate with ?",
    use: `org.springframework.jdbc.core.JdbcTemplate jt = new org.springframework.jdbc.core.JdbcTemplate();\n    jt.queryForList("SELECT * FROM t WHERE n = ?", bar);`,
  },
  {
    cwe: 89,
    safe: true,
    id: "ESAPI encodeForSQL",
    use: `${conn}\n    String enc = org.owasp.esapi.ESAPI.encoder().encodeForSQL(new org.owasp.esapi.codecs.MySQLCodec(org.owasp.esapi.codecs.MySQLCodec.Mode.STANDARD), bar);\n    conn.createStatement().executeQuery("SELECT * FROM t WHERE n = '" + enc + "'");`,
  },
  {
    cwe: 89,
    safe: true,
    id: "ORDER BY column from a map",
    use: `java.util.Map<String, String> cols = new java.util.HashMap<>();\n    cols.put("name", "user_name");\n    cols.put("date", "created_at");\n    String col = cols.getOrDefault(bar, "user_name");\n    ${conn}\n    conn.createStatement().executeQuery("SELECT * FROM t ORDER BY " + col);`,
  },
  {
    cwe: 90,
    safe: true,
    id: "{0} filter argument",
    use: `${dir}\n    dc.search("ou=people", "(cn={0})", new Object[] { bar }, new javax.naming.directory.SearchControls());`,
  },
  {
    cwe: 90,
    safe: true,
    id: "encodeForLDAP",
    use: `${dir}\n    dc.search("ou=people", "(cn=" + org.owasp.esapi.ESAPI.encoder().encodeForLDAP(bar) + ")", new javax.naming.directory.SearchControls());`,
  },
  {
    cwe: 90,
    safe: true,
    id: "RFC 4515 escape helper",
    use: `${dir}\n    dc.search("ou=people", "(cn=" + esc(bar) + ")", new javax.naming.directory.SearchControls());`,
    members: `private static String esc(String s) {\n    StringBuilder b = new StringBuilder();\n    for (char c : s.toCharArray()) {\n      switch (c) {\n        case '\\\\': b.append("\\\\5c"); break;\n        case '*': b.append("\\\\2a"); break;\n        case '(': b.append("\\\\28"); break;\n        case ')': b.append("\\\\29"); break;\n        case '\\0': b.append("\\\\00"); break;\n        default: b.append(c);\n      }\n    }\n    return b.toString();\n  }`,
  },
  {
    cwe: 90,
    safe: true,
    id: "RFC 4515 escape as a replace chain",
    use: `${dir}\n    String safe = bar.replace("\\\\", "\\\\5c").replace("*", "\\\\2a").replace("(", "\\\\28").replace(")", "\\\\29").replace("\\0", "\\\\00");\n    dc.search("ou=people", "(cn=" + safe + ")", new javax.naming.directory.SearchControls());`,
  },
  {
    cwe: 79,
    safe: true,
    id: "HTML escape as a replace chain",
    use: `String safe = bar.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\\"", "&quot;");\n    response.getWriter().write("<p>" + safe + "</p>");`,
  },
  {
    cwe: 79,
    safe: true,
    id: "replaceAll of a character class",
    use: `String safe = bar.replaceAll("[<>&\\"']", "");\n    response.getWriter().write("<p>" + safe + "</p>");`,
  },
  {
    cwe: 643,
    safe: true,
    id: "XPathVariableResolver",
    use: `${xp}\n    xp.setXPathVariableResolver(q -> bar);\n    xp.evaluate("//user[@name=$n]", new org.xml.sax.InputSource("u.xml"));`,
  },
  {
    cwe: 643,
    safe: true,
    id: "encodeForXPath",
    use: `${xp}\n    xp.evaluate("//user[@name='" + org.owasp.esapi.ESAPI.encoder().encodeForXPath(bar) + "']", new org.xml.sax.InputSource("u.xml"));`,
  },
  {
    cwe: 643,
    safe: true,
    id: "number-only predicate",
    use: `int id = Integer.parseInt(bar);\n    ${xp}\n    xp.evaluate("//user[@id=" + id + "]", new org.xml.sax.InputSource("u.xml"));`,
  },
  {
    cwe: 22,
    safe: true,
    id: "normalize + startsWith",
    use: `java.nio.file.Path base = java.nio.file.Paths.get("/srv/data").normalize();\n    java.nio.file.Path p = base.resolve(bar).normalize();\n    if (!p.startsWith(base)) return;\n    java.nio.file.Files.readAllBytes(p);`,
  },
  {
    cwe: 22,
    safe: true,
    id: "canonical path check",
    use: `java.io.File base = new java.io.File("/srv/data");\n    java.io.File f = new java.io.File(base, bar);\n    if (!f.getCanonicalPath().startsWith(base.getCanonicalPath() + java.io.File.separator)) return;\n    new java.io.FileInputStream(f).close();`,
  },
  {
    cwe: 22,
    safe: true,
    id: "getName",
    use: `String name = new java.io.File(bar).getName();\n    new java.io.FileInputStream(new java.io.File("/srv/data", name)).close();`,
  },
  {
    cwe: 78,
    safe: true,
    id: "own array element after a regex check",
    use: `if (!bar.matches("[a-zA-Z0-9_.-]+")) return;\n    new ProcessBuilder("ls", "-l", bar).start();`,
  },
  {
    cwe: 78,
    safe: true,
    id: "tool allow-list",
    use: `java.util.List<String> tools = java.util.List.of("uptime", "df");\n    String tool = tools.contains(bar) ? bar : "uptime";\n    Runtime.getRuntime().exec(tool);`,
  },
  {
    cwe: 78,
    safe: true,
    id: "encodeForOS",
    use: `String arg = org.owasp.esapi.ESAPI.encoder().encodeForOS(new org.owasp.esapi.codecs.UnixCodec(), bar);\n    Runtime.getRuntime().exec("ls " + arg);`,
  },
];

function servlet(source: string, use: Use): string {
  return `import javax.servlet.http.*;

public class Src extends HttpServlet {
  ${use.members ?? ""}
  private String readP(HttpServletRequest r) {
    return r.getParameter("p");
  }
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    ${source}
    String bar = param;
    ${use.use}
  }
}
class Req {
  static String read(HttpServletRequest r, String name) {
    String v = r.getParameter(name);
    return v == null ? "" : v;
  }
}
`;
}

function controller(param: string, use: Use): string {
  return `import javax.servlet.http.*;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Ctl {
  ${use.members ?? ""}
  @PostMapping("/x/{param}")
  @ResponseBody
  public String handle(${param}, HttpServletResponse response) throws Exception {
    String bar = ${
      param.includes(" opt")
        ? `opt.orElse("")`
        : param.includes(" form")
          ? `form.getName()`
          : param.includes(" all")
            ? `all.get("p")`
            : param.includes(" headers")
              ? `headers.get("x-p")`
              : "param"
    };
    ${use.use}
    return "ok";
  }
}
class Form {
  private String name;
  public String getName() { return name; }
  public void setName(String n) { this.name = n; }
}
`;
}

function cwes(text: string): number[] {
  return analyze(text)
    .map((f) => f.cwe)
    .filter((x): x is number => typeof x === "number");
}

describe("request sources × sinks", () => {
  for (const s of SOURCES)
    for (const u of USES) {
      if (u.cwe === 22 && /getRequestURI|getPathInfo/.test(s.id)) continue;
      it(`reports CWE-${u.cwe} (${u.id}): servlet ${s.id}`, () => {
        expect(cwes(servlet(s.body, u))).toContain(u.cwe);
      });
    }
  for (const s of SPRING)
    for (const u of USES)
      it(`reports CWE-${u.cwe} (${u.id}): Spring ${s.id}`, () => {
        expect(cwes(controller(s.param, u))).toContain(u.cwe);
      });
});

describe("sinks that are safe for any input (and near misses)", () => {
  for (const u of SAFE_USES) {
    it(`${u.safe ? "does not report" : "reports"} CWE-${u.cwe}: ${u.id} (servlet)`, () => {
      expect(cwes(servlet(`String param = request.getParameter("p");`, u)).includes(u.cwe)).toBe(!u.safe);
    });
    it(`${u.safe ? "does not report" : "reports"} CWE-${u.cwe}: ${u.id} (Spring)`, () => {
      expect(cwes(controller(`@RequestParam String param`, u)).includes(u.cwe)).toBe(!u.safe);
    });
  }
});
