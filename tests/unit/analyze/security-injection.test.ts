import { describe, expect, it } from "vitest";
import { analyze, lineOf, only } from "./security-helpers";

describe("SQL injection (CWE-89)", () => {
  it("flags a request parameter concatenated into Statement.executeQuery in a Spring controller", () => {
    const text = `
@RestController
public class UserController {
  private final DataSource dataSource;
  @GetMapping("/users")
  public String find(@RequestParam String name) throws SQLException {
    try (Connection c = dataSource.getConnection(); Statement st = c.createStatement()) {
      ResultSet rs = st.executeQuery("SELECT * FROM users WHERE name = '" + name + "'"); // sink
      return rs.next() ? rs.getString("email") : "none";
    }
  }
}`;
    const fs = only(analyze(text), "SEC-SQL-INJECTION");
    expect(fs).toHaveLength(1);
    const f = fs[0];
    expect(f.cwe).toBe(89);
    expect(f.severity).toBe("error");
    expect(f.category).toBe("security");
    expect(f.line).toBe(lineOf(text, "// sink"));
    expect(f.message).toBe(
      `Request parameter \`name\` flows into a SQL query built by string concatenation (executeQuery on line ${f.line}).`,
    );
    expect(f.lesson).toBe("/courses/secure-coding-java/sql-injection");
    expect(f.explanation).toContain("' OR '1'='1");
    expect(f.fix).toContain("```java");
  });

  it("flags servlet getParameter flowing into JdbcTemplate and prepareStatement built by concatenation", () => {
    const text = `
public class SearchServlet extends HttpServlet {
  private JdbcTemplate jdbcTemplate;
  private Connection connection;
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    String term = req.getParameter("q");
    List<Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT * FROM items WHERE title LIKE '%" + term + "%'"); // sink1
    PreparedStatement ps = connection.prepareStatement("SELECT * FROM items WHERE title = '" + term + "'"); // sink2
  }
}`;
    const fs = only(analyze(text), "SEC-SQL-INJECTION");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// sink1"), lineOf(text, "// sink2")]);
    expect(fs[0].message).toContain("Request parameter `q`");
    expect(fs[1].message).toContain("prepareStatement");
  });

  it("accepts parameterized queries: constant SQL with setString / bind arguments", () => {
    const text = `
@RestController
public class UserController {
  private JdbcTemplate jdbcTemplate;
  private Connection connection;
  @GetMapping("/users")
  public Object find(@RequestParam String name) throws SQLException {
    PreparedStatement ps = connection.prepareStatement("SELECT * FROM users WHERE name = ?");
    ps.setString(1, name);
    ps.executeQuery();
    jdbcTemplate.query("SELECT * FROM users WHERE name = ?", mapper, name);
    return jdbcTemplate.queryForList("SELECT * FROM users WHERE name = ?", name);
  }
}`;
    expect(only(analyze(text), "SEC-SQL-INJECTION")).toEqual([]);
  });

  it("treats numeric conversion and numeric parameter types as sanitizers", () => {
    const text = `
public class S extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    int id = Integer.parseInt(req.getParameter("id"));
    stmt.executeQuery("SELECT * FROM t WHERE id = " + id);
    long other = Long.parseLong(req.getParameter("other"));
    stmt.executeUpdate("DELETE FROM t WHERE id = " + other);
  }
  @GetMapping("/x/{id}")
  public String byId(@PathVariable Long id) throws Exception {
    stmt.executeQuery("SELECT * FROM t WHERE id = " + id);
    return "ok";
  }
}`;
    expect(only(analyze(text), "SEC-SQL-INJECTION")).toEqual([]);
  });

  it("follows a helper method that builds the SQL and another that runs it (summaries across methods)", () => {
    const text = `
@RestController
public class ReportController {
  private final JdbcTemplate jdbcTemplate;
  @GetMapping("/report")
  public List<Map<String, Object>> report(@RequestParam("region") String region) {
    return runQuery(buildSql(region)); // call
  }
  private String buildSql(String part) {
    StringBuilder sb = new StringBuilder("SELECT * FROM sales WHERE region = '");
    sb.append(part).append("'");
    return sb.toString();
  }
  private List<Map<String, Object>> runQuery(String sql) {
    return jdbcTemplate.queryForList(sql); // sink
  }
  public List<Map<String, Object>> fixed() {
    return runQuery(buildSql("EU"));
  }
}`;
    const fs = only(analyze(text), "SEC-SQL-INJECTION");
    expect(fs).toHaveLength(1);
    expect(fs[0].line).toBe(lineOf(text, "// sink"));
    expect(fs[0].severity).toBe("error");
    expect(fs[0].message).toContain("Request parameter `region`");
    expect(fs[0].message).toContain("StringBuilder");
    expect(fs[0].message).toContain(`runQuery() on line ${lineOf(text, "// call")}`);
  });

  it("taints parameters of public methods only through tainted call sites; an uncalled DAO method with concatenation is a warning", () => {
    const text = `
public class UserDao {
  private JdbcTemplate jdbcTemplate;
  public User findByName(String username) {
    String sql = "SELECT * FROM users WHERE username = '" + username + "'";
    return jdbcTemplate.queryForObject(sql, mapper); // sink
  }
  public User findSafe(String username) {
    return jdbcTemplate.queryForObject("SELECT * FROM users WHERE username = ?", mapper, username);
  }
  public int count(int min) {
    return jdbcTemplate.queryForObject("SELECT COUNT(*) FROM users WHERE age > " + min, Integer.class);
  }
}`;
    const fs = only(analyze(text), "SEC-SQL-INJECTION");
    expect(fs).toHaveLength(1);
    expect(fs[0].severity).toBe("warning");
    expect(fs[0].line).toBe(lineOf(text, "// sink"));
    expect(fs[0].message).toContain("Parameter `username` of `findByName()`");
  });

  it("does not flag a helper whose only caller passes a constant", () => {
    const text = `
public class Repo {
  private Statement stmt;
  public void load() throws Exception { query("admin"); }
  private void query(String who) throws Exception {
    stmt.executeQuery("SELECT * FROM users WHERE name = '" + who + "'");
  }
}`;
    expect(only(analyze(text), "SEC-SQL-INJECTION")).toEqual([]);
  });

  it("propagates through String.format, formatted text blocks, String.join and +=", () => {
    const text = `
public class Q {
  @GetMapping("/q")
  public void q(@RequestParam String name, HttpServletRequest request) throws Exception {
    stmt.executeQuery(String.format("SELECT * FROM t WHERE n = '%s'", name)); // format
    String tb = """
        SELECT * FROM t WHERE n = '%s'
        """.formatted(name);
    stmt.executeQuery(tb); // textblock
    stmt.execute(String.join(" ", "SELECT * FROM t WHERE n =", name)); // join
    String sql = "SELECT * FROM t WHERE 1=1";
    sql += " AND n = '" + request.getHeader("X-Name") + "'";
    stmt.executeQuery(sql); // pluseq
  }
}`;
    const fs = only(analyze(text), "SEC-SQL-INJECTION");
    expect(fs.map((f) => f.line)).toEqual([
      lineOf(text, "// format"),
      lineOf(text, "// textblock"),
      lineOf(text, "// join"),
      lineOf(text, "// pluseq"),
    ]);
    expect(fs[0].message).toContain("String.format");
    expect(fs[3].message).toContain("Request header `X-Name`");
  });

  it("tracks collections: list.add taints the list and iteration yields tainted elements", () => {
    const text = `
public class Filters {
  @GetMapping("/f")
  public void f(HttpServletRequest request) throws Exception {
    List<String> parts = new ArrayList<>();
    parts.add("status = 'OPEN'");
    parts.add("owner = '" + request.getParameter("owner") + "'");
    String where = "";
    for (String p : parts) { where += " AND " + p; }
    stmt.executeQuery("SELECT * FROM tasks WHERE 1=1" + where); // sink
    List<String> fixed = new ArrayList<>();
    fixed.add("status = 'OPEN'");
    for (String p : fixed) { stmt.executeQuery("SELECT * FROM tasks WHERE " + p); }
  }
}`;
    const fs = only(analyze(text), "SEC-SQL-INJECTION");
    expect(fs).toHaveLength(1);
    expect(fs[0].line).toBe(lineOf(text, "// sink"));
    expect(fs[0].message).toContain("Request parameter `owner`");
  });

  it("taints through map.put/get, setters/getters of a bound object and a lambda over a tainted list", () => {
    const text = `
public class C {
  @PostMapping("/c")
  public void c(@RequestBody OrderDto dto, @RequestParam List<String> tags) throws Exception {
    jdbcTemplate.update("INSERT INTO orders(note) VALUES ('" + dto.getNote() + "')"); // dto
    Map<String, String> m = new HashMap<>();
    m.put("k", dto.getCustomer());
    stmt.executeQuery("SELECT * FROM c WHERE name = '" + m.get("k") + "'"); // map
    tags.forEach(t -> jdbcTemplate.update("INSERT INTO tags VALUES ('" + t + "')")); // lambda
  }
}`;
    const fs = only(analyze(text), "SEC-SQL-INJECTION");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// dto"), lineOf(text, "// map"), lineOf(text, "// lambda")]);
    expect(fs[0].message).toContain("Request body `dto`");
  });

  it("handles ternaries: tainted if either branch is tainted, clean when folding proves the branch dead", () => {
    const text = `
public class T {
  private static final boolean DEBUG = false;
  @GetMapping("/t")
  public void t(@RequestParam String name, @RequestParam boolean asc) throws Exception {
    String col = asc ? name : "id";
    stmt.executeQuery("SELECT * FROM t ORDER BY " + col); // sink
    String q = DEBUG ? "SELECT * FROM t WHERE n = '" + name + "'" : "SELECT * FROM t";
    stmt.executeQuery(q);
    String dir = asc ? "ASC" : "DESC";
    stmt.executeQuery("SELECT * FROM t ORDER BY id " + dir);
  }
}`;
    const fs = only(analyze(text), "SEC-SQL-INJECTION");
    expect(fs).toHaveLength(1);
    expect(fs[0].line).toBe(lineOf(text, "// sink"));
  });

  it("skips dead branches and variables reassigned to constants before the sink", () => {
    const text = `
public class D {
  private static final boolean ENABLED = false;
  @GetMapping("/d")
  public void d(@RequestParam String name) throws Exception {
    if (false) { stmt.executeQuery("SELECT * FROM t WHERE n = '" + name + "'"); }
    if (ENABLED) { stmt.executeQuery("SELECT * FROM t WHERE n = '" + name + "'"); }
    final int limit = 0;
    if (limit > 5) { stmt.executeQuery("SELECT " + name); }
    String sql = "SELECT * FROM t WHERE n = '" + name + "'";
    sql = "SELECT * FROM t";
    stmt.executeQuery(sql);
    String other = "SELECT 1";
    if (name.isEmpty()) { other = "SELECT * FROM t WHERE n = '" + name + "'"; }
    stmt.executeQuery(other); // merged
  }
}`;
    const fs = only(analyze(text), "SEC-SQL-INJECTION");
    expect(fs).toHaveLength(1);
    expect(fs[0].line).toBe(lineOf(text, "// merged"));
  });

  it("recognises allow-list checks (equals, contains on a constant set, anchored regex) as sanitizers", () => {
    const text = `
public class A {
  private static final Set<String> COLUMNS = Set.of("name", "email");
  @GetMapping("/a")
  public void a(@RequestParam String sort, @RequestParam String dir, @RequestParam String code) throws Exception {
    if (!COLUMNS.contains(sort)) throw new IllegalArgumentException("sort");
    stmt.executeQuery("SELECT * FROM u ORDER BY " + sort);
    if ("desc".equals(dir)) stmt.executeQuery("SELECT * FROM u ORDER BY id " + dir);
    if (code.matches("[A-Z]{3}")) stmt.executeQuery("SELECT * FROM c WHERE code = '" + code + "'");
    if (code.matches(".*")) stmt.executeQuery("SELECT * FROM c WHERE code = '" + code + "'"); // sink
  }
}`;
    const fs = only(analyze(text), "SEC-SQL-INJECTION");
    expect(fs).toHaveLength(1);
    expect(fs[0].line).toBe(lineOf(text, "// sink"));
  });

  it("flags JPA createQuery/createNativeQuery built by concatenation but not named parameters", () => {
    const text = `
public class JpaRepo {
  @PersistenceContext private EntityManager em;
  @GetMapping("/j")
  public List<User> j(@RequestParam String name) {
    em.createNativeQuery("SELECT * FROM users WHERE name = :n").setParameter("n", name);
    em.createQuery("SELECT u FROM User u WHERE u.name = :n", User.class).setParameter("n", name);
    return em.createQuery("SELECT u FROM User u WHERE u.name = '" + name + "'").getResultList(); // sink
  }
}`;
    const fs = only(analyze(text), "SEC-SQL-INJECTION");
    expect(fs).toHaveLength(1);
    expect(fs[0].line).toBe(lineOf(text, "// sink"));
    expect(fs[0].message).toContain("JPQL");
  });

  it("treats console input and main's args as sources, but not System.getenv", () => {
    const text = `
public class Main {
  public static void main(String[] args) throws Exception {
    Scanner sc = new Scanner(System.in);
    String name = sc.nextLine();
    int age = sc.nextInt();
    Statement st = DriverManager.getConnection(URL).createStatement();
    st.executeQuery("SELECT * FROM people WHERE name = '" + name + "'"); // scanner
    st.executeQuery("SELECT * FROM people WHERE age = " + age);
    st.executeQuery("SELECT * FROM people WHERE city = '" + args[0] + "'"); // args
    st.executeQuery("SELECT * FROM people WHERE home = '" + System.getenv("HOME") + "'");
  }
}`;
    const fs = only(analyze(text), "SEC-SQL-INJECTION");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// scanner"), lineOf(text, "// args")]);
    expect(fs[0].message).toContain("Console input");
    expect(fs[1].message).toContain("Command-line argument `args`");
  });

  it("analyses Java 21+ implicitly declared classes (top-level main) with IO.readln input", () => {
    const text = `
void main() {
  String name = IO.readln("Name: ");
  try (Connection c = DriverManager.getConnection(URL); Statement st = c.createStatement()) {
    st.executeQuery("SELECT * FROM people WHERE name = '" + name + "'"); // sink
  }
}`;
    const fs = only(analyze(text), "SEC-SQL-INJECTION");
    expect(fs.map((f) => [f.line, f.severity])).toEqual([[lineOf(text, "// sink"), "error"]]);
    expect(fs[0].message).toContain("Console input");
  });

  it("warns when a snippet concatenates an undeclared variable into a query, but not a constant or a bound value", () => {
    const text = `
class __Snippet { void __snippet() throws Exception {
String sql = "SELECT id FROM users WHERE username = '" + username + "'";
ResultSet rs = connection.createStatement().executeQuery(sql); // sink
connection.createStatement().executeQuery("SELECT * FROM " + TABLE_NAME);
PreparedStatement ps = connection.prepareStatement("SELECT * FROM users WHERE username = ?");
ps.setString(1, username);
out.println("<p>" + comment + "</p>");
}}`;
    const fs = analyze(text);
    expect(fs.map((f) => [f.rule, f.line, f.severity])).toEqual([
      ["SEC-SQL-INJECTION", lineOf(text, "// sink"), "warning"],
    ]);
    expect(fs[0].message).toContain("`username`");
    expect(fs[0].message).toContain("not declared");
  });

  it("carries taint through a field assigned in one handler and used in another", () => {
    const text = `
@RestController
public class Prefs {
  private String lastSearch = "";
  @PostMapping("/save")
  public void save(@RequestParam String q) { this.lastSearch = q; }
  @GetMapping("/replay")
  public Object replay() throws Exception { return stmt.executeQuery("SELECT * FROM t WHERE q = '" + lastSearch + "'"); } // sink
}`;
    const fs = only(analyze(text), "SEC-SQL-INJECTION");
    expect(fs).toHaveLength(1);
    expect(fs[0].line).toBe(lineOf(text, "// sink"));
  });
});

