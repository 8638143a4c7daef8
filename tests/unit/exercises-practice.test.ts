// The practice service on a real database (PGlite) with real submissions through the local runner (javac/java under
// bubblewrap): list, get, submit (failing, compile error, exception, solved), progress, pro access, predict, run.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.RUNNER = "local";
});

import { signUp } from "@/lib/services/accounts";
import { getExercise, listExercises, runJava, submitSolution } from "@/lib/services/exercises";
import { getCourseProgress } from "@/lib/services/progress";
import { useTestDatabase } from "../helpers/db";

const db = useTestDatabase();
const newLearner = () =>
  signUp({
    email: `x-${randomUUID()}@example.com`,
    password: "a long enough password",
    firstName: "Pat",
    lastName: "Practice",
  });

const COURSE = "java-fundamentals";
const LESSON = "loops";
const EX = "order-line-totals";

const SOLUTION = `public class OrderLines {
    public static int totalItems(int[] quantities) {
        int total = 0;
        for (int q : quantities) {
            if (q < 0) throw new IllegalArgumentException("negative quantity: " + q);
            total += q;
        }
        return total;
    }
}
`;

describe("listExercises / getExercise", () => {
  it("lists a lesson's exercises in order with the runner's state; anonymous callers have no solved state", async () => {
    const r = await listExercises(COURSE, LESSON, null);
    expect(r.lesson).toMatchObject({ slug: LESSON, isFree: true });
    expect(r.exercises.map((e) => e.slug)).toContain(EX);
    expect(r.exercises.every((e) => e.solved === null && e.locked === false)).toBe(true);
    expect(r.exercises.map((e) => e.order)).toEqual([...r.exercises.map((e) => e.order)].sort((a, b) => a - b));
    expect(r.runner).toMatchObject({ kind: "local", available: true });
  });

  it("shows statement, starter, hints and check names, but never expected values or the solution before a solve", async () => {
    const e = await getExercise(COURSE, LESSON, EX, null);
    expect(e.statement).toMatch(/totalItems/);
    expect(e.starter).toMatch(/class OrderLines/);
    expect(e.hints.length).toBeGreaterThanOrEqual(2);
    expect(e.checks).toContain("adds three order lines");
    expect(e.solution).toBeNull();
    const row = await db.prisma().exercise.findFirstOrThrow({ where: { slug: EX }, select: { checks: true } });
    const json = JSON.stringify(e);
    expect(json).not.toContain('"expect"');
    expect(json).not.toContain("new int[]{2, 1, 4}"); // a check's hidden input
    expect(JSON.stringify(row.checks)).toContain("new int[]{2, 1, 4}");
    expect((await getExercise(COURSE, LESSON, EX, null, { revealSolution: true })).solution).toMatch(/total \+= q/);
  });

  it("answers NOT_FOUND for an unknown exercise or lesson", async () => {
    await expect(getExercise(COURSE, LESSON, "no-such-exercise", null)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(listExercises(COURSE, "no-such-lesson", null)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("submitSolution (local runner)", () => {
  it("fails the starter with per-check results and the reviewer's explanation; counts the attempt", async () => {
    const u = await newLearner();
    const starter = (await getExercise(COURSE, LESSON, EX, null)).starter;
    const r = await submitSolution(COURSE, LESSON, EX, starter, u.id);
    expect(r.passed).toBe(false);
    expect(r.status).toBe("failed");
    expect(r.checks.find((c) => c.name === "adds three order lines")).toMatchObject({ passed: false, actual: "0" });
    expect(r.checks.find((c) => c.name === "an empty order has 0 items")).toMatchObject({ passed: true });
    expect(r.review?.analysis.length).toBeGreaterThan(0);
    expect(r).toMatchObject({ solved: false, attempts: 1, solution: null, runner: "local" });
    expect((await getCourseProgress(u.id, COURSE)).completedLessons).not.toContain(LESSON);
  });

  it("explains a compile error from javac's real message, with the line", async () => {
    const u = await newLearner();
    const broken = SOLUTION.replace("int total = 0;", "int total = 0");
    const r = await submitSolution(COURSE, LESSON, EX, broken, u.id);
    expect(r.status).toBe("compile-error");
    expect(r.compileOutput).toMatch(/';' expected/);
    expect(r.diagnostics[0]?.line).toBe(3);
    expect(r.review?.findings.some((f) => f.line === 3)).toBe(true);
  });

  it("explains a runtime exception from the real stack trace (the reviewer names the exception)", async () => {
    const u = await newLearner();
    const oob = `public class OrderLines {
    public static int totalItems(int[] quantities) {
        int total = 0;
        for (int i = 0; i <= quantities.length; i++) {
            total += quantities[i];
        }
        return total;
    }
}
`;
    const r = await submitSolution(COURSE, LESSON, EX, oob, u.id);
    expect(r.passed).toBe(false);
    const failed = r.checks.find((c) => !c.passed)!;
    expect(`${failed.error} ${failed.stackTrace}`).toMatch(/ArrayIndexOutOfBoundsException/);
    expect(r.review?.analysis).toMatch(/ArrayIndexOutOfBounds/);
  });

  it("solves: every check passes, the solution is shown, the lesson is completed; a later failure keeps the solve", async () => {
    const u = await newLearner();
    const r = await submitSolution(COURSE, LESSON, EX, SOLUTION, u.id);
    expect(r.checks.every((c) => c.passed)).toBe(true);
    expect(r).toMatchObject({ passed: true, status: "passed", solved: true, attempts: 1, review: null });
    expect(r.solution).toMatch(/class OrderLines/);
    expect((await getCourseProgress(u.id, COURSE)).completedLessons).toContain(LESSON);
    const listed = await listExercises(COURSE, LESSON, { userId: u.id });
    expect(listed.exercises.find((e) => e.slug === EX)?.solved).toBe(true);

    const again = await submitSolution(COURSE, LESSON, EX, "public class OrderLines {}", u.id);
    expect(again).toMatchObject({ passed: false, solved: true, attempts: 2 });
    const detail = await getExercise(COURSE, LESSON, EX, { userId: u.id });
    expect(detail).toMatchObject({ solved: true, attempts: 2, lastCode: "public class OrderLines {}" });
    expect(detail.solution).toMatch(/class OrderLines/);
  });

  it("counts concurrent first attempts of one learner without losing either", async () => {
    const u = await newLearner();
    const [a, b] = await Promise.all([
      submitSolution(COURSE, LESSON, EX, SOLUTION, u.id),
      submitSolution(COURSE, LESSON, EX, SOLUTION, u.id),
    ]);
    expect(a.passed && b.passed).toBe(true);
    expect((await getExercise(COURSE, LESSON, EX, { userId: u.id })).attempts).toBe(2);
  });

  it("checks a predict exercise's answer after normalising whitespace (nothing runs, no review)", async () => {
    const u = await newLearner();
    const wrong = await submitSolution(COURSE, "control-flow", "shipping-switch", "small parcel\ntiny parcel", u.id);
    expect(wrong).toMatchObject({ passed: false, review: null, solution: null });
    const right = await submitSolution(
      COURSE,
      "control-flow",
      "shipping-switch",
      "\n  small parcel  \nlarge   parcel\nEXPRESS 2\nSTANDARD 5\n\n",
      u.id,
    );
    expect(right).toMatchObject({ passed: true, solved: true });
  });

  it("keeps pro lessons' exercises for pro learners: locked in the list, FORBIDDEN to open or submit", async () => {
    const pro = await db.prisma().lesson.findFirstOrThrow({
      where: { isFree: false },
      select: { id: true, slug: true, course: { select: { slug: true } } },
    });
    await db.prisma().exercise.create({
      data: {
        lessonId: pro.id,
        slug: "pro-only-practice",
        title: "A pro exercise",
        kind: "write",
        order: 99,
        statement: "Write `Pro.answer()` returning 42.",
        starter: "public class Pro { public static int answer() { return 0; } }",
        solution: "public class Pro { public static int answer() { return 42; } }",
        hints: ["Return the number."],
        checks: [{ name: "answers 42", run: "Pro.answer()", expect: "42" }],
      },
    });
    const c = pro.course.slug;
    const learner = await newLearner();
    const list = await listExercises(c, pro.slug, { userId: learner.id });
    expect(list.exercises.find((e) => e.slug === "pro-only-practice")?.locked).toBe(true);
    await expect(getExercise(c, pro.slug, "pro-only-practice", null)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      submitSolution(c, pro.slug, "pro-only-practice", "public class Pro {}", learner.id),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });

    await db.prisma().user.update({ where: { id: learner.id }, data: { isPro: true } });
    const ok = await submitSolution(
      c,
      pro.slug,
      "pro-only-practice",
      "public class Pro { public static int answer() { return 42; } }",
      learner.id,
    );
    expect(ok).toMatchObject({ passed: true, solved: true });
  });
});

describe("runJava", () => {
  it("runs a program with standard input and reports a compile error by line", async () => {
    const ok = await runJava(
      `import java.util.Scanner;
public class Hello {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.println("Hello, " + in.nextLine() + "!");
    }
}`,
      "Ada\n",
    );
    expect(ok).toMatchObject({ status: "ok", exitCode: 0 });
    expect(ok.stdout.trim()).toBe("Hello, Ada!");
    const bad = await runJava("public class Bad { void f() { int x = } }");
    expect(bad.status).toBe("compile-error");
    expect(bad.diagnostics[0]?.line).toBe(1);
  });
});
