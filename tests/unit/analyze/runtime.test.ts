import fs from "node:fs";
import path from "node:path";
import MarkdownIt from "markdown-it";
import { beforeAll, describe, expect, it } from "vitest";
import { analyzeJava, type Finding } from "@/lib/analyze";
import { HAS_JAVA, HAS_JAVAC, compileOnly, runPrograms } from "./java-tools";
import { readRuntime, scoreRuntime } from "@/bench/analyze-breadth/score";

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "fixtures", name), "utf8");
const runtime = (code: string, lastError?: string, lastOutput?: string): Finding[] =>
  analyzeJava({ code, lastError, lastOutput }).findings.filter((f) => f.category === "runtime");

// Programs that fail at run time. `line` is where the learner should look.
const PROGRAMS = {
  NpeLocal: {
    source: `public class NpeLocal {
    public static void main(String[] args) {
        String name = args.length > 3 ? "x" : null;
        int n = name.length();
        System.out.println(n);
    }
}`,
    rule: "RUN-NULL-POINTER",
    line: 4,
    message: /`name` is `null` when `name\.length\(\)` is called/,
  },
  NpeField: {
    source: `import java.util.List;

public class NpeField {
    private List<String> items;

    void add(String s) {
        items.add(s);
    }

    public static void main(String[] args) {
        new NpeField().add("a");
    }
}`,
    rule: "RUN-NULL-POINTER",
    line: 7,
    message: /`items` is `null`/,
  },
  NpeReturn: {
    source: `import java.util.Map;

public class NpeReturn {
    static String find(Map<String, String> m, String k) {
        return m.get(k);
    }
    public static void main(String[] args) {
        String v = find(Map.of("a", "b"), "z").trim();
        System.out.println(v);
    }
}`,
    rule: "RUN-NULL-POINTER",
    line: 8,
    message: /`find\(Map, String\)` returned `null`/,
  },
  OffByOne: {
    source: `public class OffByOne {
    public static void main(String[] args) {
        int[] scores = {90, 85, 70};
        int sum = 0;
        for (int i = 0; i <= scores.length; i++) {
            sum += scores[i];
        }
        System.out.println(sum);
    }
}`,
    rule: "RUN-INDEX-OUT-OF-BOUNDS",
    line: 6,
    message: /index 3, but the length is 3/,
  },
  Substring: {
    source: `public class Substring {
    public static void main(String[] args) {
        String word = "java";
        System.out.println(word.substring(0, 10));
    }
}`,
    rule: "RUN-INDEX-OUT-OF-BOUNDS",
    line: 4,
    message: /StringIndexOutOfBoundsException/,
  },
  ParseInt: {
    source: `public class ParseInt {
    public static void main(String[] args) {
        String input = "12a";
        int qty = Integer.parseInt(input);
        System.out.println(qty);
    }
}`,
    rule: "RUN-NUMBER-FORMAT",
    line: 4,
    message: /`"12a"` is not a valid number/,
  },
  Cast: {
    source: `import java.util.*;

public class Cast {
    public static void main(String[] args) {
        List<Object> things = new ArrayList<>();
        things.add(42);
        String s = (String) things.get(0);
        System.out.println(s);
    }
}`,
    rule: "RUN-CLASS-CAST",
    line: 7,
    message: /a `Integer` cannot be cast to `String`/,
  },
  Cme: {
    source: `import java.util.*;

public class Cme {
    public static void main(String[] args) {
        List<String> names = new ArrayList<>(List.of("ann", "bob", "cy", "dan"));
        for (String n : names) {
            if (n.startsWith("b")) {
                names.remove(n);
            }
        }
    }
}`,
    rule: "RUN-CONCURRENT-MODIFICATION",
    line: 6,
    message: /changed while a loop/,
  },
  Recursion: {
    source: `public class Recursion {
    static long factorial(int n) {
        return n * factorial(n - 1);
    }
    public static void main(String[] args) {
        System.out.println(factorial(5));
    }
}`,
    rule: "RUN-STACK-OVERFLOW",
    line: 3,
    message: /`factorial\(\)` keeps calling itself/,
  },
  DivZero: {
    source: `public class DivZero {
    public static void main(String[] args) {
        int total = 10;
        int count = 0;
        System.out.println(total / count);
    }
}`,
    rule: "RUN-ARITHMETIC",
    line: 5,
    message: /division by zero/,
  },
  ScannerInput: {
    source: `import java.util.Scanner;

public class ScannerInput {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.print("Age: ");
        int age = in.nextInt();
        System.out.println(age);
    }
}`,
    stdin: "twenty\n",
    rule: "RUN-INPUT-MISMATCH",
    line: 7,
    message: /InputMismatchException/,
  },
  EnumValue: {
    source: `public class EnumValue {
    enum Color { RED, GREEN }
    public static void main(String[] args) {
        Color c = Color.valueOf("red");
        System.out.println(c);
    }
}`,
    rule: "RUN-ILLEGAL-ARGUMENT",
    line: 4,
    message: /`red` is not a constant of `Color`/,
  },
  MissingFile: {
    source: `import java.io.*;
import java.util.Scanner;

public class MissingFile {
    public static void main(String[] args) throws IOException {
        Scanner in = new Scanner(new File("no-such-file.txt"));
        System.out.println(in.nextLine());
    }
}`,
    rule: "RUN-FILE-NOT-FOUND",
    line: 6,
    message: /`no-such-file\.txt`/,
  },
  EmptyOptional: {
    source: `import java.util.*;

public class EmptyOptional {
    public static void main(String[] args) {
        Optional<String> first = List.<String>of().stream().findFirst();
        System.out.println(first.get());
    }
}`,
    rule: "RUN-NO-SUCH-ELEMENT",
    line: 6,
    message: /No value present/,
  },
  Immutable: {
    source: `import java.util.*;

public class Immutable {
    public static void main(String[] args) {
        List<String> xs = List.of("a");
        xs.add("b");
    }
}`,
    rule: "RUN-UNSUPPORTED-OPERATION",
    line: 6,
    message: /cannot be changed/,
  },
  CausedBy: {
    source: `public class CausedBy {
    static int load(String raw) {
        try {
            return Integer.parseInt(raw);
        } catch (NumberFormatException e) {
            throw new IllegalStateException("bad config value", e);
        }
    }
    public static void main(String[] args) {
        System.out.println(load("ten"));
    }
}`,
    rule: "RUN-NUMBER-FORMAT",
    line: 4,
    message: /`"ten"` is not a valid number.*root cause of `IllegalStateException`/,
  },
  HelperClass: {
    source: `public class HelperClass {
    public static void main(String[] args) {
        System.out.println(new Account(0).perDay(30));
    }
}

class Account {
    private final int balance;
    Account(int balance) { this.balance = balance; }
    int perDay(int days) {
        return days / balance;
    }
}`,
    rule: "RUN-ARITHMETIC",
    line: 11,
    message: /division by zero/,
  },
} as const;

