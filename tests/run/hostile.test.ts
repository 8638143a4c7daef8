// Hostile programs: each ends in a clear per-check result (never a hang, a throw or a slowed server), and the
// checks after the hostile one still run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateSubmission, MAX_SOURCE_CHARS, runProgram } from "@/lib/run";
import { localAvailable, localRunner, writeExercise } from "./helpers";

const run = localAvailable() ? describe : describe.skip;

/** An exercise whose first check calls Evil.attack() and whose second is harmless. */
const ex = writeExercise(
  "hostile",
  `  - name: the attack
    run: Evil.attack()
    expect: "contained"
  - name: a harmless check after it
    run: Evil.harmless()
    expect: "42"
`,
);

const program = (attack: string, imports = "") => `${imports}
public class Evil {
    static String attack() throws Exception {
${attack}
    }
    static int harmless() { return 42; }
}`;

async function submit(attack: string, imports = "") {
  const started = Date.now();
  const r = await evaluateSubmission(ex, program(attack, imports), { runner: localRunner() });
  const ms = Date.now() - started;
  expect(r.checks).toHaveLength(2);
  // the harmless check after the attack still ran and passed
  expect(r.checks[1]).toMatchObject({ passed: true, actual: "42" });
  return { r, attack: r.checks[0], ms };
}