describe("command injection (CWE-78)", () => {
  it("flags Runtime.exec with a request parameter and a shell ProcessBuilder; a fixed program with a tainted argument is a warning", () => {
    const text = `
public class PingServlet extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
    String host = req.getParameter("host");
    Process p = Runtime.getRuntime().exec("ping -c 1 " + host); // exec
    new ProcessBuilder("sh", "-c", "ping -c 1 " + host).start(); // shell
    new ProcessBuilder("ping", "-c", "1", host).start(); // args
    List<String> cmd = new ArrayList<>();
    cmd.add("bash");
    cmd.add("-c");
    cmd.add("nslookup " + host);
    new ProcessBuilder(cmd).start(); // list
  }
}`;
    const fs = only(analyze(text), "SEC-COMMAND-INJECTION");
    expect(fs.map((f) => [f.line, f.severity])).toEqual([
      [lineOf(text, "// exec"), "error"],
      [lineOf(text, "// shell"), "error"],
      [lineOf(text, "// args"), "warning"],
      [lineOf(text, "// list"), "error"],
    ]);
    expect(fs[0].cwe).toBe(78);
    expect(fs[0].lesson).toBe("/courses/secure-coding-java/command-injection");
    expect(fs[2].explanation).toContain("argument injection");
    expect(fs[2].message).toContain("the arguments of the `ping` command");
  });

  it("does not flag constant commands or values validated by an allow-list regex", () => {
    const text = `
public class Tools {
  @GetMapping("/ping")
  public String ping(@RequestParam String host) throws IOException {
    Runtime.getRuntime().exec("uptime");
    new ProcessBuilder("ls", "-la", "/tmp").start();
    if (!host.matches("[a-zA-Z0-9-]{1,63}")) throw new IllegalArgumentException("host");
    Runtime.getRuntime().exec(new String[] {"ping", "-c", "1", host});
    return "ok";
  }
}`;
    expect(only(analyze(text), "SEC-COMMAND-INJECTION")).toEqual([]);
  });
});

