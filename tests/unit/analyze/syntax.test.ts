import { beforeAll, describe, expect, it } from "vitest";
import { analyzeJava } from "@/lib/analyze";
import { HAS_JAVAC, javacErrorLines } from "./java-tools";
import { readSyntax, scoreSyntax } from "@/bench/analyze-breadth/score";

const syn = (code: string) => analyzeJava({ code }).findings.filter((f) => f.category === "syntax");

/** A method body inside a class, so line numbers are easy to read: body line 1 is file line 3. */
const inMethod = (body: string) => `class C {\n  void f(int x, String s) {\n${body}\n  }\n}\n`;

interface Case {
  name: string;
  /** the learner's code */
  code: string;
  rule: string;
  line: number;
  /** how javac sees the same code: "unit" (as is), "stmts" or "members" (wrapped like the analyzer does) */
  javac?: "unit" | "stmts" | "members";
}

// Single-error cases: the reported line must equal javac's first error line.
const SINGLE: Case[] = [
  {
    name: "missing ; before next statement",
    code: inMethod("    int y = 5\n    System.out.println(y);"),
    rule: "SYN-MISSING-SEMICOLON",
    line: 3,
  },
  { name: "missing ; before }", code: inMethod("    x = x + 1"), rule: "SYN-MISSING-SEMICOLON", line: 3 },
  { name: "missing ) in a call", code: inMethod('    System.out.println("hi";'), rule: "SYN-MISSING-PAREN", line: 3 },
  {
    name: "missing ) after if condition",
    code: inMethod("    if (x > 1 {\n    }"),
    rule: "SYN-MISSING-PAREN",
    line: 3,
  },
  { name: "missing ( after if", code: inMethod("    if x > 1) {\n    }"), rule: "SYN-MISSING-PAREN", line: 3 },
  { name: "missing ]", code: inMethod("    int[] a = new int[3;"), rule: "SYN-MISSING-BRACKET", line: 3 },
  {
    name: "missing } at end of file",
    code: "class C {\n  void f() {\n    int a = 1;\n\n}\n",
    rule: "SYN-UNBALANCED-BRACES",
    line: 5,
  },
  { name: "extra } at end of file", code: "class C {\n  void f() {\n  }\n}\n}\n", rule: "SYN-EXTRA-BRACE", line: 5 },
  {
    name: "extra }} closes the class early",
    code: "class C {\n  void f() {\n    int a = 1;\n  }}\n  void g() {}\n}\n",
    rule: "SYN-EXTRA-BRACE",
    line: 5,
  },
  { name: "`String;` is not a statement", code: inMethod("    String;"), rule: "SYN-NOT-A-STATEMENT", line: 3 },
  { name: "`x + 1;` is not a statement", code: inMethod("    x + 1;"), rule: "SYN-NOT-A-STATEMENT", line: 3 },
  { name: "unterminated string", code: inMethod('    String t = "abc;'), rule: "SYN-UNTERMINATED-STRING", line: 3 },
  { name: "text in single quotes", code: inMethod("    String t = 'abc';"), rule: "SYN-CHAR-LITERAL", line: 3 },
  { name: "illegal character", code: inMethod("    int y = x # 2;"), rule: "SYN-ILLEGAL-CHARACTER", line: 3 },
  {
    name: "curly quotes",
    code: inMethod("    System.out.println(\u201chi\u201d);"),
    rule: "SYN-ILLEGAL-CHARACTER",
    line: 3,
  },
  { name: "else without if", code: inMethod("    else { x++; }"), rule: "SYN-ELSE-WITHOUT-IF", line: 3 },
  {
    name: "method inside a method (missing })",
    code: "class C {\n  void f() {\n    int a = 1;\n\n  void g() {\n  }\n}\n",
    rule: "SYN-MISSING-BRACE",
    line: 5,
  },
  { name: "for with commas", code: inMethod("    for (int i = 0, i < 10, i++) { }"), rule: "SYN-FOR-HEADER", line: 3 },
  {
    name: "statement in class body",
    code: "class C {\n  int a = 1;\n  System.out.println(a);\n}\n",
    rule: "SYN-STATEMENT-OUTSIDE-METHOD",
    line: 3,
  },
  {
    name: "misspelled keyword",
    code: "class C {\n  pubic void f() {\n  }\n}\n",
    rule: "SYN-MISSPELLED-KEYWORD",
    line: 2,
  },
  { name: "name starting with a digit", code: inMethod("    int 2x = 5;"), rule: "SYN-INVALID-NAME", line: 3 },
  { name: "unterminated comment", code: inMethod("    /* note\n    x++;"), rule: "SYN-UNTERMINATED-COMMENT", line: 3 },
  { name: "value missing after =", code: inMethod("    int y = ;"), rule: "SYN-MISSING-EXPRESSION", line: 3 },
  { name: "two operators in a row", code: inMethod("    int y = x +* 2;"), rule: "SYN-MISSING-EXPRESSION", line: 3 },
  { name: "import without ;", code: "import java.util.List\n\nclass C {\n}\n", rule: "SYN-MISSING-SEMICOLON", line: 1 },
  {
    name: "missing ) in a method declaration",
    code: "class C {\n  void g( {\n  }\n}\n",
    rule: "SYN-MISSING-PAREN",
    line: 2,
  },
  {
    name: "method outside the class",
    code: "public class C {\n}\nvoid g() {\n}\n",
    rule: "SYN-OUTSIDE-CLASS",
    line: 3,
  },
  {
    name: "statements snippet: missing ;",
    code: 'int total = 0\nSystem.out.println("t");',
    rule: "SYN-MISSING-SEMICOLON",
    line: 1,
    javac: "stmts",
  },
  {
    name: "members snippet: missing ;",
    code: "private int count;\n\npublic void inc() {\n    count++\n}\n",
    rule: "SYN-MISSING-SEMICOLON",
    line: 4,
    javac: "members",
  },
];

