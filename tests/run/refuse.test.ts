// Without bubblewrap the local runner refuses to run anything (a clear reason, nothing executed), unless the
// operator sets the single-user flag RUNNER_UNSANDBOXED=1.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateSubmission, runProgram } from "@/lib/run";
import { LocalRunner } from "@/lib/run/local";
import { findTools } from "@/lib/run/sandbox";
import { writeExercise } from "./helpers";

const tools = findTools();
const run = tools ? describe : describe.skip;

const ex = writeExercise(
  "refuse",
  `  - name: returns one
    run: One.get()
    expect: "1"
`,
);

run("local runner without bubblewrap", () => {
  it("refuses: nothing is executed, the reason says how to fix it", async () => {
    const marker = path.join(os.tmpdir(), `runner-refuse-${process.pid}`);
    const runner = new LocalRunner({
      concurrency: 1,
      maxQueue: 1,
      unsandboxed: false,
      tools: { ...tools!, bwrap: undefined },
    });
    expect(runner.status()).toMatchObject({ kind: "local", available: false });
    expect(runner.status().reason).toMatch(/bubblewrap.*RUNNER_UNSANDBOXED=1/);
    const code = `public class One {
    static { try { java.nio.file.Files.writeString(java.nio.file.Path.of(${JSON.stringify(marker)}), "ran"); } catch (Exception e) { } }
    public static int get() { return 1; }
    public static void main(String[] a) { get(); }
}`;
    const r = await evaluateSubmission(ex, code, { runner });
    expect(r.status).toBe("unavailable");
    expect(r.checks[0].error).toMatch(/bubblewrap/);
    expect((await runProgram(code, "", { runner })).status).toBe("unavailable");
    await expect(runner.compile([{ name: "One.java", content: code }])).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
    });
    expect(fs.existsSync(marker)).toBe(false);
  });

  it("runs unsandboxed only with RUNNER_UNSANDBOXED=1 (single-user machines)", async () => {
    const runner = new LocalRunner({
      concurrency: 1,
      maxQueue: 1,
      unsandboxed: true,
      tools: { ...tools!, bwrap: undefined },
    });
    expect(runner.status()).toMatchObject({ available: true });
    expect(runner.status().reason).toMatch(/WITHOUT a sandbox/);
    const r = await evaluateSubmission(ex, "public class One { public static int get() { return 1; } }", { runner });
    expect(r.passed).toBe(true);
    runner.close();
  });
});
