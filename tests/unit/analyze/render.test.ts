import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { analyzeJava, type Finding } from "@/lib/analyze";
import { mentionsWord, renderReview } from "@/lib/analyze/render";
import { lessonFor, lessonTitle, RULE_LESSONS } from "@/lib/analyze/lessons";
import { code, fence, sanitizeMarkdown, truncate } from "@/lib/analyze/markdown";
import { normalizeFindings } from "@/lib/analyze/findings";
import fs from "node:fs";
import path from "node:path";

const md = new MarkdownIt({ html: true });

describe("Markdown analysis", () => {
  it("starts with a short verdict and puts the syntax error first", () => {
    const code =
      "public class Main {\n    public static void main(String[] args) {\n        int x = 5\n        System.out.println(x);\n    }\n}\n";
    const r = analyzeJava({ code });
    expect(r.analysis.split("\n")[0]).toBe(
      "**1 error.** Fix the syntax error on line 3 first: nothing else can run until the code compiles. The design and security checks run once the code parses.",
    );
    expect(r.analysis).toContain("### Errors");
    expect(r.analysis).toContain("```java\nint x = 5\n```");
    expect(r.analysis).toContain("**How to fix:**");
    expect(r.analysis).toContain("[Hello Java](/courses/java-fundamentals/hello-java)");
  });

  it("groups findings by severity: errors, warnings, suggestions", () => {
    const code = `@RestController
class C {
    @Autowired
    private ItemRepository repo;

    @GetMapping
    public String get(String s) {
        try { return s.trim() == "x" ? "a" : "b"; } catch (Exception e) { return "c"; }
    }
}`;
    const r = analyzeJava({
      code,
      lastError: 'Exception in thread "main" java.lang.IllegalStateException: boom\n\tat C.get(C.java:8)\n',
    });
    const a = r.analysis;
    expect(a.indexOf("### Errors")).toBeGreaterThan(0);
    expect(a.indexOf("### Errors")).toBeLessThan(a.indexOf("### Warnings"));
    expect(a.indexOf("### Warnings")).toBeLessThan(a.indexOf("### Suggestions"));
    expect(a.split("\n")[0]).toMatch(/^\*\*1 error, 3 warnings, 1 suggestion\.\*\* Your last run failed on line 8/);
    const sev = r.findings.map((f) => f.severity);
    expect(sev).toEqual(
      [...sev].sort((x, y) => ["error", "warning", "info"].indexOf(x) - ["error", "warning", "info"].indexOf(y)),
    );
  });

  it("gives clean code a brief positive note and no invented problems", () => {
    const r = analyzeJava({
      code: 'public class Main {\n    public static void main(String[] args) {\n        System.out.println("Hello, world");\n    }\n}\n',
    });
    expect(r.findings).toEqual([]);
    expect(r.analysis).toMatch(/^\*\*No problems found\.\*\*/);
    expect(r.analysis).not.toContain("###");
  });

  it("says when there is nothing to analyze", () => {
    expect(analyzeJava({ code: "   \n" }).analysis).toMatch(/^\*\*No code to analyze\.\*\*/);
  });

  it("never lets submitted code break out of a code fence", () => {
    const code = 'class A {\n  String s = "```` </code><script>alert(1)</script>"\n  int y;\n}\n';
    const r = analyzeJava({ code });
    expect(r.findings[0].line).toBe(2);
    const html = md.render(r.analysis);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    // the learner's line is rendered inside one <pre><code> block
    expect(html).toMatch(
      /<pre><code class="language-java">String s = &quot;```` &lt;\/code&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;&quot;\n<\/code><\/pre>/,
    );
  });

  it("neutralises HTML in findings written by other families, keeping their code spans", () => {
    const f: Finding[] = [
      {
        rule: "SEC-XSS",
        category: "security",
        severity: "error",
        line: 1,
        message: "user input reaches <b>the page</b> via `response.getWriter().write(<x>)`",
        explanation: "<script>alert(1)</script>",
        fix: 'Escape it:\n\n```java\nString safe = HtmlUtils.htmlEscape("<x>");\n```',
      },
    ];
    const out = renderReview(normalizeFindings(f, 1), {
      lines: ["x"],
      syntaxComplete: true,
      parsed: true,
      empty: false,
    });
    const html = md.render(out);
    expect(html).not.toMatch(/<b>|<script>/);
    expect(html).toContain("<code>response.getWriter().write(&lt;x&gt;)</code>");
    expect(html).toContain("HtmlUtils.htmlEscape(&quot;&lt;x&gt;&quot;)");
    expect(out).toContain("[XSS and output encoding](/courses/secure-coding-java/xss-and-output-encoding)");
  });

  it("links CWE numbers", () => {
    const code = `@Configuration\nclass S {\n  SecurityFilterChain c(HttpSecurity http) throws Exception {\n    http.csrf(c -> c.disable()).formLogin(Customizer.withDefaults());\n    return http.build();\n  }\n}`;
    const r = analyzeJava({ code });
    expect(r.findings.map((f) => f.rule)).toContain("DES-CSRF-DISABLED");
    expect(r.analysis).toContain("[CWE-352](https://cwe.mitre.org/data/definitions/352.html)");
  });
});

