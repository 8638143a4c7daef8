import { describe, expect, it } from "vitest";
import { RULES, type RuleId } from "@/lib/analyze/security/catalog";
import { CLASSES, ENTRIES, ANNOTATION_SOURCES } from "@/lib/analyze/security/library/spec";
import { GUARDS, MODELS } from "@/lib/analyze/security/library/handlers";
import {
  engineNames,
  isInstance,
  kindsOfType,
  lookup,
  lookupNew,
  sanitizerRules,
} from "@/lib/analyze/security/library/lookup";
import { analyze, lineOf, only } from "./security-helpers";

const CLASS_NAMES = new Set(CLASSES.map((c) => c.name));

describe("library specification tables (spec.ts)", () => {
  it("names each receiver class once, with aliases different from its name", () => {
    expect(CLASS_NAMES.size).toBe(CLASSES.length);
    for (const c of CLASSES) {
      expect(c.name).toMatch(/^[A-Z]\w*$/);
      for (const a of c.aliases ?? []) expect(a, c.name).not.toBe(c.name);
      expect(new Set(c.aliases ?? []).size, c.name).toBe((c.aliases ?? []).length);
    }
  });

  it("has only well-formed entries", () => {
    for (const e of ENTRIES) {
      const at = `${e.on}.${e.m.join("|")}`;
      expect(e.on === "*" || CLASS_NAMES.has(e.on), at).toBe(true);
      expect(e.m.length, at).toBeGreaterThan(0);
      expect(new Set(e.m).size, at).toBe(e.m.length);
      for (const m of e.m) expect(m, at).toMatch(/^[a-z]\w*$/);
      for (const n of e.arity ?? []) expect(Number.isInteger(n) && n >= 0, at).toBe(true);
      if (e.model) expect(typeof MODELS[e.model], at).toBe("function");
      if (e.engine) {
        // engine-default names apply to any receiver; they are not library models
        expect(e.on, at).toBe("*");
        expect(e.model, at).toBeUndefined();
      }
      switch (e.kind) {
        case "source":
          expect(e.desc.length, at).toBeGreaterThan(0);
          if (e.desc.includes("{0}")) expect(e.descAny, at).toBeTruthy();
          expect(e.type, at).toMatch(/^([A-Z]\w*(\[\])?|number)$/);
          break;
        case "sink":
          expect(RULES[e.rule], at).toBeDefined();
          expect(e.cwe, at).toBe(RULES[e.rule].cwe);
          expect(e.what, at).toMatch(/^[A-Za-z][^.]*[a-z]$/);
          if (e.args !== "all") for (const i of e.args) expect(Number.isInteger(i) && i >= -1, at).toBe(true); // -1: the receiver
          // a sink without a model checks its listed arguments: it must list some
          if (!e.model) expect(e.args === "all" || e.args.length > 0, at).toBe(true);
          if (e.guard) expect(typeof GUARDS[e.guard], at).toBe("function");
          break;
        case "sanitizer":
          if (e.rules !== "all") {
            expect(e.rules.length, at).toBeGreaterThan(0);
            for (const r of e.rules) expect(RULES[r as RuleId], at).toBeDefined();
          }
          break;
        case "propagator":
          expect(["receiver", "args", "both"], at).toContain(e.from);
          break;
        case "safe":
          expect(e.result, at).toBeDefined();
          break;
      }
    }
  });

  it("has no entry hidden by an earlier one for the same receiver and method", () => {
    const seen = new Map<string, boolean>(); // key → an unconditional entry was seen
    for (const e of ENTRIES) {
      if (e.engine) continue;
      for (const m of e.m) {
        const key = `${e.on}|${m}|${e.static ? "static" : "instance"}`;
        expect(seen.get(key), `${key} is shadowed`).not.toBe(true);
        const unconditional = !e.arity && e.minArgs === undefined && !e.model;
        if (unconditional || !seen.has(key)) seen.set(key, unconditional);
      }
    }
  });

  it("keeps every Spring and JAX-RS binding annotation with a source kind", () => {
    for (const a of ["RequestParam", "PathVariable", "RequestBody", "RequestHeader", "CookieValue", "ModelAttribute"])
      expect(ANNOTATION_SOURCES[a]?.desc).toBeTruthy();
  });

  it("finds entries by receiver facts, declared type aliases and undeclared variable names", () => {
    expect(lookup({ kinds: ["request"] }, undefined, "getParameter", 1)?.kind).toBe("source");
    expect(lookup({ type: "ServletRequestWrapper" }, undefined, "getHeader", 1)?.kind).toBe("source");
    expect(lookup({ nm: "req" }, undefined, "getCookies", 0)?.kind).toBe("source");
    expect(lookup({ type: "Map" }, undefined, "getParameter", 1)).toBeUndefined();
    expect(lookup({ cls: "JDBC_TEMPLATE" }, undefined, "query", 1)?.kind).toBe("sink");
    expect(lookup(null, "Paths", "get", 2)?.kind).toBe("sink");
    expect(lookup(null, "Collections", "get", 2)).toBeUndefined();
    expect(lookup({ type: "PreparedStatement" }, undefined, "execute", 0)?.kind).toBe("safe");
    expect(isInstance("HttpSession", { nm: "sessionFactory" })).toBe(false);
    expect(isInstance("HttpSession", { nm: "userSession" })).toBe(true);
    expect(kindsOfType("ServletRequestWrapper")).toEqual(["request"]);
    expect(kindsOfType("String")).toBeUndefined();
    expect(lookupNew("FileWriter", 1)?.kind).toBe("sink");
    expect(lookupNew("File", 0)).toBeUndefined();
    expect(lookupNew("ArrayList", 1)).toBeUndefined();
    // algorithm choices point to the algorithm parsing (crypto.ts)
    expect(lookup({ cls: "SecretKeyFactory" }, "SecretKeyFactory", "getInstance", 1)?.model).toBe("cipherAlgorithm");
    expect(lookup(null, "MessageDigest", "getInstance", 2)?.model).toBe("digestAlgorithm");
    expect(lookup(null, "Signature", "getInstance", 1)).toBeUndefined();
  });

  it("scopes encoders by class and method, and feeds the interpreter's default name sets", () => {
    expect(sanitizerRules("HtmlUtils", "htmlEscape")).toEqual(["SEC-XSS"]);
    expect(sanitizerRules(undefined, "encodeForLDAP")).toEqual(["SEC-LDAP-INJECTION"]);
    expect(sanitizerRules("URLEncoder", "encode")).toEqual([
      "SEC-XSS",
      "SEC-OPEN-REDIRECT",
      "SEC-SSRF",
      "SEC-LOG-INJECTION",
      "SEC-RESPONSE-SPLITTING",
    ]);
    expect(sanitizerRules(undefined, "sanitizeMyWay")).toBeUndefined();
    expect(engineNames("identity").has("trim")).toBe(true);
    expect(engineNames("args").has("decode")).toBe(true);
    expect(engineNames("mutator").has("put")).toBe(true);
    expect(engineNames("non-propagating").has("length")).toBe(true);
    expect(engineNames("identity").has("length")).toBe(false);
  });
});

