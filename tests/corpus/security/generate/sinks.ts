// Sinks of the labelled corpus, per CWE: dangerous uses of `bar`, and uses that look dangerous but are safe even for
// untrusted `bar` (parameterised, encoded, validated). Our own templates.
import type { Style } from "./parts";

export interface Sink {
  id: string;
  /** Statements using `bar`; may use `request`, `response` and the members below. */
  body: string[];
  members?: string[];
  /** Safe for any value of `bar` (a sanitised or parameterised use). */
  safe?: boolean;
  /** Only in this style (default: both). */
  style?: Style;
}

export interface Family {
  cwe: number;
  name: string;
  sinks: Sink[];
}

const jdbc = [`java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");`];

export const INJECTION: Family[] = [
  {
    cwe: 89,
    name: "sql",
    sinks: [
      {
        id: "statement-query",
        body: [
          ...jdbc,
          `java.sql.Statement st = conn.createStatement();`,
          `java.sql.ResultSet rs = st.executeQuery("SELECT id FROM users WHERE name = '" + bar + "'");`,
          `rs.close();`,
        ],
      },
      {
        id: "statement-update",
        body: [
          ...jdbc,
          `String sql = "UPDATE notes SET body = '" + bar + "' WHERE id = 7";`,
          `conn.createStatement().executeUpdate(sql);`,
        ],
      },
      {
        id: "prepare-concat",
        body: [
          ...jdbc,
          `java.sql.PreparedStatement ps = conn.prepareStatement("SELECT * FROM orders WHERE ref = '" + bar + "'");`,
          `ps.execute();`,
        ],
      },
      {
        id: "batch",
        body: [
          ...jdbc,
          `java.sql.Statement st = conn.createStatement();`,
          `st.addBatch("DELETE FROM tags WHERE label = '" + bar + "'");`,
          `st.executeBatch();`,
        ],
      },
      {
        id: "jdbc-template",
        body: [
          `java.util.List<java.util.Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT * FROM items WHERE code = '" + bar + "'");`,
        ],
        members: [`@Autowired`, `private JdbcTemplate jdbcTemplate;`],
      },
      {
        id: "jpa-query",
        body: [
          `Object one = entityManager.createQuery("SELECT u FROM User u WHERE u.email = '" + bar + "'").getSingleResult();`,
        ],
        members: [`@PersistenceContext`, `private EntityManager entityManager;`],
      },
      {
        id: "prepare-call",
        body: [
          ...jdbc,
          `java.sql.CallableStatement cs = conn.prepareCall("{call audit('" + bar + "')}");`,
          `cs.execute();`,
        ],
      },
      {
        id: "prepared-param",
        safe: true,
        body: [
          ...jdbc,
          `java.sql.PreparedStatement ps = conn.prepareStatement("SELECT id FROM users WHERE name = ?");`,
          `ps.setString(1, bar);`,
          `java.sql.ResultSet rs = ps.executeQuery();`,
          `rs.close();`,
        ],
      },
      {
        id: "jdbc-template-args",
        safe: true,
        body: [
          `java.util.List<java.util.Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT * FROM items WHERE code = ?", bar);`,
        ],
        members: [`@Autowired`, `private JdbcTemplate jdbcTemplate;`],
      },
      {
        id: "jpa-named",
        safe: true,
        body: [
          `Object one = entityManager.createQuery("SELECT u FROM User u WHERE u.email = :e").setParameter("e", bar).getSingleResult();`,
        ],
        members: [`@PersistenceContext`, `private EntityManager entityManager;`],
      },
    ],
  },
  {
    cwe: 78,
    name: "command",
    sinks: [
      { id: "exec-string", body: [`Process p = Runtime.getRuntime().exec("sh -c ls " + bar);`, `p.waitFor();`] },
      {
        id: "exec-shell-array",
        body: [
          `String[] cmd = { "/bin/sh", "-c", "ping -c 1 " + bar };`,
          `Runtime rt = Runtime.getRuntime();`,
          `rt.exec(cmd).waitFor();`,
        ],
      },
      {
        id: "process-builder",
        body: [`ProcessBuilder pb = new ProcessBuilder("bash", "-c", "echo " + bar);`, `pb.start().waitFor();`],
      },
      {
        id: "process-builder-list",
        body: [
          `java.util.List<String> argv = new java.util.ArrayList<>();`,
          `argv.add("cmd.exe");`,
          `argv.add("/c");`,
          `argv.add("type " + bar);`,
          `new ProcessBuilder(argv).start();`,
        ],
      },
      {
        id: "exec-program",
        body: [`Runtime rt = Runtime.getRuntime();`, `rt.exec("/opt/tools/" + bar + ".sh").waitFor();`],
      },
      {
        id: "exec-constant-check",
        safe: true,
        body: [
          `if (!bar.matches("[a-z0-9]{1,16}")) {`,
          `  throw new IllegalArgumentException("bad host");`,
          `}`,
          `Process p = Runtime.getRuntime().exec(new String[] { "/bin/ping", "-c", "1", bar });`,
          `p.waitFor();`,
        ],
      },
    ],
  },
  {
    cwe: 22,
    name: "path",
    sinks: [
      {
        id: "file-child",
        body: [`java.io.File f = new java.io.File("/srv/uploads/", bar);`, `if (f.exists()) f.delete();`],
      },
      {
        id: "file-input",
        body: [
          `try (java.io.FileInputStream in = new java.io.FileInputStream("/var/data/" + bar)) {`,
          `  in.read();`,
          `}`,
        ],
      },
      {
        id: "paths-get",
        body: [
          `java.nio.file.Path target = java.nio.file.Paths.get("/opt/app/files", bar);`,
          `byte[] data = java.nio.file.Files.readAllBytes(target);`,
        ],
      },
      {
        id: "file-writer",
        body: [`java.io.FileWriter w = new java.io.FileWriter(new java.io.File(bar));`, `w.write("x");`, `w.close();`],
      },
      {
        id: "print-writer-name",
        body: [
          `java.io.PrintWriter report = new java.io.PrintWriter("/var/reports/" + bar + ".txt");`,
          `report.close();`,
        ],
      },
      { id: "path-of", body: [`java.nio.file.Files.deleteIfExists(java.nio.file.Path.of("/tmp/cache", bar));`] },
      {
        id: "file-uri",
        body: [`java.io.File f = new java.io.File(new java.net.URI("file:///data/" + bar));`, `f.createNewFile();`],
      },
      {
        id: "normalized-base",
        safe: true,
        body: [
          `java.nio.file.Path base = java.nio.file.Paths.get("/srv/uploads").toAbsolutePath().normalize();`,
          `java.nio.file.Path target = base.resolve(bar).normalize();`,
          `if (!target.startsWith(base)) {`,
          `  throw new SecurityException("outside");`,
          `}`,
          `byte[] data = java.nio.file.Files.readAllBytes(target);`,
        ],
      },
      {
        id: "file-name-only",
        safe: true,
        body: [
          `String name = java.nio.file.Paths.get(bar).getFileName().toString();`,
          `java.io.File f = new java.io.File("/srv/uploads", name);`,
          `if (f.exists()) f.delete();`,
        ],
      },
    ],
  },
  {
    cwe: 90,
    name: "ldap",
    sinks: [
      {
        id: "dir-search",
        body: [
          `javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();`,
          `javax.naming.directory.SearchControls sc = new javax.naming.directory.SearchControls();`,
          `String filter = "(&(objectClass=person)(uid=" + bar + "))";`,
          `javax.naming.NamingEnumeration<javax.naming.directory.SearchResult> res = ctx.search("ou=people,dc=corp", filter, sc);`,
          `while (res.hasMore()) res.next();`,
        ],
      },
      {
        id: "dir-search-args",
        body: [
          `javax.naming.directory.InitialDirContext ctx = new javax.naming.directory.InitialDirContext();`,
          `ctx.search("ou=groups,dc=corp", "(cn=" + bar + ")", new Object[0], new javax.naming.directory.SearchControls());`,
        ],
      },
      {
        id: "ldap-template",
        body: [
          `java.util.List<String> names = ldapTemplate.search("ou=people", "(mail=" + bar + ")", (javax.naming.directory.Attributes a) -> "x");`,
        ],
        members: [`@Autowired`, `private LdapTemplate ldapTemplate;`],
      },
      {
        id: "ldap-template-authenticate",
        body: [`boolean ok = ldapTemplate.authenticate("ou=people", "(uid=" + bar + ")", "secret");`],
        members: [`@Autowired`, `private LdapTemplate ldapTemplate;`],
      },
      {
        id: "dir-search-encoded",
        safe: true,
        body: [
          `javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();`,
          `String filter = "(uid=" + org.owasp.esapi.ESAPI.encoder().encodeForLDAP(bar) + ")";`,
          `ctx.search("ou=people,dc=corp", filter, new javax.naming.directory.SearchControls());`,
        ],
      },
      {
        id: "dir-search-filter-args",
        safe: true,
        body: [
          `javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();`,
          `ctx.search("ou=people,dc=corp", "(uid={0})", new Object[] { bar }, new javax.naming.directory.SearchControls());`,
        ],
      },
    ],
  },
  {
    cwe: 643,
    name: "xpath",
    sinks: [
      {
        id: "xpath-evaluate",
        body: [
          `javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();`,
          `org.xml.sax.InputSource src = new org.xml.sax.InputSource(new java.io.StringReader("<users/>"));`,
          `String found = xp.evaluate("/users/user[@name='" + bar + "']/role", src);`,
        ],
      },
      {
        id: "xpath-compile",
        body: [
          `javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();`,
          `String expr = "//account[id='" + bar + "']";`,
          `javax.xml.xpath.XPathExpression compiled = xp.compile(expr);`,
          `compiled.evaluate(new org.xml.sax.InputSource(new java.io.StringReader("<a/>")));`,
        ],
      },
      {
        id: "dom4j-select",
        body: [
          `org.dom4j.Document doc = org.dom4j.DocumentHelper.parseText("<users/>");`,
          `java.util.List<org.dom4j.Node> nodes = doc.selectNodes("//user[@name='" + bar + "']");`,
        ],
      },
      {
        id: "xpath-variables",
        safe: true,
        body: [
          `javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();`,
          `final String who = bar;`,
          `xp.setXPathVariableResolver(q -> who);`,
          `String found = xp.evaluate("/users/user[@name=$who]/role", new org.xml.sax.InputSource(new java.io.StringReader("<users/>")));`,
        ],
      },
      {
        id: "xpath-escaped",
        safe: true,
        body: [
          `javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();`,
          `String clean = org.owasp.esapi.ESAPI.encoder().encodeForXPath(bar);`,
          `String found = xp.evaluate("/users/user[@name='" + clean + "']", new org.xml.sax.InputSource(new java.io.StringReader("<users/>")));`,
        ],
      },
    ],
  },
  {
    cwe: 79,
    name: "xss",
    sinks: [
      { id: "writer-println", style: "servlet", body: [`response.getWriter().println("<p>Hello " + bar + "</p>");`] },
      { id: "writer-format", style: "servlet", body: [`response.getWriter().format("<b>%s</b>", bar);`] },
      {
        id: "writer-printf",
        style: "servlet",
        body: [`java.io.PrintWriter out = response.getWriter();`, `out.printf(bar, "a", "b");`],
      },
      {
        id: "writer-write",
        style: "servlet",
        body: [`java.io.PrintWriter out = response.getWriter();`, `out.write(bar.toCharArray());`],
      },
      { id: "output-stream", style: "servlet", body: [`response.getOutputStream().print("<div>" + bar + "</div>");`] },
      {
        id: "spring-html",
        style: "spring",
        body: [`response.setContentType("text/html");`, `response.getWriter().write("<h1>" + bar + "</h1>");`],
      },
      {
        id: "escaped-esapi",
        safe: true,
        style: "servlet",
        body: [`response.getWriter().println("<p>" + org.owasp.esapi.ESAPI.encoder().encodeForHTML(bar) + "</p>");`],
      },
      {
        id: "escaped-spring",
        safe: true,
        body: [
          `response.getWriter().write("<h1>" + org.springframework.web.util.HtmlUtils.htmlEscape(bar) + "</h1>");`,
        ],
      },
      {
        id: "escaped-commons",
        safe: true,
        style: "servlet",
        body: [
          `String shown = org.apache.commons.text.StringEscapeUtils.escapeHtml4(bar);`,
          `response.getWriter().print(shown);`,
        ],
      },
      {
        id: "esapi-canonicalized",
        style: "servlet",
        body: [
          `String plain = org.owasp.esapi.ESAPI.encoder().canonicalize(bar);`,
          `response.getWriter().println("<td>" + plain + "</td>");`,
        ],
      },
      {
        id: "esapi-validated",
        safe: true,
        style: "servlet",
        body: [
          `String checked = org.owasp.esapi.ESAPI.validator().getValidInput("name", bar, "SafeString", 40, false);`,
          `response.getWriter().println("<td>" + checked + "</td>");`,
        ],
      },
    ],
  },
  {
    cwe: 501,
    name: "trust",
    sinks: [
      { id: "session-value", body: [`request.getSession().setAttribute("userRole", bar);`] },
      {
        id: "session-name",
        body: [`javax.servlet.http.HttpSession s = request.getSession();`, `s.setAttribute(bar, "granted");`],
      },
      { id: "session-put-value", body: [`request.getSession().putValue("account", bar);`] },
      {
        id: "session-checked",
        safe: true,
        body: [
          `if (!bar.matches("^[A-Za-z]{2,12}$")) {`,
          `  response.sendError(400);`,
          `  return;`,
          `}`,
          `request.getSession().setAttribute("displayName", bar);`,
        ],
      },
    ],
  },
  {
    cwe: 601,
    name: "redirect",
    sinks: [
      { id: "send-redirect", body: [`response.sendRedirect(bar);`] },
      {
        id: "location-header",
        body: [`response.setStatus(302);`, `response.setHeader("Location", "https://" + bar + "/welcome");`],
      },
      {
        id: "redirect-allowed",
        safe: true,
        body: [
          `if (bar.startsWith("/") && !bar.startsWith("//")) {`,
          `  response.sendRedirect(bar);`,
          `} else {`,
          `  response.sendRedirect("/");`,
          `}`,
        ],
      },
    ],
  },
];