describe("syntax: single errors", () => {
  for (const c of SINGLE) {
    it(`${c.name} → ${c.rule} on line ${c.line}`, () => {
      const f = syn(c.code);
      expect(f.length, JSON.stringify(f)).toBe(1);
      expect(f[0].rule).toBe(c.rule);
      expect(f[0].line).toBe(c.line);
      expect(f[0].column).toBeGreaterThan(0);
      expect(f[0].severity).toBe("error");
      expect(f[0].message).not.toMatch(/Expecting|Token sequences|Sad sad panda|-->/);
      expect(f[0].lesson).toMatch(/^\/courses\/java-fundamentals\//);
    });
  }
});

describe.skipIf(!HAS_JAVAC)("syntax: the same lines as javac", () => {
  let javac: Map<string, number[]>;
  const files = SINGLE.map((c, i) => {
    const cls = `K${i}`;
    const text =
      c.javac === "stmts"
        ? `class ${cls} { void f() throws Exception {\n${c.code}\n}}\n`
        : c.javac === "members"
          ? `class ${cls} {\n${c.code}\n}\n`
          : c.code.replace(/class C\b/, `class ${cls}`);
    return { name: `${cls}.java`, text, shift: c.javac ? 1 : 0 };
  });
  beforeAll(() => {
    javac = javacErrorLines(files);
  });
  SINGLE.forEach((c, i) => {
    it(`${c.name}`, () => {
      const lines = javac.get(files[i].name);
      expect(lines, "javac accepted the code").toBeDefined();
      const ours = syn(c.code)[0];
      expect(ours.line).toBe(lines![0] - files[i].shift);
    });
  });
});

describe("syntax: several independent errors", () => {
  it("reports every missing semicolon, each on its own line", () => {
    const code = [
      "public class Main {",
      "    public static void main(String[] args) {",
      "        int a = 1",
      "        int b = 2",
      "        int c = a + b",
      "        System.out.println(c);",
      "    }",
      "}",
    ].join("\n");
    const f = syn(code);
    expect(f.map((x) => [x.rule, x.line])).toEqual([
      ["SYN-MISSING-SEMICOLON", 3],
      ["SYN-MISSING-SEMICOLON", 4],
      ["SYN-MISSING-SEMICOLON", 5],
    ]);
  });

  it("reports errors of different kinds in one file", () => {
    const code = [
      "public class Main {",
      "    static int sq(int n) {",
      "        return n * n",
      "    }",
      "    public static void main(String[] args) {",
      "        System.out.println(sq(3);",
      "        String;",
      '        String t = "open;',
      "    }",
      "}",
    ].join("\n");
    const f = syn(code);
    expect(f.map((x) => [x.rule, x.line])).toEqual([
      ["SYN-MISSING-SEMICOLON", 3],
      ["SYN-MISSING-PAREN", 6],
      ["SYN-NOT-A-STATEMENT", 7],
      ["SYN-UNTERMINATED-STRING", 8],
    ]);
  });

  it("matches javac's error lines for a multi-error file", () => {
    if (!HAS_JAVAC) return;
    const code = "class M {\n  void f() {\n    int a = 1\n    foo(;\n    int b = 2\n  }\n}\n";
    const ours = syn(code).map((f) => f.line);
    const theirs = [...new Set(javacErrorLines([{ name: "M.java", text: code }]).get("M.java"))];
    expect(ours).toEqual(theirs);
  });

  it("does not cascade: one wrong line gives one finding", () => {
    const f = syn(inMethod('    Strin g = "x" # 2;'));
    expect(f).toHaveLength(1);
    expect(f[0].rule).toBe("SYN-ILLEGAL-CHARACTER");
  });

  it("names the likely unclosed block for a missing brace", () => {
    const code =
      'public class Main {\n    public static void main(String[] args) {\n        for (int i = 0; i < 3; i++) {\n            System.out.println(i);\n\n        System.out.println("done");\n    }\n}\n';
    const f = syn(code);
    expect(f).toHaveLength(1);
    expect(f[0].rule).toBe("SYN-UNBALANCED-BRACES");
    expect(f[0].line).toBe(8);
    expect(f[0].message).toContain("`}` expected before end of file");
    expect(f[0].explanation).toContain("line 3");
  });
});

describe("syntax: valid code produces no syntax finding", () => {
  const VALID = {
    "hello world":
      'public class Main {\n  public static void main(String[] args) {\n    System.out.println("Hello");\n  }\n}\n',
    "records, sealed types, switch patterns, text blocks": [
      "sealed interface Shape permits Circle, Square {}",
      "record Circle(double r) implements Shape {}",
      "record Square(double side) implements Shape {}",
      "class Geometry {",
      "  static double area(Shape s) {",
      "    return switch (s) {",
      "      case Circle c -> Math.PI * c.r() * c.r();",
      "      case Square q -> q.side() * q.side();",
      "    };",
      "  }",
      '  static final String HELP = """',
      "      Shapes:",
      '        circle, square""";',
      "  void loop(java.util.List<String> xs) {",
      "    for (var x : xs) if (x instanceof String str && !str.isBlank()) System.out.println(str);",
      "    Runnable r = () -> {};",
      "    int[] a = {1, 2, 3};",
      "    a[0]++;",
      "    new Object();",
      "    this.loop(xs);",
      "  }",
      "}",
    ].join("\n"),
    "generics and lambdas":
      "import java.util.*;\nclass G<T extends Comparable<T>> {\n  Map<String, List<T>> m = new HashMap<>();\n  <U> U id(U u) { return u; }\n  void s(List<T> l) { l.sort(Comparator.naturalOrder()); l.forEach(System.out::println); }\n}\n",
    "statements snippet": 'int x = 5;\nString s = "a";\nif (s.equals("a")) {\n  x++;\n}\nSystem.out.println(x);\n',
    "members snippet": "private int count;\n\npublic void inc() {\n  count++;\n}\n",
    "empty input": "",
  };
  for (const [name, code] of Object.entries(VALID)) {
    it(name, () => {
      expect(syn(code)).toEqual([]);
    });
  }
});

describe("syntax: wrapping snippets", () => {
  it("wraps bare statements in a class and a method; lines stay the learner's", () => {
    const r = analyzeJava({
      code: 'String name = "Bob";\nif (name.equals("Bob") {\n  System.out.println("hi");\n}\nint y = 3',
    });
    expect(r.stats.wrapped).toBe("method-body");
    expect(r.findings.map((f) => [f.rule, f.line])).toEqual([
      ["SYN-MISSING-PAREN", 2],
      ["SYN-MISSING-SEMICOLON", 5],
    ]);
  });

  it("wraps class-body members in a class", () => {
    const r = analyzeJava({ code: "@Autowired\nprivate Repo repo;\n\npublic void run() {\n  repo.save(1);\n}\n" });
    expect(r.stats.wrapped).toBe("class-body");
    expect(r.findings.filter((f) => f.category === "syntax")).toEqual([]);
    const fi = r.findings.find((f) => f.rule === "DES-FIELD-INJECTION");
    expect(fi?.line).toBe(1);
  });

  it("keeps leading imports in front of the wrapper", () => {
    const r = analyzeJava({
      code: "import java.util.*;\n\nList<Integer> xs = new ArrayList<>();\nxs.add(1)\nSystem.out.println(xs);\n",
    });
    expect(r.stats.wrapped).toBe("method-body");
    expect(r.findings.map((f) => [f.rule, f.line])).toEqual([["SYN-MISSING-SEMICOLON", 4]]);
  });

  it("does not wrap a whole compilation unit", () => {
    expect(analyzeJava({ code: "package a.b;\nclass A {}\n" }).stats.wrapped).toBe("none");
  });

  it("reports a missing brace in a snippet on the learner's last line", () => {
    const r = analyzeJava({ code: 'public static void main(String[] args) {\n    System.out.println("Hello");\n' });
    expect(r.findings.map((f) => [f.rule, f.line])).toEqual([["SYN-UNBALANCED-BRACES", 2]]);
  });
});

describe("syntax: messages", () => {
  it("says where the semicolon goes and shows the corrected line", () => {
    const f = syn(inMethod("    int y = 5\n    y++;"))[0];
    expect(f.message).toBe("missing `;` at the end of line 3");
    expect(f.fix).toContain("int y = 5;");
  });

  it("names the call that misses its parenthesis", () => {
    expect(syn(inMethod("    String u = s.substring(1, 2;"))[0].message).toBe(
      "missing `)` to close the call to `substring(` on line 3",
    );
  });

  it("explains `String` on its own", () => {
    const f = syn(inMethod("    String;"))[0];
    expect(f.message).toBe("`String` is not a statement");
    expect(f.explanation).toContain("give it a name");
  });

  it("suggests the keyword for a typo", () => {
    expect(syn("class C {\n  pubic void f() {}\n}\n")[0].message).toContain("misspelling of `public`");
  });

  it("handles Windows line endings", () => {
    const f = syn("class C {\r\n  void f() {\r\n    int a = 1\r\n  }\r\n}\r\n");
    expect(f.map((x) => [x.rule, x.line])).toEqual([["SYN-MISSING-SEMICOLON", 3]]);
  });
});

describe("syntax labelled set (tests/corpus/syntax, labels = javac's first error line)", () => {
  const cases = readSyntax();
  const broken = cases.filter((c) => c.javacLine !== null);
  const valid = cases.filter((c) => c.javacLine === null);

  it("reports javac's first error within ±1 line in at least 95% of the broken programs", () => {
    expect(broken.length).toBeGreaterThanOrEqual(60);
    const results = broken.map(scoreSyntax);
    const missed = results
      .filter((r) => !r.anyHit)
      .map((r) => `${r.name}: javac ${r.javacLine}, got ${r.lines.join(",")}`);
    expect(missed.length / broken.length, missed.join("\n")).toBeLessThanOrEqual(0.05);
  });

  it("reports no compile error in any valid program", () => {
    expect(valid.length).toBeGreaterThanOrEqual(20);
    for (const c of valid) expect(scoreSyntax(c).lines, c.name).toEqual([]);
  });

  it("explains the compile errors the parser alone accepts", () => {
    const f = (code: string) => syn(code).map((x) => [x.rule, x.line]);
    expect(f("class A {\n  void f(int n) {\n    while (n = 5) { n++; }\n  }\n}\n")).toEqual([
      ["SYN-ASSIGNMENT-IN-CONDITION", 3],
    ]);
    expect(f("class A {\n  void f(boolean b) {\n    if (b = true) { }\n  }\n}\n")).toEqual([]);
    expect(f("class A {\n  public add(int a, int b) { return a + b; }\n}\n")).toEqual([["SYN-MISSING-RETURN-TYPE", 2]]);
    expect(f("class A {\n  A() { }\n}\n")).toEqual([]);
    expect(f("interface I {\n  int size() { return 0; }\n  default int two() { return 2; }\n}\n")).toEqual([
      ["SYN-INTERFACE-METHOD-BODY", 2],
    ]);
    expect(f("class A {\n  void f() {\n    try {\n      g();\n    }\n    h();\n  }\n}\n")).toEqual([
      ["SYN-TRY-WITHOUT-CATCH", 3],
    ]);
  });
});
