from pieces_taint import P

SERVLET_EXC = ["javax.servlet.ServletException"]

SINKS = {}

# ---------------- CWE-22 ----------------
SINKS[22] = dict(vuln=[
    P("v22_file", "new File(BASE_DIR, bar) -> FileInputStream", r'''
File file = new File(BASE_DIR, bar);
try (InputStream in = new FileInputStream(file)) {
    in.transferTo(response.getOutputStream());
}
''', members='private static final String BASE_DIR = "/var/app/uploads/";', imports=["java.io.File", "java.io.InputStream", "java.io.FileInputStream"]),
    P("v22_paths", "Paths.get(REPORTS, bar) -> Files.readAllBytes", r'''
Path report = Paths.get("/srv/reports", bar);
byte[] content = Files.readAllBytes(report);
response.setContentType("application/octet-stream");
response.getOutputStream().write(content);
''', imports=["java.nio.file.Path", "java.nio.file.Paths", "java.nio.file.Files"]),
    P("v22_fos", "FileOutputStream(DIR + bar) write", r'''
try (FileOutputStream out = new FileOutputStream(NOTES_DIR + bar)) {
    out.write("saved\n".getBytes(StandardCharsets.UTF_8));
}
response.getWriter().println("note stored");
''', members='private static final String NOTES_DIR = "/var/app/notes/";', imports=["java.io.FileOutputStream", "java.nio.charset.StandardCharsets"]),
    P("v22_delete", "Path.of(CACHE).resolve(bar) -> Files.deleteIfExists", r'''
Path cacheRoot = Path.of("/tmp/cache");
boolean removed = Files.deleteIfExists(cacheRoot.resolve(bar));
response.getWriter().println(removed ? "removed" : "nothing to remove");
''', imports=["java.nio.file.Path", "java.nio.file.Files"]),
    P("v22_reader", "FileReader(new File(TEMPLATES + bar + \".txt\"))", r'''
int lines = 0;
try (BufferedReader br = new BufferedReader(new FileReader(new File(TEMPLATE_DIR + bar + ".txt")))) {
    while (br.readLine() != null) {
        lines++;
    }
}
response.getWriter().println("template lines: " + lines);
''', members='private static final String TEMPLATE_DIR = "/opt/app/templates/";', imports=["java.io.BufferedReader", "java.io.FileReader", "java.io.File"]),
    P("v22_writer", "Files.newBufferedWriter(Paths.get(EXPORT, bar + \".csv\"))", r'''
try (BufferedWriter writer = Files.newBufferedWriter(Paths.get("/var/app/export", bar + ".csv"))) {
    writer.write("id,total\n");
}
response.getWriter().println("export written");
''', imports=["java.io.BufferedWriter", "java.nio.file.Files", "java.nio.file.Paths"]),
    P("v22_raf", "RandomAccessFile(new File(LOG_DIR, bar))", r'''
try (RandomAccessFile raf = new RandomAccessFile(new File(LOG_DIR, bar), "r")) {
    response.getWriter().println("size: " + raf.length());
}
''', members='private static final File LOG_DIR = new File("/var/log/app");', imports=["java.io.RandomAccessFile", "java.io.File"]),
], safe=[
    P("s22_normalize", "resolve().normalize() then startsWith(base) check", r'''
Path base = Paths.get("/srv/reports").toAbsolutePath().normalize();
Path target = base.resolve(bar).normalize();
if (!target.startsWith(base)) {
    response.sendError(HttpServletResponse.SC_FORBIDDEN);
    return;
}
response.getOutputStream().write(Files.readAllBytes(target));
''', imports=["java.nio.file.Path", "java.nio.file.Paths", "java.nio.file.Files"]),
    P("s22_getname", "File.getName() keeps only the last segment; dot names rejected", r'''
String name = new File(bar).getName();
if (name.isEmpty() || name.startsWith(".")) {
    response.sendError(HttpServletResponse.SC_BAD_REQUEST);
    return;
}
try (InputStream in = new FileInputStream(new File(BASE_DIR, name))) {
    in.transferTo(response.getOutputStream());
}
''', members='private static final String BASE_DIR = "/var/app/uploads/";', imports=["java.io.File", "java.io.InputStream", "java.io.FileInputStream"]),
    P("s22_regex", "regex [a-zA-Z0-9_-]{1,40} check with early return", r'''
if (!bar.matches("[a-zA-Z0-9_-]{1,40}")) {
    response.sendError(HttpServletResponse.SC_BAD_REQUEST);
    return;
}
try (InputStream in = new FileInputStream(INVOICE_DIR + bar + ".pdf")) {
    in.transferTo(response.getOutputStream());
}
''', members='private static final String INVOICE_DIR = "/var/app/invoices/";', imports=["java.io.InputStream", "java.io.FileInputStream"]),
    P("s22_canonical", "getCanonicalPath() prefix check against the base directory", r'''
File baseDir = new File("/var/app/uploads");
File requested = new File(baseDir, bar);
if (!requested.getCanonicalPath().startsWith(baseDir.getCanonicalPath() + File.separator)) {
    response.sendError(HttpServletResponse.SC_FORBIDDEN);
    return;
}
response.getWriter().println("size: " + requested.length());
''', imports=["java.io.File"]),
    P("s22_lookup", "input is only a key into a fixed map of file names", r'''
String fileName = DOCS.get(bar);
if (fileName == null) {
    response.sendError(HttpServletResponse.SC_NOT_FOUND);
    return;
}
response.getOutputStream().write(Files.readAllBytes(Paths.get("/srv/docs", fileName)));
''', members='private static final Map<String, String> DOCS = Map.of("terms", "terms-v3.html", "privacy", "privacy-v2.html");', imports=["java.util.Map", "java.nio.file.Files", "java.nio.file.Paths"]),
])