describe("markdown helpers", () => {
  it("code() picks a fence longer than any backtick run", () => {
    expect(code("a`b")).toBe("``a`b``");
    expect(code("``x``")).toBe("``` ``x`` ```");
    expect(md.renderInline(code("x ``` y"))).toBe("<code>x ``` y</code>");
  });
  it("fence() is longer than any backtick run inside", () => {
    const f = fence("a ```` b");
    expect(f.startsWith("`````java\n")).toBe(true);
    expect(f.endsWith("\n`````")).toBe(true);
  });
  it("sanitizeMarkdown keeps fenced blocks and escapes tags outside", () => {
    expect(sanitizeMarkdown("a <i>b</i> `<i>`")).toBe("a &lt;i&gt;b&lt;/i&gt; `<i>`");
    expect(sanitizeMarkdown("```\n<i>\n```")).toBe("```\n<i>\n```");
  });
  it("sanitizeMarkdown escapes after unmatched backtick runs and keeps double-backtick spans", () => {
    expect(sanitizeMarkdown("x ` <a> ``<b>`` >")).toBe("x ` &lt;a&gt; ``<b>`` &gt;");
    expect(sanitizeMarkdown("<<>>")).toBe("&lt;&lt;&gt;&gt;");
    expect(sanitizeMarkdown("``a` <c> ``")).toBe("``a` <c> ``");
    expect(sanitizeMarkdown("List<String> `Map<K, V>`\nend>")).toBe("List&lt;String&gt; `Map<K, V>`\nend&gt;");
  });
  it("truncate counts characters, not UTF-16 units", () => {
    expect(truncate("abcdef", 6)).toBe("abcdef");
    expect(truncate("abcdefg", 6)).toBe("abcde…");
    // six emoji are twelve UTF-16 units but six characters: not truncated
    expect(truncate("😀😀😀😀😀😀", 6)).toBe("😀😀😀😀😀😀");
    expect(truncate("😀😀😀😀😀😀😀", 6)).toBe("😀😀😀😀😀…");
  });
  it("code() of plain text without backticks", () => {
    expect(code("name")).toBe("`name`");
    expect(code("a\nb")).toBe("`a b`");
  });
});

