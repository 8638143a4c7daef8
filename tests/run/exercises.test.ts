// The exercise loader: the repository's exercises parse, and every problem names the file and the field.
import { describe, expect, it } from "vitest";
import { ExerciseError, parseExercise, scanExercises } from "@/lib/content/exercises";
import { blankJava, javaFileName, mainClassOf, normalizeWhitespace } from "@/lib/run/source";
import { Slots } from "@/lib/run/slots";

const where = { course: "c", lesson: "l", file: "prisma/content/courses/c/exercises/l/sum-it.md" };
const fm = (extra: string) => `---
slug: sum-it
title: Sum it
kind: write
difficulty: easy
order: 1
hints: [Add them up.]
${extra}
---
Write Sum.of(int a, int b) that returns the sum.

\`\`\`java starter
public class Sum { static int of(int a, int b) { return 0; } }
\`\`\`

\`\`\`java solution
public class Sum { static int of(int a, int b) { return a + b; } }
\`\`\`
`;

describe("exercise files", () => {
  it("the repository's exercises parse", () => {
    const { exercises, problems } = scanExercises();
    expect(problems).toEqual([]);
    expect(exercises.length).toBeGreaterThanOrEqual(3);
    const ids = exercises.map((e) => e.id);
    expect(ids).toContain("java-fundamentals/loops/order-line-totals");
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("parses a valid file (numbers in YAML become text)", () => {
    const ex = parseExercise(fm("checks:\n  - name: adds\n    run: Sum.of(1, 2)\n    expect: 3"), where);
    expect(ex).toMatchObject({ id: "c/l/sum-it", kind: "write", checks: [{ name: "adds", expect: "3" }] });
    expect(ex.statement).toBe("Write Sum.of(int a, int b) that returns the sum.");
    expect(ex.starter).toMatch(/return 0/);
  });

  it.each([
    ["checks:\n  - name: adds\n    run: Sum.of(1, 2)", /sum-it\.md: checks\.0\.expect: required with run\/main/],
    ["checks:\n  - name: both\n    run: x\n    main: Sum\n    expect: 1", /checks\.0: needs exactly one of run, main/],
    ["checks:\n  - name: bad regex\n    matches: '('", /checks\.0\.matches: invalid regular expression/],
    ["checks:\n  - name: typo\n    runn: x", /checks\.0: Unrecognized key: "runn"/],
    ["", /checks: required for write/],
    ["answer: x\nchecks:\n  - name: no finding\n    absent: QUA-X", /answer: only for predict/],
  ])("names the file and the field: %s", (extra, message) => {
    expect(() => parseExercise(fm(extra), where)).toThrow(ExerciseError);
    expect(() => parseExercise(fm(extra), where)).toThrow(message);
  });

  it("explains a hint that YAML read as a mapping", () => {
    const text = fm("checks:\n  - name: adds\n    run: Sum.of(1, 2)\n    expect: 3").replace(
      "hints: [Add them up.]",
      "hints:\n  - Loop with for (int p : prices) over it",
    );
    expect(() => parseExercise(text, where)).toThrow(/hints\.0: .*put the text in quotes/);
  });

  it("requires the blocks of its kind and a slug equal to the file name", () => {
    const noSolution = fm("checks:\n  - name: adds\n    run: Sum.of(1, 2)\n    expect: 3").replace(
      /```java solution[\s\S]*?```/,
      "",
    );
    expect(() => parseExercise(noSolution, where)).toThrow(/missing the ```java solution block/);
    const wrongFile = { ...where, file: "x/other.md" };
    expect(() => parseExercise(fm("checks:\n  - name: adds\n    run: x\n    expect: 1"), wrongFile)).toThrow(
      /slug: "sum-it" must equal the file name/,
    );
  });
});

describe("source helpers", () => {
  it("finds the file name and the main class", () => {
    expect(javaFileName("class Helper {}\npublic final class Shop { class Inner {} }")).toBe("Shop.java");
    expect(javaFileName("class A { public static class B {} }")).toBe("A.java");
    expect(javaFileName("// public class Fake {}\nrecord Point(int x) {}")).toBe("Point.java");
    expect(mainClassOf("class A {}\nclass B { public static void main(String[] a) {} }")).toBe("B");
  });

  it("blanks comments and strings but keeps lines", () => {
    const code = 'a /* x\ny */ b "s // t" c // d\ne \'"\' """\ntext\n""" f';
    const blanked = blankJava(code);
    expect(blanked.split("\n")).toHaveLength(code.split("\n").length);
    expect(blanked.replace(/\s+/g, " ")).toBe(`a b " " c e ' ' """ """ f`);
  });

  it("normalises whitespace for predict answers", () => {
    expect(normalizeWhitespace("\n  a   b \r\n c\t\n\n")).toBe("a b\nc");
  });
});

describe("slots (the concurrency cap)", () => {
  it("queues up to the limit and refuses more with 503 + Retry-After", async () => {
    const slots = new Slots(1, 1, 5000);
    let release!: () => void;
    const first = slots.with(() => new Promise<void>((r) => (release = r)));
    const second = slots.with(async (slot) => slot);
    await expect(slots.with(async () => 0)).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      headers: { "Retry-After": expect.any(String) },
    });
    expect(slots.stats()).toEqual({ size: 1, busy: 1, queued: 1 });
    release();
    await first;
    expect(await second).toBe(0);
  });
});