# ---------------- CWE-78 ----------------
_waitfor = r'''
try {
    response.getWriter().println("exit code: " + proc.waitFor());
} catch (InterruptedException e) {
    Thread.currentThread().interrupt();
    throw new ServletException(e);
}
'''
SINKS[78] = dict(vuln=[
    P("v78_exec", "Runtime.exec(\"nslookup \" + bar)", 'Process proc = Runtime.getRuntime().exec("nslookup " + bar);\n' + _waitfor),
    P("v78_sh", "exec(String[]{\"/bin/sh\",\"-c\", \"grep -c \" + bar ...})", 'String[] cmd = {"/bin/sh", "-c", "grep -c " + bar + " /var/log/app/access.log"};\nProcess proc = Runtime.getRuntime().exec(cmd);\n' + _waitfor),
    P("v78_pb", "new ProcessBuilder(\"bash\",\"-c\",\"ping -c 1 \" + bar).start()", 'ProcessBuilder pb = new ProcessBuilder("bash", "-c", "ping -c 1 " + bar);\npb.redirectErrorStream(true);\nProcess proc = pb.start();\n' + _waitfor),
    P("v78_pblist", "ProcessBuilder(List sh -c \"tar ... \" + bar)", r'''
List<String> command = new ArrayList<>();
command.add("sh");
command.add("-c");
command.add("tar czf /tmp/backup.tgz /srv/data/" + bar);
Process proc = new ProcessBuilder(command).start();
''' + _waitfor, imports=["java.util.List", "java.util.ArrayList"]),
    P("v78_cmd", "exec(String[]{\"cmd.exe\",\"/c\",\"dir \" + bar})", 'Process proc = Runtime.getRuntime().exec(new String[] {"cmd.exe", "/c", "dir " + bar});\n' + _waitfor),
    P("v78_command", "new ProcessBuilder().command(\"sh\",\"-c\",\"echo \" + bar + \" >> file\")", 'Process proc = new ProcessBuilder().command("sh", "-c", "echo " + bar + " >> /tmp/audit.log").start();\n' + _waitfor),
    P("v78_env", "Runtime.exec(String, envp, dir) with \"convert \" + bar", 'Process proc = Runtime.getRuntime().exec("convert /srv/img/in.png -resize " + bar + " /srv/img/out.png", null, new File("/srv/img"));\n' + _waitfor, imports=["java.io.File"]),
], safe=[
    P("s78_hostre", "host validated by regex, passed as its own argv element (no shell)", r'''
if (!bar.matches("[A-Za-z0-9.-]{1,253}") || bar.startsWith("-")) {
    response.sendError(HttpServletResponse.SC_BAD_REQUEST);
    return;
}
Process proc = Runtime.getRuntime().exec(new String[] {"nslookup", bar});
''' + _waitfor),
    P("s78_tools", "allow-list of tool names", r'''
if (!TOOLS.contains(bar)) {
    response.sendError(HttpServletResponse.SC_BAD_REQUEST);
    return;
}
Process proc = new ProcessBuilder("/usr/bin/" + bar).start();
''' + _waitfor, members='private static final Set<String> TOOLS = Set.of("uptime", "date", "whoami");', imports=["java.util.Set"]),
    P("s78_int", "Integer.parseInt: only a number reaches the command", r'''
int count = Integer.parseInt(bar.trim());
Process proc = Runtime.getRuntime().exec("ping -c " + count + " localhost");
''' + _waitfor),
    P("s78_esapi", "ESAPI encodeForOS(UnixCodec) escapes the argument", r'''
String quoted = ESAPI.encoder().encodeForOS(new UnixCodec(), bar);
Process proc = new ProcessBuilder("sh", "-c", "ls -l /srv/files/" + quoted).start();
''' + _waitfor, imports=["org.owasp.esapi.ESAPI", "org.owasp.esapi.codecs.UnixCodec"]),
    P("s78_const", "constant command; the input only selects the report title", r'''
String title = bar.isEmpty() ? "Disk usage" : "Disk usage report";
Process proc = new ProcessBuilder("df", "-h").start();
response.getWriter().println(title);
''' + _waitfor),
])