describe("lessons", () => {
  const outline = fs.readFileSync(path.join(__dirname, "../../../prisma/content/OUTLINE.md"), "utf8");
  const known = new Set<string>();
  for (const m of outline.matchAll(/^\d+\. ([a-z0-9-]+) /gm)) {
    const course = m[1];
    const block = outline.slice(m.index!).split(/\n\d+\. /)[0];
    for (const s of block.matchAll(/:\s*([^\n]+)/g))
      for (const slug of s[1].split(",")) known.add(`/courses/${course}/${slug.trim().replace(/\s*\(.*\)$/, "")}`);
  }

  it("every mapped lesson exists in the outline", () => {
    expect(known.size).toBeGreaterThan(60);
    for (const [rule, lesson] of Object.entries(RULE_LESSONS))
      expect(known.has(lesson), `${rule} → ${lesson}`).toBe(true);
  });

  it("maps the security rules as specified", () => {
    expect(lessonFor("SEC-SQL-INJECTION")).toBe("/courses/secure-coding-java/sql-injection");
    expect(lessonFor("SEC-COMMAND-INJECTION")).toBe("/courses/secure-coding-java/command-injection");
    expect(lessonFor("SEC-XSS")).toBe("/courses/secure-coding-java/xss-and-output-encoding");
    expect(lessonFor("SEC-PATH-TRAVERSAL")).toBe("/courses/secure-coding-java/path-traversal");
    expect(lessonFor("SEC-DESERIALIZATION")).toBe("/courses/secure-coding-java/deserialization");
    expect(lessonFor("SEC-HARDCODED-SECRET")).toBe("/courses/secure-coding-java/secrets-management");
    for (const r of ["SEC-WEAK-HASH", "SEC-WEAK-CIPHER", "SEC-INSECURE-RANDOM"])
      expect(lessonFor(r)).toBe("/courses/secure-coding-java/secure-randomness-and-crypto");
  });

  it("keeps a lesson a finding already carries", () => {
    const f = normalizeFindings(
      [
        {
          rule: "SEC-SQL-INJECTION",
          category: "security",
          severity: "error",
          message: "m",
          lesson: "/courses/spring-data-jpa/queries",
        },
      ],
      1,
    );
    expect(f[0].lesson).toBe("/courses/spring-data-jpa/queries");
  });

  it("titles lessons readably", () => {
    expect(lessonTitle("/courses/spring-data-jpa/n-plus-one")).toBe("N+1");
    expect(lessonTitle("/courses/exceptions-and-debugging/null-pointer-exception")).toBe("Null pointer exception");
    expect(lessonTitle("/courses/spring-boot-fundamentals/constructor-vs-field-injection")).toBe(
      "Constructor vs field injection",
    );
    for (const lesson of Object.values(RULE_LESSONS)) expect(lessonTitle(lesson)).toMatch(/^[A-Z][\w +-]*$/);
  });
});

describe("findings normalisation", () => {
  it("drops duplicates and the same CORS/CSRF problem reported by two families", () => {
    const base = { category: "security" as const, severity: "warning" as const, message: "m" };
    const f = normalizeFindings(
      [
        { ...base, rule: "SEC-CORS-WILDCARD", line: 3 },
        { ...base, rule: "DES-CORS-PERMISSIVE", line: 3 },
        { ...base, rule: "DES-CORS-PERMISSIVE", line: 3 },
        { ...base, rule: "DES-CORS-PERMISSIVE", line: 9 },
      ],
      10,
    );
    expect(f.map((x) => [x.rule, x.line])).toEqual([
      ["SEC-CORS-WILDCARD", 3],
      ["DES-CORS-PERMISSIVE", 9],
    ]);
  });
  it("drops lines outside the learner's code", () => {
    const f = normalizeFindings(
      [{ rule: "RUN-EXCEPTION", category: "runtime", severity: "error", message: "m", line: 99, column: 2 }],
      10,
    );
    expect(f[0].line).toBeUndefined();
    expect(f[0].column).toBeUndefined();
  });
});

describe("mentionsWord", () => {
  it("agrees with /\\bword\\b/", () => {
    const texts = [
      "on line 12",
      "line 12:",
      "line 123",
      "xline 12",
      "the line 1 and line 12",
      "_line 12",
      "line 12_",
      "(line 12)",
      "",
      "line",
      "-x-",
      "a -x- b",
    ];
    for (const word of ["line 12", "line 1", "-x-", "x"])
      for (const t of texts) {
        const re = new RegExp(`\\b${word.replace(/[-]/g, "\\-")}\\b`);
        expect(mentionsWord(t, word), `${word} in "${t}"`).toBe(re.test(t));
      }
  });
});