describe("entries that had no case before", () => {
  it("treats getPathTranslated and getRequestedSessionId as request data", () => {
    const text = `
public class S extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    new FileInputStream(req.getPathTranslated()); // sink1
    stmt.executeQuery("SELECT * FROM s WHERE id = '" + req.getRequestedSessionId() + "'"); // sink2
    stmt.executeQuery("SELECT * FROM s WHERE id = '" + req.getContextPath() + "'");
  }
}`;
    const fs = analyze(text);
    expect(only(fs, "SEC-PATH-TRAVERSAL").map((f) => f.line)).toEqual([lineOf(text, "// sink1")]);
    expect(only(fs, "SEC-SQL-INJECTION").map((f) => f.line)).toEqual([lineOf(text, "// sink2")]);
    expect(only(fs, "SEC-SQL-INJECTION")[0].message).toContain("The requested session id");
  });

  it("recognises a request behind a ServletRequestWrapper declaration", () => {
    const text = `
public class S extends HttpServlet {
  void handle(ServletRequestWrapper wrapped, HttpServletResponse resp) throws Exception {
    resp.getWriter().println("<p>" + wrapped.getParameter("q") + "</p>"); // sink
    resp.getWriter().println("<p>" + wrapped.getContentType() + "</p>");
  }
}`;
    expect(only(analyze(text), "SEC-XSS").map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
  });

  it("flags LdapTemplate.searchForObject and authenticate with a tainted filter, not an encoded one", () => {
    const text = `
public class Dir {
  private LdapTemplate ldapTemplate;
  @GetMapping("/u")
  public Object find(@RequestParam String user) {
    ldapTemplate.searchForObject("ou=people", "(uid=" + user + ")", mapper); // sink1
    ldapTemplate.authenticate("ou=people", "(uid=" + user + ")", "pw"); // sink2
    return ldapTemplate.searchForObject("ou=people", "(uid=" + LdapEncoder.filterEncode(user) + ")", mapper);
  }
}`;
    expect(only(analyze(text), "SEC-LDAP-INJECTION").map((f) => f.line)).toEqual([
      lineOf(text, "// sink1"),
      lineOf(text, "// sink2"),
    ]);
  });

  it("flags dom4j selectObject / numberValueOf with a tainted expression, not a constant one", () => {
    const text = `
public class X extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    Document doc = reader.read(file);
    doc.selectObject("//user[@name='" + req.getParameter("n") + "']"); // sink1
    doc.numberValueOf("count(//user[@role='" + req.getParameter("r") + "'])"); // sink2
    doc.selectObject("//user[@name='admin']");
  }
}`;
    expect(only(analyze(text), "SEC-XPATH-INJECTION").map((f) => f.line)).toEqual([
      lineOf(text, "// sink1"),
      lineOf(text, "// sink2"),
    ]);
  });

  it("scopes ESAPI encodeForSQL to SQL and reads its text argument, and escapeSql to SQL only", () => {
    const text = `
public class S extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    String q = req.getParameter("q");
    String forSql = ESAPI.encoder().encodeForSQL(new OracleCodec(), q);
    stmt.executeQuery("SELECT * FROM t WHERE a = '" + forSql + "'");
    stmt.executeQuery("SELECT * FROM t WHERE a = '" + StringEscapeUtils.escapeSql(q) + "'");
    resp.getWriter().println(forSql); // xss
  }
}`;
    const fs = analyze(text);
    expect(only(fs, "SEC-SQL-INJECTION")).toEqual([]);
    expect(only(fs, "SEC-XSS").map((f) => f.line)).toEqual([lineOf(text, "// xss")]);
  });

  it("does not taint an undeclared prepared statement through its parameter setters", () => {
    const text = `
public class S extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    ps = conn.prepareStatement("SELECT * FROM t WHERE a = ?");
    ps.setString(1, req.getParameter("a"));
    rs = ps.executeQuery();
    resp.getWriter().println(ps.toString());
  }
}`;
    expect(only(analyze(text), "SEC-SQL-INJECTION")).toEqual([]);
    expect(only(analyze(text), "SEC-XSS")).toEqual([]);
  });

  it("opens a file with PrintWriter/Formatter given a name, but not when they wrap the response writer", () => {
    const text = `
public class S extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    String name = req.getParameter("f");
    PrintWriter log = new PrintWriter(name); // sink1
    Formatter f = new Formatter(new File("/var/out", name)); // sink2
    PrintWriter out = new PrintWriter(resp.getWriter());
    ZipFile z = new ZipFile("/data/" + name); // sink3
    PrintWriter fixed = new PrintWriter("/var/log/app.log");
  }
}`;
    expect(only(analyze(text), "SEC-PATH-TRAVERSAL").map((f) => f.line)).toEqual([
      lineOf(text, "// sink1"),
      lineOf(text, "// sink2"),
      lineOf(text, "// sink3"),
    ]);
  });

  it("keeps the taint through ESAPI canonicalize/decode, and trusts ESAPI validators only for what they check", () => {
    const text = `
public class S extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    String raw = req.getParameter("p");
    resp.getWriter().println(ESAPI.encoder().canonicalize(raw)); // sink1
    resp.getWriter().println(ESAPI.encoder().decodeForHTML(ESAPI.encoder().encodeForHTML(raw))); // sink2
    resp.getWriter().println(ESAPI.validator().getValidInput("p", raw, "SafeString", 64, false));
    String file = ESAPI.validator().getValidFileName("f", raw, exts, false);
    new FileInputStream("/data/" + file);
    resp.getWriter().println(file); // sink3
  }
}`;
    const fs = analyze(text);
    expect(only(fs, "SEC-XSS").map((f) => f.line)).toEqual([
      lineOf(text, "// sink1"),
      lineOf(text, "// sink2"),
      lineOf(text, "// sink3"),
    ]);
    expect(only(fs, "SEC-PATH-TRAVERSAL")).toEqual([]);
  });

  it("treats the request behind Spring's RequestContextHolder and JAX-RS UriInfo query parameters as sources", () => {
    const text = `
public class Svc {
  @Context UriInfo uriInfo;
  public void run(HttpServletResponse resp) throws Exception {
    var req = ((ServletRequestAttributes) RequestContextHolder.currentRequestAttributes()).getRequest();
    stmt.executeQuery("SELECT * FROM t WHERE a = '" + req.getParameter("a") + "'"); // sink1
    String q = uriInfo.getQueryParameters().getFirst("q");
    stmt.executeQuery("SELECT * FROM t WHERE b = '" + q + "'"); // sink2
    stmt.executeQuery("SELECT * FROM t WHERE c = '" + uriInfo.getBaseUri().getHost() + "'");
  }
}`;
    expect(only(analyze(text), "SEC-SQL-INJECTION").map((f) => f.line)).toEqual([
      lineOf(text, "// sink1"),
      lineOf(text, "// sink2"),
    ]);
  });

  it("warns on XStream and SnakeYAML reading request data, not on a YAML parser with a SafeConstructor", () => {
    const text = `
public class S extends HttpServlet {
  protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    String body = req.getParameter("doc");
    Object a = new XStream().fromXML(body); // sink1
    Yaml yaml = new Yaml();
    Object b = yaml.load(body); // sink2
    Yaml safe = new Yaml(new SafeConstructor(new LoaderOptions()));
    Object c = safe.load(body);
    Object d = yaml.load("key: value");
  }
}`;
    const fs = only(analyze(text), "SEC-DESERIALIZATION");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// sink1"), lineOf(text, "// sink2")]);
    expect(fs.map((f) => f.severity)).toEqual(["warning", "warning"]);
    expect(fs[0].message).toContain("XStream.fromXML");
    expect(fs[0].explanation).toContain("allowTypes");
    expect(fs[1].message).toContain("Yaml.load");
  });
});