run("hostile programs (local runner)", () => {
  it("an endless loop is stopped by the time limit", async () => {
    const { attack, ms } = await submit("        while (true) { }");
    expect(attack.passed).toBe(false);
    expect(attack.error).toMatch(/did not finish|time limit/);
    expect(ms).toBeLessThan(20_000);
  });

  it("a thread bomb hits the process limit", async () => {
    const { attack } = await submit(`        int n = 0;
        try {
            while (true) {
                Thread t = new Thread(() -> { try { Thread.sleep(60_000); } catch (InterruptedException e) { } });
                t.setDaemon(true);
                t.start();
                n++;
            }
        } catch (Throwable e) {
            return "stopped after " + n + " threads: " + e.getClass().getSimpleName();
        }`);
    expect(attack.passed).toBe(false);
    expect(attack.actual).toMatch(/^stopped after \d+ threads: OutOfMemoryError/);
    expect(Number(/after (\d+)/.exec(attack.actual)![1])).toBeLessThan(200);
  });

  it("a process bomb (ProcessBuilder) cannot start processes beyond the limit", async () => {
    const { attack } = await submit(`        int n = 0;
        try {
            while (n < 10_000) { new ProcessBuilder("/bin/sleep", "60").start(); n++; }
            return "started " + n;
        } catch (Throwable e) {
            return "stopped after " + n + " processes: " + e.getClass().getSimpleName();
        }`);
    expect(attack.passed).toBe(false);
    // IOException (fork refused) or OutOfMemoryError (no thread left for the process reaper)
    expect(attack.actual).toMatch(/^stopped after \d+ processes: (IOException|OutOfMemoryError)/);
    expect(Number(/after (\d+)/.exec(attack.actual)![1])).toBeLessThan(200);
  });

  it("cannot read /etc/passwd, the host's files or the server's folder", async () => {
    const secret = fs.mkdtempSync(path.join(os.tmpdir(), "runner-secret-"));
    fs.writeFileSync(path.join(secret, "secret.txt"), "TOP-SECRET");
    const { attack } = await submit(
      `        StringBuilder b = new StringBuilder();
        for (String p : new String[] { "/etc/passwd", "/etc/shadow", ${JSON.stringify(path.join(secret, "secret.txt"))},
                ${JSON.stringify(path.join(process.cwd(), "package.json"))}, "/root/.bashrc", "/proc/1/environ" }) {
            try { b.append(p).append(": read ").append(Files.readString(Path.of(p)).replace('\\0', ' ')).append('\\n'); }
            catch (Exception e) { b.append(p).append(": ").append(e.getClass().getSimpleName()).append('\\n'); }
        }
        return b.toString();`,
      "import java.nio.file.*;",
    );
    fs.rmSync(secret, { recursive: true, force: true });
    expect(attack.actual).toMatch(/\/etc\/passwd: NoSuchFileException/);
    expect(attack.actual).toMatch(/secret\.txt: NoSuchFileException/);
    expect(attack.actual).toMatch(/package\.json: NoSuchFileException/);
    expect(attack.actual).not.toMatch(/TOP-SECRET/);
    // /proc shows the sandbox's own processes only: its first process has the sandbox's cleared environment
    expect(attack.actual).toMatch(/\/proc\/1\/environ: read PATH=\/usr\/bin:\/bin/);
    expect(attack.actual).not.toMatch(/VITEST|NODE_|RUNNER=/);
  });

  it("cannot write outside its own folder", async () => {
    const { attack } = await submit(
      `        StringBuilder b = new StringBuilder();
        for (String p : new String[] { "/usr/evil.txt", "/etc/evil.txt", "/work/out/Evil.class", "own.txt" }) {
            try { Files.writeString(Path.of(p), "x"); b.append(p).append(": written\\n"); }
            catch (Exception e) { b.append(p).append(": ").append(e.getClass().getSimpleName()).append('\\n'); }
        }
        return b.toString();`,
      "import java.nio.file.*;",
    );
    expect(attack.actual).toMatch(/\/usr\/evil\.txt: (AccessDenied|FileSystem|NoSuchFile)Exception/);
    expect(attack.actual).toMatch(/\/work\/out\/Evil\.class: (AccessDenied|FileSystem)Exception/);
    expect(attack.actual).toMatch(/own\.txt: written/);
  });

  it("cannot open a network connection", async () => {
    const { attack } = await submit(
      `        StringBuilder b = new StringBuilder();
        for (String host : new String[] { "127.0.0.1", "1.1.1.1" }) {
            try (Socket s = new Socket()) { s.connect(new InetSocketAddress(host, 80), 1000); b.append(host).append(": connected\\n"); }
            catch (Exception e) { b.append(host).append(": ").append(e.getClass().getSimpleName()).append('\\n'); }
        }
        return b.toString();`,
      "import java.net.*;",
    );
    expect(attack.actual).not.toMatch(/connected/);
    expect(attack.actual).toMatch(/1\.1\.1\.1: (Connect|Socket|NoRouteToHost)Exception/);
  });

  it("System.exit(0) inside a check is reported, and the harness goes on", async () => {
    const { attack } = await submit(`        System.exit(0);
        return "never";`);
    expect(attack.passed).toBe(false);
    expect(attack.error).toMatch(/called System\.exit\(0\)/);
  });

  it("huge output is cut and reported", async () => {
    const { attack } = await submit(`        String line = "x".repeat(1000);
        for (int i = 0; i < 1_000_000; i++) System.out.println(line);
        return "printed";`);
    expect(attack.passed).toBe(false);
    expect(attack.error).toMatch(/printed more than 64 KB/);
    expect(attack.output).toMatch(/\[output cut at 64 KB\]$/);
    // the same through the playground's Run: the process is stopped at the output limit
    const r = await runProgram(
      `public class Spam { public static void main(String[] a) { while (true) System.out.println("spam spam spam"); } }`,
      "",
      { runner: localRunner() },
    );
    expect(r.status).toBe("output-limit");
    expect(r.outputTruncated).toBe(true);
    expect(r.stdout.length).toBeLessThanOrEqual(65_536);
    // a program that prints 200 KB and ends: it ran, the output handed back is cut at 64 KB and says so
    const big = await runProgram(
      `public class Big { public static void main(String[] a) { System.out.print("y".repeat(200_000)); } }`,
      "",
      { runner: localRunner() },
    );
    expect(big).toMatchObject({ status: "ok", outputTruncated: true, message: expect.stringMatching(/cut at 64 KB/) });
    expect(big.stdout).toHaveLength(65_536);
  });

  it("a huge allocation ends in OutOfMemoryError", async () => {
    const { attack } = await submit(`        long[][] hog = new long[1000][];
        for (int i = 0; i < hog.length; i++) hog[i] = new long[10_000_000];
        return "allocated";`);
    expect(attack.passed).toBe(false);
    expect(attack.error).toMatch(/OutOfMemoryError/);
  });

  it("oversized source is rejected before compiling", async () => {
    const big = `public class Big {\n${"    // padding padding padding padding padding padding\n".repeat(MAX_SOURCE_CHARS / 40)}}`;
    const started = Date.now();
    const r = await evaluateSubmission(ex, big, { runner: localRunner() });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(r.status).toBe("rejected");
    expect(r.checks.every((c) => !c.passed && /too large/.test(c.error ?? ""))).toBe(true);
    expect((await runProgram(big, "", { runner: localRunner() })).status).toBe("rejected");
  });
});