# ---------------- CWE-79 ----------------
SINKS[79] = dict(vuln=[
    P("v79_println", "getWriter().println(\"<h1>\" + bar)", 'response.setContentType("text/html;charset=UTF-8");\nPrintWriter out = response.getWriter();\nout.println("<h1>Hello " + bar + "</h1>");', imports=["java.io.PrintWriter"]),
    P("v79_printf", "getWriter().printf(html %s, bar)", 'response.setContentType("text/html");\nresponse.getWriter().printf("<div class=\\"msg\\">%s</div>", bar);'),
    P("v79_write", "getWriter().write(<input value=bar>)", 'response.setContentType("text/html");\nresponse.getWriter().write("<input name=\\"q\\" value=\\"" + bar + "\\">");'),
    P("v79_format", "getWriter().format(Locale, html %s, bar)", 'response.setContentType("text/html");\nresponse.getWriter().format(Locale.ROOT, "<p>You searched for %s</p>", bar);', imports=["java.util.Locale"]),
    P("v79_os", "getOutputStream().write(html bytes)", 'response.setContentType("text/html");\nresponse.getOutputStream().write(("<span>" + bar + "</span>").getBytes(StandardCharsets.UTF_8));', imports=["java.nio.charset.StandardCharsets"]),
    P("v79_append", "PrintWriter.append chain", 'response.setContentType("text/html");\nPrintWriter out = response.getWriter();\nout.append("<table><tr><td>").append(bar).append("</td></tr></table>");', imports=["java.io.PrintWriter"]),
    P("v79_print", "getWriter().print(bar) inside a script block", 'response.setContentType("text/html");\nPrintWriter out = response.getWriter();\nout.print("<script>var user = \'");\nout.print(bar);\nout.print("\';</script>");', imports=["java.io.PrintWriter"]),
], safe=[
    P("s79_esapi", "ESAPI encodeForHTML", 'response.setContentType("text/html");\nresponse.getWriter().println("<h1>Hello " + ESAPI.encoder().encodeForHTML(bar) + "</h1>");', imports=["org.owasp.esapi.ESAPI"]),
    P("s79_encode", "OWASP Encoder Encode.forHtml", 'response.setContentType("text/html");\nresponse.getWriter().printf("<p>%s</p>", Encode.forHtml(bar));', imports=["org.owasp.encoder.Encode"]),
    P("s79_spring", "Spring HtmlUtils.htmlEscape", 'String escaped = HtmlUtils.htmlEscape(bar);\nresponse.setContentType("text/html");\nresponse.getWriter().write("<div>" + escaped + "</div>");', imports=["org.springframework.web.util.HtmlUtils"]),
    P("s79_commons", "commons-text StringEscapeUtils.escapeHtml4", 'response.setContentType("text/html");\nresponse.getWriter().println("<td>" + StringEscapeUtils.escapeHtml4(bar) + "</td>");', imports=["org.apache.commons.text.StringEscapeUtils"]),
    P("s79_urlenc", "URLEncoder.encode inside an href query value", 'response.setContentType("text/html");\nString q = URLEncoder.encode(bar, StandardCharsets.UTF_8);\nresponse.getWriter().println("<a href=\\"/search?q=" + q + "\\">search again</a>");', imports=["java.net.URLEncoder", "java.nio.charset.StandardCharsets"]),
    P("s79_length", "only the length of the input is written", 'response.setContentType("text/html");\nresponse.getWriter().println("<p>Length: " + bar.length() + "</p>");'),
    P("s79_attr", "Encode.forHtmlAttribute in an attribute", 'response.setContentType("text/html");\nresponse.getWriter().write("<input name=\\"q\\" value=\\"" + Encode.forHtmlAttribute(bar) + "\\">");', imports=["org.owasp.encoder.Encode"]),
])

