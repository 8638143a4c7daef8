// evaluateSubmission with the real local runner: correct and wrong solutions, compile errors on the learner's
// lines, exceptions with line and trace, expected exceptions, main with stdin/args, reviewer checks, predict.
import { describe, expect, it } from "vitest";
import { evaluateSubmission, NoneRunner, runProgram } from "@/lib/run";
import { exercise, localAvailable, localRunner, writeExercise } from "./helpers";

const run = localAvailable() ? describe : describe.skip;

const prices = writeExercise(
  "total-of-prices",
  `  - name: adds three prices
    run: Prices.total(new int[]{3, 4, 5})
    expect: "12"
  - name: an empty array totals 0
    run: Prices.total(new int[0])
    expect: 0
  - name: null is rejected
    run: Prices.total(null)
    expect: throws IllegalArgumentException
`,
);

const good = `public class Prices {
    public static int total(int[] prices) {
        if (prices == null) throw new IllegalArgumentException("no prices");
        int sum = 0;
        for (int p : prices) sum += p;
        return sum;
    }
}`;

run("evaluateSubmission (local runner)", () => {
  const runner = localRunner();

  it("passes a correct solution on every check", async () => {
    const r = await evaluateSubmission(prices, good, { runner });
    expect(r.checks.map((c) => [c.name, c.passed])).toEqual([
      ["adds three prices", true],
      ["an empty array totals 0", true],
      ["null is rejected", true],
    ]);
    expect(r).toMatchObject({ passed: true, status: "passed", runner: "local", message: "3 of 3 checks passed." });
  });

  it("fails a wrong solution with the actual values and the exception's line", async () => {
    const wrong = good.replace("int sum = 0;", "int sum = 1;").replace(/if \(prices == null\).*\n/, "");
    const r = await evaluateSubmission(prices, wrong, { runner });
    expect(r.status).toBe("failed");
    expect(r.checks[0]).toMatchObject({ passed: false, expected: "12", actual: "13" });
    expect(r.checks[1]).toMatchObject({ passed: false, actual: "1" });
    const npe = r.checks[2];
    expect(npe.passed).toBe(false);
    expect(npe.actual).toMatch(/^throws NullPointerException/);
    expect(npe.line).toBe(4); // the for-each over null, in the learner's file
    expect(npe.stackTrace).toMatch(/at Prices\.total\(Prices\.java:4\)/);
    expect(npe.stackTrace).not.toMatch(/CheckHarness/);
    expect(r.message).toBe("0 of 3 checks passed.");
  });

  it("reports a compile error with javac's text on the learner's file and line", async () => {
    const broken = good.replace("sum += p;", "sum += p");
    const r = await evaluateSubmission(prices, broken, { runner });
    expect(r.status).toBe("compile-error");
    expect(r.compileOutput).toMatch(/^Prices\.java:5: error: ';' expected/);
    expect(r.compileOutput).not.toMatch(/CheckHarness|\/work\//);
    expect(r.diagnostics).toEqual([{ file: "Prices.java", line: 5, message: "';' expected" }]);
    expect(r.checks.every((c) => !c.passed)).toBe(true);
  });

  it("names the check that cannot call the learner's code (wrong signature)", async () => {
    const renamed = good.replace("total(int[] prices)", "sum(int[] prices)");
    const r = await evaluateSubmission(prices, renamed, { runner });
    expect(r.status).toBe("compile-error");
    expect(r.checks[0].error).toMatch(/could not call your code: cannot find symbol/);
    expect(r.compileOutput).toMatch(/check "adds three prices": cannot find symbol/);
  });

  it("runs main checks with args and stdin, and setup statements", async () => {
    const ex = writeExercise(
      "echo",
      `  - name: greets the argument
    main: Echo
    args: [Ada, Lovelace]
    expect: Hello Ada Lovelace
  - name: reads standard input
    main: Echo
    stdin: "3\\n4\\n"
    expect: "sum 7"
  - name: a counter counts
    setup: "Counter c = new Counter(); c.add(2); c.add(5);"
    run: c.value()
    expect: "7"
`,
    );
    const code = `import java.util.Scanner;
public class Echo {
    public static void main(String[] args) {
        if (args.length > 0) { System.out.println("Hello " + String.join(" ", args)); return; }
        Scanner in = new Scanner(System.in);
        int a = in.nextInt(), b = in.nextInt();
        System.out.println("sum " + (a + b));
    }
}
class Counter {
    private int total;
    void add(int n) { total += n; }
    int value() { return total; }
}`;
    const r = await evaluateSubmission(ex, code, { runner });
    expect(r.checks.map((c) => c.actual.trim())).toEqual(["Hello Ada Lovelace", "sum 7", "7"]);
    expect(r.passed).toBe(true);
  });

  it("check code may use java.util types without imports; learner classes named like harness internals work", async () => {
    const ex = writeExercise(
      "collections",
      `  - name: counts distinct values
    run: Value.distinct(List.of(3, 1, 3, 2))
    expect: "3"
  - name: maps names
    setup: 'Map<String, Integer> m = new TreeMap<>(); m.put("b", 2); m.put("a", 1);'
    run: Value.keys(m).stream().collect(Collectors.joining(","))
    expect: a,b
`,
    );
    const code = `import java.util.*;
public class Value {
    public static int distinct(List<Integer> xs) { return new HashSet<>(xs).size(); }
    public static List<String> keys(Map<String, Integer> m) { return new ArrayList<>(m.keySet()); }
}`;
    const r = await evaluateSubmission(ex, code, { runner });
    expect(r.checks.map((c) => [c.actual, c.passed])).toEqual([
      ["3", true],
      ["a,b", true],
    ]);
  });

  it("evaluates reviewer checks (absent/present/matches/notMatches) on code that parses", async () => {
    const ex = exercise(
      `slug: no-empty-catch
title: Do not swallow exceptions
kind: static
difficulty: easy
order: 1
hints: [a hint]
checks:
  - name: no empty catch
    absent: QUA-EMPTY-CATCH
  - name: uses Integer.parseInt
    matches: 'Integer\\s*\\.\\s*parseInt'
  - name: no System.exit
    notMatches: 'System\\s*\\.\\s*exit'
`,
      { starter: "class A {}", solution: "class A {}" },
    );
    const bad = `class Parser {
    int parse(String s) {
        // System.exit(1) in a comment does not count
        try { return Integer.parseInt(s); } catch (NumberFormatException e) { }
        return 0;
    }
}`;
    const r1 = await evaluateSubmission(ex, bad, { runner });
    expect(r1.checks.map((c) => c.passed)).toEqual([false, true, true]);
    expect(r1.checks[0].actual).toMatch(/QUA-EMPTY-CATCH \(line 4\)/);
    const fixed = bad.replace("catch (NumberFormatException e) { }", "catch (NumberFormatException e) { return -1; }");
    const r2 = await evaluateSubmission(ex, fixed, { runner });
    expect(r2.passed).toBe(true);
    const r3 = await evaluateSubmission(ex, "class Parser { int parse( }", { runner });
    expect(r3.checks.every((c) => !c.passed && /does not parse/.test(c.error ?? ""))).toBe(true);
  });

  it("compares a predicted output after normalising whitespace", async () => {
    const ex = exercise(
      `slug: predict-it
title: Predict it
kind: predict
difficulty: easy
order: 1
hints: [a hint]
answer: |
  a  b
  c
`,
      { program: 'public class P { public static void main(String[] a) { System.out.println("a b\\nc"); } }' },
    );
    expect((await evaluateSubmission(ex, "  a b \n c\n\n", { runner })).passed).toBe(true);
    expect((await evaluateSubmission(ex, "a b\nd", { runner })).passed).toBe(false);
    const out = await runProgram(ex.program!, "", { runner });
    expect(out).toMatchObject({ status: "ok", stdout: "a b\nc\n" });
  });

  it("runs a playground program with standard input", async () => {
    const code = `import java.util.Scanner;
public class Hello { public static void main(String[] args) { System.out.println("hi " + new Scanner(System.in).nextLine()); } }`;
    expect(await runProgram(code, "Ada\n", { runner })).toMatchObject({
      status: "ok",
      stdout: "hi Ada\n",
      exitCode: 0,
    });
    const broken = await runProgram("public class Hello { void x() { int a = ; } }", "", { runner });
    expect(broken.status).toBe("compile-error");
    expect(broken.diagnostics[0]).toMatchObject({ file: "Hello.java", line: 1 });
  });
});

describe("without a runner", () => {
  it("says how to enable running and still evaluates reviewer checks", async () => {
    const ex = writeExercise(
      "mixed",
      `  - name: runs
    run: A.x()
    expect: "1"
  - name: has a method x
    matches: 'int\\s+x\\s*\\('
`,
    );
    const r = await evaluateSubmission(ex, "class A { static int x() { return 1; } }", { runner: new NoneRunner() });
    expect(r.status).toBe("unavailable");
    expect(r.checks[0]).toMatchObject({ passed: false });
    expect(r.checks[0].error).toMatch(/set RUNNER=local with a JDK 17\+ and bubblewrap, or RUNNER=piston/);
    expect(r.checks[1].passed).toBe(true);
    const p = await runProgram("class A {}", "", { runner: new NoneRunner() });
    expect(p.status).toBe("unavailable");
  });
});