describe("LDAP and XPath injection (CWE-90, CWE-643)", () => {
  it("flags a tainted LDAP filter and a tainted XPath expression", () => {
    const text = `
@Controller
public class Directory {
  private LdapTemplate ldapTemplate;
  @PostMapping("/ldap")
  public String ldap(@RequestParam String user, DirContext ctx) throws Exception {
    String filter = "(&(objectClass=person)(uid=" + user + "))";
    ctx.search("ou=people,dc=example,dc=com", filter, new SearchControls()); // ldap
    ldapTemplate.search(query().where("uid").is(user), mapper);
    ctx.search("ou=people,dc=example,dc=com", "(uid=" + LdapEncoder.filterEncode(user) + ")", new SearchControls());
    return "ok";
  }
  @GetMapping("/email")
  @ResponseBody
  public String email(@RequestParam String name) throws Exception {
    XPath xpath = XPathFactory.newInstance().newXPath();
    xpath.evaluate("/users/user[@name=$name]/email", doc);
    return xpath.evaluate("/users/user[@name='" + name + "']/email", doc); // xpath
  }
}`;
    const fs = analyze(text);
    const ldap = only(fs, "SEC-LDAP-INJECTION");
    const xp = only(fs, "SEC-XPATH-INJECTION");
    expect(ldap.map((f) => f.line)).toEqual([lineOf(text, "// ldap")]);
    expect(ldap[0].cwe).toBe(90);
    expect(xp.map((f) => f.line)).toEqual([lineOf(text, "// xpath")]);
    expect(xp[0].cwe).toBe(643);
    expect(xp[0].severity).toBe("error");
  });
});
