// Practice without a runner (RUNNER=none, e.g. a deployment without a JDK): everything that needs no execution works,
// run checks say what would run them, nothing is counted as an attempt, and no review is made of code that never ran.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.RUNNER = "none";
});

import { signUp } from "@/lib/services/accounts";
import { getExercise, listExercises, runJava, submitSolution } from "@/lib/services/exercises";
import { useTestDatabase } from "../helpers/db";

useTestDatabase();

describe("practice with RUNNER=none", () => {
  it("lists and shows exercises, says what would run the code, and does not count a submission that cannot run", async () => {
    const list = await listExercises("java-fundamentals", "loops", null);
    expect(list.runner).toMatchObject({ kind: "none", available: false });
    expect(list.runner.reason).toMatch(/RUNNER=local/);
    const u = await signUp({
      email: `n-${randomUUID()}@example.com`,
      password: "a long enough password",
      firstName: "No",
      lastName: "Runner",
    });
    const ex = await getExercise("java-fundamentals", "loops", "order-line-totals", null, { revealSolution: true });
    const r = await submitSolution("java-fundamentals", "loops", "order-line-totals", ex.solution!, u.id);
    expect(r).toMatchObject({ passed: false, status: "unavailable", attempts: 0, review: null, runner: "none" });
    expect(r.checks.every((c) => !c.passed && /RUNNER=local/.test(c.error ?? ""))).toBe(true);
    expect((await runJava("public class A { public static void main(String[] a) {} }")).status).toBe("unavailable");
  });

  it("still checks predictions, which need no execution", async () => {
    const u = await signUp({
      email: `n-${randomUUID()}@example.com`,
      password: "a long enough password",
      firstName: "No",
      lastName: "Runner",
    });
    const r = await submitSolution(
      "java-fundamentals",
      "control-flow",
      "shipping-switch",
      "small parcel\nlarge parcel\nEXPRESS 2\nSTANDARD 5",
      u.id,
    );
    expect(r).toMatchObject({ passed: true, solved: true, attempts: 1 });
  });
});