# ---------------- CWE-89 ----------------
_conn = 'try (Connection conn = DriverManager.getConnection(JDBC_URL, "app", DB_PASSWORD)'
_dbm = 'private static final String JDBC_URL = "jdbc:postgresql://db:5432/shop";\nprivate static final String DB_PASSWORD = System.getenv("DB_PASSWORD");'
_dbi = ["java.sql.Connection", "java.sql.DriverManager", "java.sql.SQLException"]
def _sql(body_inner, imports=()):
    return body_inner, list(_dbi) + list(imports)
SINKS[89] = dict(vuln=[
    P("v89_query", "Statement.executeQuery(\"... name = '\" + bar + \"'\")", _conn + r''';
        Statement st = conn.createStatement();
        ResultSet rs = st.executeQuery("SELECT id, email FROM users WHERE name = '" + bar + "'")) {
    int rows = 0;
    while (rs.next()) {
        rows++;
    }
    response.getWriter().println("matches: " + rows);
} catch (SQLException e) {
    throw new ServletException(e);
}
''', members=_dbm, imports=_dbi + ["java.sql.Statement", "java.sql.ResultSet"]),
    P("v89_update", "Statement.executeUpdate(UPDATE ... '\" + bar + \"')", _conn + r''';
        Statement st = conn.createStatement()) {
    int n = st.executeUpdate("UPDATE profiles SET nickname = '" + bar + "' WHERE id = 1");
    response.getWriter().println("updated " + n);
} catch (SQLException e) {
    throw new ServletException(e);
}
''', members=_dbm, imports=_dbi + ["java.sql.Statement"]),
    P("v89_prepconcat", "prepareStatement with the input concatenated into the SQL", _conn + r''') {
    PreparedStatement ps = conn.prepareStatement("SELECT id FROM orders WHERE status = '" + bar + "'");
    ResultSet rs = ps.executeQuery();
    response.getWriter().println(rs.next() ? "found" : "none");
} catch (SQLException e) {
    throw new ServletException(e);
}
''', members=_dbm, imports=_dbi + ["java.sql.PreparedStatement", "java.sql.ResultSet"]),
    P("v89_execute", "Statement.execute(DELETE ... '\" + bar + \"')", _conn + r''';
        Statement st = conn.createStatement()) {
    st.execute("DELETE FROM carts WHERE token = '" + bar + "'");
    response.getWriter().println("cart cleared");
} catch (SQLException e) {
    throw new ServletException(e);
}
''', members=_dbm, imports=_dbi + ["java.sql.Statement"]),
    P("v89_batch", "Statement.addBatch(INSERT ... '\" + bar + \"')", _conn + r''';
        Statement st = conn.createStatement()) {
    st.addBatch("INSERT INTO audit(message) VALUES ('" + bar + "')");
    st.addBatch("UPDATE counters SET hits = hits + 1");
    int[] counts = st.executeBatch();
    response.getWriter().println("statements: " + counts.length);
} catch (SQLException e) {
    throw new ServletException(e);
}
''', members=_dbm, imports=_dbi + ["java.sql.Statement"]),
    P("v89_orderby", "ORDER BY + bar in executeQuery", r'''
String sql = "SELECT id, title FROM products ORDER BY " + bar;
''' + _conn + r''';
        Statement st = conn.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
    response.getWriter().println(rs.next() ? "first id " + rs.getLong(1) : "empty");
} catch (SQLException e) {
    throw new ServletException(e);
}
''', members=_dbm, imports=_dbi + ["java.sql.Statement", "java.sql.ResultSet"]),
    P("v89_call", "prepareCall(\"{call find_user('\" + bar + \"')}\")", _conn + r''';
        CallableStatement cs = conn.prepareCall("{call find_user('" + bar + "')}")) {
    boolean hasResults = cs.execute();
    response.getWriter().println("results: " + hasResults);
} catch (SQLException e) {
    throw new ServletException(e);
}
''', members=_dbm, imports=_dbi + ["java.sql.CallableStatement"]),
], safe=[
    P("s89_prep", "PreparedStatement with ? and setString", _conn + r''';
        PreparedStatement ps = conn.prepareStatement("SELECT id, email FROM users WHERE name = ?")) {
    ps.setString(1, bar);
    try (ResultSet rs = ps.executeQuery()) {
        response.getWriter().println(rs.next() ? "found" : "none");
    }
} catch (SQLException e) {
    throw new ServletException(e);
}
''', members=_dbm, imports=_dbi + ["java.sql.PreparedStatement", "java.sql.ResultSet"]),
    P("s89_prepupd", "PreparedStatement.executeUpdate with two ? parameters", _conn + r''';
        PreparedStatement ps = conn.prepareStatement("UPDATE profiles SET nickname = ? WHERE id = ?")) {
    ps.setString(1, bar);
    ps.setInt(2, 1);
    response.getWriter().println("updated " + ps.executeUpdate());
} catch (SQLException e) {
    throw new ServletException(e);
}
''', members=_dbm, imports=_dbi + ["java.sql.PreparedStatement"]),
    P("s89_esapi", "ESAPI encodeForSQL(OracleCodec) before concatenation", r'''
String escapedName = ESAPI.encoder().encodeForSQL(new OracleCodec(), bar);
''' + _conn + r''';
        Statement st = conn.createStatement();
        ResultSet rs = st.executeQuery("SELECT id FROM users WHERE name = '" + escapedName + "'")) {
    response.getWriter().println(rs.next() ? "found" : "none");
} catch (SQLException e) {
    throw new ServletException(e);
}
''', members=_dbm, imports=_dbi + ["java.sql.Statement", "java.sql.ResultSet", "org.owasp.esapi.ESAPI", "org.owasp.esapi.codecs.OracleCodec"]),
    P("s89_sortallow", "ORDER BY column chosen from a fixed map; input is only the key", r'''
String column = SORT_COLUMNS.getOrDefault(bar, "id");
''' + _conn + r''';
        Statement st = conn.createStatement();
        ResultSet rs = st.executeQuery("SELECT id, title FROM products ORDER BY " + column)) {
    response.getWriter().println(rs.next() ? "first id " + rs.getLong(1) : "empty");
} catch (SQLException e) {
    throw new ServletException(e);
}
''', members=_dbm + '\nprivate static final Map<String, String> SORT_COLUMNS = Map.of("name", "title", "price", "price_cents");', imports=_dbi + ["java.sql.Statement", "java.sql.ResultSet", "java.util.Map"]),
    P("s89_callparam", "CallableStatement with a ? parameter", _conn + r''';
        CallableStatement cs = conn.prepareCall("{call find_user(?)}")) {
    cs.setString(1, bar);
    response.getWriter().println("results: " + cs.execute());
} catch (SQLException e) {
    throw new ServletException(e);
}
''', members=_dbm, imports=_dbi + ["java.sql.CallableStatement"]),
    P("s89_int", "Integer.parseInt before concatenation", r'''
long orderId = Long.parseLong(bar.trim());
''' + _conn + r''';
        Statement st = conn.createStatement();
        ResultSet rs = st.executeQuery("SELECT total FROM orders WHERE id = " + orderId)) {
    response.getWriter().println(rs.next() ? "total " + rs.getLong(1) : "no order");
} catch (SQLException e) {
    throw new ServletException(e);
}
''', members=_dbm, imports=_dbi + ["java.sql.Statement", "java.sql.ResultSet"]),
])