type ProgramName = keyof typeof PROGRAMS;

describe.skipIf(!HAS_JAVA)("runtime: real stack traces from java", () => {
  let results: Map<string, { stdout: string; stderr: string }>;
  beforeAll(() => {
    results = runPrograms(
      Object.entries(PROGRAMS).map(([name, p]) => ({ name, source: p.source, stdin: "stdin" in p ? p.stdin : "" })),
    );
  }, 300_000);

  for (const name of Object.keys(PROGRAMS) as ProgramName[]) {
    const p = PROGRAMS[name];
    it(`${name} → ${p.rule} on line ${p.line}`, () => {
      const stderr = results.get(name)!.stderr;
      expect(stderr).toMatch(/Exception|Error/);
      const f = runtime(p.source, stderr);
      expect(f.length, JSON.stringify(f, null, 1)).toBeGreaterThanOrEqual(1);
      expect(f[0].rule).toBe(p.rule);
      expect(f[0].line).toBe(p.line);
      expect(f[0].severity).toBe("error");
      expect(f[0].message).toMatch(p.message);
      expect(f[0].explanation?.length).toBeGreaterThan(20);
      expect(f[0].lesson).toMatch(/^\/courses\//);
    });
  }

  it("finds the trace in lastOutput too", () => {
    const p = PROGRAMS.OffByOne;
    const f = runtime(p.source, undefined, "90\n85\n70\n" + results.get("OffByOne")!.stderr);
    expect(f.map((x) => [x.rule, x.line])).toEqual([["RUN-INDEX-OUT-OF-BOUNDS", 6]]);
  });

  it("names the call that changes the collection inside the loop", () => {
    const f = runtime(PROGRAMS.Cme.source, results.get("Cme")!.stderr)[0];
    expect(f.explanation).toContain("Line 8 calls `names.remove(…)` inside the loop");
  });

  it("points at the off-by-one loop condition", () => {
    const f = runtime(PROGRAMS.OffByOne.source, results.get("OffByOne")!.stderr)[0];
    expect(f.explanation).toContain("loop on line 5 uses `<=`");
  });

  it("maps a trace of a snippet that the runner wrapped in its own class", () => {
    // The runner wrapped the learner's statements in `public class Main { main(...) {` (2 extra lines).
    const snippet = 'String text = null;\nint words = 0;\nwords = text.split(" ").length;\nSystem.out.println(words);';
    const trace =
      'Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.split(String)" because "<local1>" is null\n\tat Main.main(Main.java:5)\n';
    const f = runtime(snippet, trace);
    expect(f.map((x) => [x.rule, x.line])).toEqual([["RUN-NULL-POINTER", 3]]);
    expect(f[0].message).toContain("`text` is `null`");
  });
});

describe.skipIf(!HAS_JAVAC)("runtime: javac errors in lastError", () => {
  it("maps compile errors to the learner's lines with friendly messages", () => {
    const code = `public class Shop {
    static int total(int[] prices) {
        int sum = 0;
        for (int p : prices) sum += p;
    }
    public static void main(String[] args) {
        int count = "3";
        System.out.println(totl(new int[] {1, 2}));
        System.out.println(qty);
    }
}`;
    const err = compileOnly("Shop.java", code);
    expect(err).toContain("error:");
    const f = runtime(code, err).sort((a, b) => a.line! - b.line!);
    // javac reports type errors first; flow errors (the missing return) only once those are fixed
    expect(f.map((x) => [x.rule, x.line])).toEqual([
      ["RUN-COMPILE-ERROR", 7],
      ["RUN-COMPILE-ERROR", 8],
      ["RUN-COMPILE-ERROR", 9],
    ]);
    expect(f[0].message).toContain("a `String` cannot be used where a `int` is expected");
    expect(f[0].explanation).toContain("Integer.parseInt");
    expect(f[1].message).toContain("there is no method `totl(int[])`");
    expect(f[2].message).toContain("`qty` is not defined");
    expect(f[2].lesson).toBe("/courses/java-fundamentals/variables-and-types");
  });

  it("explains a missing return on the method's closing brace", () => {
    const code =
      "public class Ret {\n    static int total(int[] prices) {\n        int sum = 0;\n        for (int p : prices) sum += p;\n    }\n}\n";
    const f = runtime(code, compileOnly("Ret.java", code));
    expect(f.map((x) => [x.rule, x.line])).toEqual([["RUN-COMPILE-ERROR", 5]]);
    expect(f[0].message).toContain("missing `return`");
  });

  it("finds the line by the quoted source when the runner wrapped the snippet", () => {
    const snippet = "int a = 5;\nString b = a;\nSystem.out.println(b);";
    const wrapped = `public class Main {\n    public static void main(String[] args) {\n${snippet}\n    }\n}\n`;
    const err = compileOnly("Main.java", wrapped);
    const f = runtime(snippet, err);
    expect(f.map((x) => [x.rule, x.line])).toEqual([["RUN-COMPILE-ERROR", 2]]);
  });

  it("does not repeat a compile error the syntax check already reports", () => {
    const code = "public class Semi {\n    public static void main(String[] args) {\n        int a = 1\n    }\n}\n";
    const err = compileOnly("Semi.java", code);
    const r = analyzeJava({ code, lastError: err });
    expect(r.findings.map((x) => [x.rule, x.line])).toEqual([["SYN-MISSING-SEMICOLON", 3]]);
  });

  it("suggests the import for java.util classes", () => {
    const code =
      "public class Imp {\n    public static void main(String[] args) {\n        List<String> xs = new ArrayList<>();\n    }\n}\n";
    const f = runtime(code, compileOnly("Imp.java", code));
    expect(f[0].line).toBe(3);
    expect(f[0].message).toContain("`List` is not imported");
    expect(f[0].fix).toContain("import java.util.List;");
  });
});

describe("runtime: Spring Boot failures (captured output)", () => {
  it("no qualifying bean → RUN-SPRING-NO-BEAN at the injection point", () => {
    const code = `@RestController
public class UserController {
    private final UserService userService;

    public UserController(UserService userService) {
        this.userService = userService;
    }
}

public class UserService {
    public String hello() { return "hi"; }
}`;
    const f = runtime(code, fixture("spring-no-bean.txt"));
    expect(f.map((x) => x.rule)).toEqual(["RUN-SPRING-NO-BEAN"]);
    expect(f[0].message).toContain("`UserService`");
    // UserService is declared here without @Service: point at it
    expect(f[0].line).toBe(10);
    expect(f[0].fix).toContain("@Service");
  });

  it("no qualifying bean for a type declared elsewhere → the field/constructor that needs it", () => {
    const code =
      "@RestController\npublic class UserController {\n    private final UserService userService;\n    public UserController(UserService userService) { this.userService = userService; }\n}\n";
    const f = runtime(code, fixture("spring-no-bean.txt"));
    expect(f.map((x) => [x.rule, x.line])).toEqual([["RUN-SPRING-NO-BEAN", 3]]);
  });

  it("port already in use → RUN-SPRING-PORT-IN-USE", () => {
    const f = runtime("@SpringBootApplication\npublic class App {}\n", fixture("spring-port.txt"));
    expect(f.map((x) => x.rule)).toEqual(["RUN-SPRING-PORT-IN-USE"]);
    expect(f[0].message).toContain("port 8080");
    expect(f[0].fix).toContain("server.port=8081");
  });

  it("circular dependency → RUN-SPRING-CIRCULAR naming both beans", () => {
    const code = `@Service
public class OrderService {
    private final CustomerService customers;
    public OrderService(CustomerService customers) { this.customers = customers; }
}
@Service
class CustomerService {
    private final OrderService orders;
    CustomerService(OrderService orders) { this.orders = orders; }
}`;
    const f = runtime(code, fixture("spring-cycle.txt"));
    expect(f.map((x) => [x.rule, x.line])).toEqual([["RUN-SPRING-CIRCULAR", 3]]);
    expect(f[0].message).toContain("`orderService` → `customerService`");
  });

  it("LazyInitializationException → RUN-LAZY-INIT at the lazy access, not the Hibernate frames", () => {
    const code = `@RestController
public class AuthorController {
    private final AuthorService service;

    AuthorController(AuthorService service) { this.service = service; }

    @GetMapping("/authors/{id}/count")
    public int bookCount(@PathVariable Long id) {
        Author a = service.find(id);
        return a.getBooks().size();
    }
}`;
    const f = runtime(code, fixture("spring-lazy.txt"));
    expect(f.map((x) => [x.rule, x.line])).toEqual([["RUN-LAZY-INIT", 10]]);
    expect(f[0].message).toContain("`Author.books`");
    expect(f[0].fix).toContain("join fetch");
  });

  it("two candidate beans → RUN-SPRING-MULTIPLE-BEANS", () => {
    const f = runtime(
      "class NotificationController {\n  NotificationController(Sender sender) {}\n}\n",
      fixture("spring-multiple.txt"),
    );
    expect(f.map((x) => [x.rule, x.line])).toEqual([["RUN-SPRING-MULTIPLE-BEANS", 2]]);
    expect(f[0].message).toContain("`emailSender`");
  });

  it("derived query with a misspelled property → RUN-SPRING-QUERY-METHOD", () => {
    const code =
      "public interface UserRepository extends JpaRepository<User, Long> {\n    List<User> findByNmae(String name);\n}\n";
    const f = runtime(code, fixture("spring-bean-creation.txt"));
    expect(f.map((x) => [x.rule, x.line])).toEqual([["RUN-SPRING-QUERY-METHOD", 2]]);
  });
});

describe("runtime: more captured failures", () => {
  it("JDBC error → RUN-SQL on the learner's DAO line", () => {
    const code = `import java.sql.*;

public class CustomerDao {
    private final Connection connection;

    CustomerDao(Connection connection) { this.connection = connection; }

    ResultSet findByName(String name) throws SQLException {
        PreparedStatement ps = connection.prepareStatement("select * from customers where name = ?");
        ps.setString(1, name);
        return ps.executeQuery();
    }

    public static void main(String[] args) throws Exception {
        Connection c = DriverManager.getConnection("jdbc:h2:mem:test");
        new CustomerDao(c).findByName("ann");
    }
}`;
    const f = runtime(code, fixture("jdbc-table-missing.txt"));
    expect(f.map((x) => [x.rule, x.line])).toEqual([["RUN-SQL", 9]]);
    expect(f[0].message).toContain('Table "CUSTOMERS" not found');
    expect(f[0].explanation).toMatch(/does not know this table/);
  });

  it("unresolvable @Value placeholder → RUN-SPRING-PLACEHOLDER at the @Value", () => {
    const code =
      '@Service\npublic class TokenService {\n    @Value("${app.jwt.secret}")\n    private String secret;\n}\n';
    const f = runtime(code, fixture("spring-placeholder.txt"));
    expect(f.map((x) => [x.rule, x.line])).toEqual([["RUN-SPRING-PLACEHOLDER", 3]]);
    expect(f[0].fix).toContain("app.jwt.secret=");
  });

  it("other BeanCreationException → RUN-SPRING-BEAN-CREATION naming the bean", () => {
    const code =
      '@Component\npublic class ReportScheduler {\n    ReportScheduler() {\n        throw new IllegalStateException("x");\n    }\n}\n';
    const f = runtime(code, fixture("spring-bean-generic.txt"));
    expect(f.map((x) => [x.rule, x.line])).toEqual([["RUN-SPRING-BEAN-CREATION", 2]]);
    expect(f[0].message).toContain("`reportScheduler`");
  });

  it("IllegalStateException from the learner's code → RUN-ILLEGAL-STATE", () => {
    const code =
      'public class Stack2 {\n    int size;\n    int pop() {\n        if (size == 0) throw new IllegalStateException("stack is empty");\n        return --size;\n    }\n    public static void main(String[] a) { new Stack2().pop(); }\n}\n';
    const trace =
      'Exception in thread "main" java.lang.IllegalStateException: stack is empty\n\tat Stack2.pop(Stack2.java:4)\n\tat Stack2.main(Stack2.java:7)\n';
    const f = runtime(code, trace);
    expect(f.map((x) => [x.rule, x.line])).toEqual([["RUN-ILLEGAL-STATE", 4]]);
    expect(f[0].message).toContain("`stack is empty`");
  });
});

describe("runtime: robustness", () => {
  it("ignores output without errors", () => {
    expect(runtime("class A {}", "", "Hello\n42\n")).toEqual([]);
  });

  it("reports an unknown exception generically, naming the learner's frame", () => {
    const code =
      'public class Bank {\n  void pay() {\n    throw new InsufficientFundsException("short by 5");\n  }\n  public static void main(String[] a) { new Bank().pay(); }\n}';
    const trace =
      'Exception in thread "main" com.bank.InsufficientFundsException: short by 5\n\tat Bank.pay(Bank.java:3)\n\tat Bank.main(Bank.java:5)\n';
    const f = runtime(code, trace);
    expect(f.map((x) => [x.rule, x.line])).toEqual([["RUN-EXCEPTION", 3]]);
    expect(f[0].message).toContain("`InsufficientFundsException`");
  });

  it("does not trust lines beyond the code", () => {
    const trace = 'Exception in thread "main" java.lang.IllegalStateException: boom\n\tat Main.main(Main.java:500)\n';
    const f = runtime("public class Main {\n  public static void main(String[] a) {}\n}\n", trace);
    expect(f).toHaveLength(1);
    expect(f[0].line).toBeUndefined();
  });

  it("keeps exception messages inert in Markdown", () => {
    const trace =
      'Exception in thread "main" java.lang.IllegalArgumentException: <img src=x onerror=alert(1)> ```\n\tat Main.main(Main.java:2)\n';
    const r = analyzeJava({
      code: "public class Main {\n  public static void main(String[] a) { throw new IllegalArgumentException(); }\n}\n",
      lastError: trace,
    });
    const html = new MarkdownIt({ html: true }).render(r.analysis);
    expect(html).not.toMatch(/<img/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("runtime labelled set (tests/corpus/runtime): Spring Boot failures, web errors and plain Java traces", () => {
  const cases = readRuntime();

  it("has the six Spring Boot start-up failures and the plain Java cases", () => {
    const names = cases.map((c) => c.name);
    for (const n of [
      "spring-no-bean-annotation",
      "spring-port",
      "spring-lazy",
      "spring-circular",
      "spring-unreadable",
      "spring-ambiguous",
      "java-npe",
    ])
      expect(names).toContain(n);
  });

  for (const c of cases) {
    it(`${c.name}: names ${c.exception} and points at line ${c.line}${c.second ? ` (and line ${c.second})` : ""}`, () => {
      const r = scoreRuntime(c);
      expect(r.got?.rule).toBe(c.rule);
      expect(r.namesException).toBe(true);
      expect(r.got?.line).toBe(c.line);
      expect(r.secondLine).toBe(true);
    });
  }

  it("points the missing-bean error at the class without its annotation, and names the injection point", () => {
    const c = cases.find((x) => x.name === "spring-no-bean-annotation")!;
    const f = scoreRuntime(c).got!;
    expect(c.code.split("\n")[f.line! - 1]).toMatch(/class OrderService/);
    expect(f.explanation).toContain(`line ${c.second}`);
    expect(f.message).toContain("NoSuchBeanDefinitionException");
  });
});
