// The Piston adapter against a local engine that speaks Piston's documented v2 format: POST /api/v2/execute with
// {language, version, files:[{name, content}], stdin, args, compile_timeout, run_timeout, …} → {language, version,
// run:{stdout, stderr, output, code, signal}} (4xx → {message}). Like Piston's Java package, the engine runs the
// first file with the JDK's single-file source launcher (`java Main.java args…`), so the requests are really run.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evaluateSubmission, runProgram } from "@/lib/run";
import { combineSources, PistonRunner } from "@/lib/run/piston";
import { findTools } from "@/lib/run/sandbox";
import { writeExercise } from "./helpers";

interface Received {
  language: string;
  version: string;
  files: { name: string; content: string }[];
  stdin: string;
  args: string[];
  run_timeout: number;
  compile_timeout: number;
}

const requests: Received[] = [];
let server: http.Server;
let url = "";

function execute(body: Received): Promise<object> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fake-piston-"));
  for (const f of body.files) fs.writeFileSync(path.join(dir, f.name), f.content);
  return new Promise((resolve) => {
    const child = spawn("java", ["-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", body.files[0].name, ...body.args], {
      cwd: dir,
    });
    let stdout = "";
    let stderr = "";
    let output = "";
    child.stdout.on("data", (b: Buffer) => ((stdout += b), (output += b)));
    child.stderr.on("data", (b: Buffer) => ((stderr += b), (output += b)));
    child.stdin.end(body.stdin);
    let signal: string | null = null;
    const timer = setTimeout(() => ((signal = "SIGKILL"), child.kill("SIGKILL")), body.run_timeout);
    child.on("close", (code) => {
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
      resolve({
        language: "java",
        version: "15.0.2",
        run: { stdout, stderr, output, code: signal ? null : code, signal },
      });
    });
  });
}

const run = findTools() ? describe : describe.skip;

run("Piston adapter (against a local engine in Piston's format)", () => {
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", async () => {
        const send = (status: number, body: object) => {
          res.writeHead(status, { "content-type": "application/json" });
          res.end(JSON.stringify(body));
        };
        if (req.method !== "POST" || req.url !== "/api/v2/execute") return send(404, { message: "Not found" });
        const body = JSON.parse(raw) as Received;
        requests.push(body);
        if (body.language !== "java")
          return send(400, { message: `${body.language}-${body.version} runtime is unknown` });
        send(200, await execute(body));
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const runner = () => new PistonRunner({ url, javaVersion: "*", concurrency: 2, maxQueue: 10 });

  it("sends Piston's request format and runs a playground program", async () => {
    const code = `import java.util.Scanner;
public class Hello { public static void main(String[] args) { System.out.println("hi " + new Scanner(System.in).nextLine()); } }`;
    const r = await runProgram(code, "Ada\n", { runner: runner() });
    expect(r).toMatchObject({ status: "ok", stdout: "hi Ada\n", exitCode: 0 });
    const sent = requests.at(-1)!;
    expect(sent).toMatchObject({ language: "java", version: "*", stdin: "Ada\n", args: [] });
    expect(sent.files).toHaveLength(1);
    expect(sent.files[0].name).toBe("Hello.java");
    expect(sent.files[0].content.startsWith("import java.util.Scanner;")).toBe(true);
    expect(sent.run_timeout).toBeGreaterThan(0);
  });

  it("evaluates a submission: harness first, learner code after, lines mapped back", async () => {
    const ex = writeExercise(
      "piston-prices",
      `  - name: adds
    run: Prices.total(new int[]{3, 4})
    expect: "7"
  - name: a null array
    run: Prices.total(null)
    expect: "0"
`,
    );
    const code = `import java.util.Arrays;

public class Prices {
    public static int total(int[] prices) {
        return Arrays.stream(prices).sum();
    }
}`;
    const r = await evaluateSubmission(ex, code, { runner: runner() });
    expect(r.runner).toBe("piston");
    expect(r.checks[0]).toMatchObject({ passed: true, actual: "7" });
    expect(r.checks[1]).toMatchObject({ passed: false, line: 5 });
    expect(r.checks[1].stackTrace).toMatch(/Prices\.java:5\)/);
    const sent = requests.at(-1)!;
    expect(sent.files[0].name).toBe("CheckHarness.java");
    expect(sent.args).toEqual(["0", "2", "2000"]);
  });

  it("reports a compile error with the learner's file and line", async () => {
    const r = await runProgram("public class Broken {\n  void x() {\n    int a = ;\n  }\n}", "", { runner: runner() });
    expect(r.status).toBe("compile-error");
    expect(r.stderr).toMatch(/Broken\.java:3: error: illegal start of expression/);
  });

  it("an engine that refuses the run is a 503 with the engine's message", async () => {
    const bad = new PistonRunner({ url: `${url}/nope`, javaVersion: "*", concurrency: 1, maxQueue: 1 });
    await expect(
      runProgram("public class A { public static void main(String[] a) {} }", "", { runner: bad }),
    ).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
    });
  });

  it("combines sources: imports hoisted, the main class's file first", () => {
    const { content, segments } = combineSources(
      [
        { name: "A.java", content: "import java.util.List;\nclass A {}\n" },
        { name: "Main.java", content: "import java.util.Map;\npublic class Main {}\n" },
      ],
      "Main",
    );
    expect(content.split("\n").slice(0, 2)).toEqual(["import java.util.Map;", "import java.util.List;"]);
    expect(segments.map((s) => s.file)).toEqual(["Main.java", "A.java"]);
    expect(content.split("\n")[segments[0].start]).toBe("public class Main {}");
  });
});