# ---------------- CWE-90 ----------------
_ldapctx = r'''
Hashtable<String, String> env = new Hashtable<>();
env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
env.put(Context.PROVIDER_URL, "ldap://ldap.example.com:389");
'''
_ldapi = ["java.util.Hashtable", "javax.naming.Context", "javax.naming.NamingException", "javax.naming.NamingEnumeration",
          "javax.naming.directory.DirContext", "javax.naming.directory.InitialDirContext", "javax.naming.directory.SearchControls",
          "javax.naming.directory.SearchResult"]
def _ldap(filter_code, search_call, pre=""):
    return pre + _ldapctx + r'''
try {
    DirContext ctx = new InitialDirContext(env);
    SearchControls controls = new SearchControls();
    controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
''' + "".join("    " + l + "\n" for l in filter_code.strip("\n").split("\n")) + r'''    NamingEnumeration<SearchResult> results = ''' + search_call + r''';
    int found = 0;
    while (results.hasMore()) {
        results.next();
        found++;
    }
    ctx.close();
    response.getWriter().println("entries: " + found);
} catch (NamingException e) {
    throw new ServletException(e);
}
'''
SINKS[90] = dict(vuln=[
    P("v90_uid", "DirContext.search(base, \"(uid=\" + bar + \")\", controls)", _ldap('String filter = "(uid=" + bar + ")";', 'ctx.search("ou=people,dc=example,dc=com", filter, controls)'), imports=_ldapi),
    P("v90_format", "String.format LDAP filter with %s", _ldap('String filter = String.format("(&(objectClass=person)(mail=%s))", bar);', 'ctx.search("dc=example,dc=com", filter, controls)'), imports=_ldapi),
    P("v90_inline", "filter concatenated inline in search()", _ldap("", 'ctx.search("ou=groups,dc=example,dc=com", "(&(objectClass=groupOfNames)(cn=" + bar + "))", controls)'), imports=_ldapi),
    P("v90_argsconcat", "search(base, filterExpr, args, controls) but the input is concatenated into filterExpr", _ldap('Object[] noArgs = new Object[0];', 'ctx.search("ou=people,dc=example,dc=com", "(cn=" + bar + ")", noArgs, controls)'), imports=_ldapi),
    P("v90_sb", "filter built with StringBuilder", _ldap('StringBuilder filter = new StringBuilder("(&(objectClass=inetOrgPerson)(|(uid=");\nfilter.append(bar).append(")(mail=").append(bar).append(")))");', 'ctx.search("ou=people,dc=example,dc=com", filter.toString(), controls)'), imports=_ldapi),
], safe=[
    P("s90_args", "filter arguments {0} bound by the provider (escaped)", _ldap('Object[] args = new Object[] {bar};', 'ctx.search("ou=people,dc=example,dc=com", "(uid={0})", args, controls)'), imports=_ldapi),
    P("s90_esapi", "ESAPI encodeForLDAP", _ldap('String filter = "(uid=" + ESAPI.encoder().encodeForLDAP(bar) + ")";', 'ctx.search("ou=people,dc=example,dc=com", filter, controls)'), imports=_ldapi + ["org.owasp.esapi.ESAPI"]),
    P("s90_regex", "regex [a-z0-9._-] check with early return", _ldap('String filter = "(uid=" + bar + ")";', 'ctx.search("ou=people,dc=example,dc=com", filter, controls)', pre=r'''
if (!bar.matches("[a-z0-9._-]{1,64}")) {
    response.sendError(HttpServletResponse.SC_BAD_REQUEST);
    return;
}
'''), imports=_ldapi),
    P("s90_escape", "private helper escapes \\ * ( ) and NUL per RFC 4515", _ldap('String filter = "(cn=" + escapeFilter(bar) + ")";', 'ctx.search("ou=people,dc=example,dc=com", filter, controls)'), members=r'''
private static String escapeFilter(String value) {
    StringBuilder sb = new StringBuilder();
    for (char c : value.toCharArray()) {
        switch (c) {
            case '\\':
                sb.append("\\5c");
                break;
            case '*':
                sb.append("\\2a");
                break;
            case '(':
                sb.append("\\28");
                break;
            case ')':
                sb.append("\\29");
                break;
            case '\0':
                sb.append("\\00");
                break;
            default:
                sb.append(c);
        }
    }
    return sb.toString();
}
''', imports=_ldapi),
])

# ---------------- CWE-643 ----------------
_xdoc = r'''
Document doc;
try (InputStream xml = Thread.currentThread().getContextClassLoader().getResourceAsStream("data/users.xml")) {
    DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
    dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    doc = dbf.newDocumentBuilder().parse(xml);
} catch (ParserConfigurationException | SAXException e) {
    throw new ServletException(e);
}
XPath xp = XPathFactory.newInstance().newXPath();
'''
_xi = ["java.io.InputStream", "javax.xml.XMLConstants", "javax.xml.parsers.DocumentBuilderFactory", "javax.xml.parsers.ParserConfigurationException",
       "org.w3c.dom.Document", "org.xml.sax.SAXException", "javax.xml.xpath.XPath", "javax.xml.xpath.XPathFactory", "javax.xml.xpath.XPathExpressionException"]
def _xp(inner, pre=""):
    return pre + _xdoc + "try {\n" + "".join("    " + l + "\n" for l in inner.strip("\n").split("\n")) + "} catch (XPathExpressionException e) {\n    throw new ServletException(e);\n}"
SINKS[643] = dict(vuln=[
    P("v643_eval", "XPath.evaluate(\"/users/user[@name='\" + bar + \"']/role\")", _xp('String role = xp.evaluate("/users/user[@name=\'" + bar + "\']/role", doc);\nresponse.getWriter().println(role.isEmpty() ? "no role" : "role found");'), imports=_xi),
    P("v643_compile", "XPath.compile(concat).evaluate(NODESET)", _xp('XPathExpression expr = xp.compile("//account[id=\'" + bar + "\']");\nNodeList nodes = (NodeList) expr.evaluate(doc, XPathConstants.NODESET);\nresponse.getWriter().println("accounts: " + nodes.getLength());'), imports=_xi + ["javax.xml.xpath.XPathExpression", "javax.xml.xpath.XPathConstants", "org.w3c.dom.NodeList"]),
    P("v643_format", "String.format XPath count() query", _xp('String q = String.format("count(//order[customer=\\"%s\\"])", bar);\nDouble n = (Double) xp.evaluate(q, doc, XPathConstants.NUMBER);\nresponse.getWriter().println("orders: " + n.intValue());'), imports=_xi + ["javax.xml.xpath.XPathConstants"]),
    P("v643_bool", "boolean() login check built by concatenation", _xp('String q = "boolean(//user[name=\'" + bar + "\' and active=\'true\'])";\nBoolean ok = (Boolean) xp.evaluate(q, doc, XPathConstants.BOOLEAN);\nresponse.getWriter().println(ok ? "active" : "inactive");'), imports=_xi + ["javax.xml.xpath.XPathConstants"]),
    P("v643_sb", "query assembled with StringBuilder then evaluate", _xp('StringBuilder q = new StringBuilder("/catalog/item[sku=\'");\nq.append(bar).append("\']/price");\nString price = xp.evaluate(q.toString(), doc);\nresponse.getWriter().println(price.isEmpty() ? "unknown item" : "item found");'), imports=_xi),
], safe=[
    P("s643_var", "XPathVariableResolver binds $name; the query is constant", _xp('final String lookup = bar;\nxp.setXPathVariableResolver(v -> "name".equals(v.getLocalPart()) ? lookup : null);\nString role = xp.evaluate("/users/user[@name=$name]/role", doc);\nresponse.getWriter().println(role.isEmpty() ? "no role" : "role found");'), imports=_xi),
    P("s643_regex", "alphanumeric regex check with early return", _xp('String role = xp.evaluate("/users/user[@name=\'" + bar + "\']/role", doc);\nresponse.getWriter().println(role.isEmpty() ? "no role" : "role found");', pre=r'''
if (!bar.matches("[A-Za-z0-9]{1,32}")) {
    response.sendError(HttpServletResponse.SC_BAD_REQUEST);
    return;
}
'''), imports=_xi),
    P("s643_esapi", "ESAPI encodeForXPath", _xp('String safeName = ESAPI.encoder().encodeForXPath(bar);\nString role = xp.evaluate("/users/user[@name=\'" + safeName + "\']/role", doc);\nresponse.getWriter().println(role.isEmpty() ? "no role" : "role found");'), imports=_xi + ["org.owasp.esapi.ESAPI"]),
    P("s643_int", "Integer.parseInt position predicate", _xp('int pos = Integer.parseInt(bar.trim());\nString name = xp.evaluate("/users/user[" + pos + "]/@name", doc);\nresponse.getWriter().println(name.isEmpty() ? "none" : "user exists");'), imports=_xi),
    P("s643_const", "constant query; the input is only compared to the result", _xp('String admin = xp.evaluate("/users/user[role=\'admin\']/@name", doc);\nresponse.getWriter().println(admin.equals(bar) ? "is admin" : "not admin");'), imports=_xi),
])

# ---------------- CWE-501 ----------------
SINKS[501] = dict(vuln=[
    P("v501_attr", "session.setAttribute(\"displayName\", bar)", 'request.getSession().setAttribute("displayName", bar);\nresponse.getWriter().println("saved");'),
    P("v501_name", "input used as the session attribute name", 'HttpSession session = request.getSession(true);\nsession.setAttribute("cart." + bar, Boolean.TRUE);\nresponse.getWriter().println("added");', imports=["javax.servlet.http.HttpSession"]),
    P("v501_putvalue", "deprecated HttpSession.putValue", 'HttpSession session = request.getSession();\nsession.putValue("lastSearch", bar);\nresponse.getWriter().println("remembered");', imports=["javax.servlet.http.HttpSession"]),
    P("v501_map", "Map.of holding the input stored in the session", 'HttpSession session = request.getSession();\nsession.setAttribute("prefs", Map.of("lang", bar));\nresponse.getWriter().println("preferences updated");', imports=["javax.servlet.http.HttpSession", "java.util.Map"]),
    P("v501_obj", "object wrapping the input stored in the session", 'HttpSession session = request.getSession();\nsession.setAttribute("profile", new Profile(bar));\nresponse.getWriter().println("profile stored");', imports=["javax.servlet.http.HttpSession", "java.io.Serializable"], members=r'''
private static final class Profile implements Serializable {
    private static final long serialVersionUID = 1L;
    private final String nickname;

    Profile(String nickname) {
        this.nickname = nickname;
    }

    String nickname() {
        return nickname;
    }
}
'''),
], safe=[
    P("s501_bool", "only a constant chosen by comparison is stored", 'boolean dark = "dark".equals(bar);\nrequest.getSession().setAttribute("theme", dark ? "dark" : "light");\nresponse.getWriter().println("theme set");'),
    P("s501_allow", "allow-list contains() check with early return", r'''
if (!SUPPORTED_LANGS.contains(bar)) {
    response.sendError(HttpServletResponse.SC_BAD_REQUEST);
    return;
}
request.getSession().setAttribute("lang", bar);
response.getWriter().println("language set");
''', members='private static final Set<String> SUPPORTED_LANGS = Set.of("en", "de", "fr", "es");', imports=["java.util.Set"]),
    P("s501_flag", "input only checked; a constant flag is stored", r'''
if (bar.length() > 100) {
    response.sendError(HttpServletResponse.SC_BAD_REQUEST);
    return;
}
HttpSession session = request.getSession();
session.setAttribute("greeted", Boolean.TRUE);
response.getWriter().println("ok");
''', imports=["javax.servlet.http.HttpSession"]),
    P("s501_count", "session stores a server-side counter; input not stored", r'''
HttpSession session = request.getSession();
Integer visits = (Integer) session.getAttribute("visits");
session.setAttribute("visits", visits == null ? 1 : visits + 1);
response.getWriter().println(bar.isEmpty() ? "welcome" : "welcome back");
''', imports=["javax.servlet.http.HttpSession"]),
    P("s501_lookup", "input is a key; the stored value comes from a fixed table", r'''
String currency = CURRENCIES.getOrDefault(bar, "EUR");
request.getSession().setAttribute("currency", currency);
response.getWriter().println("currency set");
''', members='private static final Map<String, String> CURRENCIES = Map.of("us", "USD", "gb", "GBP", "jp", "JPY");', imports=["java.util.Map"]),
])

# Spring-only JdbcTemplate sinks (CWE-89)
_jt = dict(members="@Autowired\nprivate JdbcTemplate jdbcTemplate;", imports=["org.springframework.beans.factory.annotation.Autowired", "org.springframework.jdbc.core.JdbcTemplate"])
SPRING89 = dict(vuln=[
    P("v89_jt_list", "JdbcTemplate.queryForList with the input concatenated", r'''
List<Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT id, email FROM users WHERE name = '" + bar + "'");
response.getWriter().println("matches: " + rows.size());
''', members=_jt["members"], imports=_jt["imports"] + ["java.util.List", "java.util.Map"]),
    P("v89_jt_update", "JdbcTemplate.update with the input concatenated", r'''
int changed = jdbcTemplate.update("UPDATE accounts SET last_note = '" + bar + "' WHERE id = 7");
response.getWriter().println("updated " + changed);
''', members=_jt["members"], imports=_jt["imports"]),
], safe=[
    P("s89_jt_param", "JdbcTemplate.queryForList with a ? argument", r'''
List<Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT id, email FROM users WHERE name = ?", bar);
response.getWriter().println("matches: " + rows.size());
''', members=_jt["members"], imports=_jt["imports"] + ["java.util.List", "java.util.Map"]),
])
