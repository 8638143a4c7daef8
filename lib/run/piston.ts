// RUNNER=piston: the Piston code-execution engine (https://github.com/engineer-man/piston), for deployments
// without a JDK (Vercel). Request/response per Piston's v2 API:
//   POST {PISTON_URL}/api/v2/execute
//     {language, version, files:[{name, content}], stdin, args, compile_timeout, run_timeout, compile_memory_limit, run_memory_limit}
//   → {language, version, run:{stdout, stderr, output, code, signal}, compile?:{stdout, stderr, output, code, signal}}
//   4xx → {message}
// Piston's Java package runs the first file with the single-file source launcher (`java Main.java`), which compiles
// that file in memory and runs its first top-level class. So every run sends ONE file: the main class first, then
// the other sources with their imports hoisted to the top. Line numbers are mapped back to each source.
import { AppError } from "@/lib/errors";
import { Slots } from "./slots";
import type { Compilation, ProcessOutcome, RunRequest, Runner, RunnerStatus, SourceFile } from "./types";

export interface PistonOptions {
  url: string;
  javaVersion: string;
  concurrency: number;
  maxQueue: number;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

interface PistonStage {
  stdout: string;
  stderr: string;
  output?: string;
  code: number | null;
  signal: string | null;
}
interface PistonResponse {
  run?: PistonStage;
  compile?: PistonStage;
  message?: string;
}

const IMPORT = /^\s*import\s+(?:static\s+)?[\w.]+(?:\.\*)?\s*;\s*$/;

interface Segment {
  file: string;
  /** First line of the combined file holding this source's line 1. */
  start: number;
  lines: number;
}

/** Combines sources into one launcher file: imports first, then the main class's file, then the rest. */
export function combineSources(files: SourceFile[], mainClass: string): { content: string; segments: Segment[] } {
  const mainFile = files.find((f) => f.name === `${mainClass}.java`) ?? files[0];
  const ordered = [mainFile, ...files.filter((f) => f !== mainFile)];
  const imports = new Set<string>();
  const bodies = ordered.map((f) =>
    f.content.split("\n").map((line) => {
      if (IMPORT.test(line)) {
        imports.add(line.trim());
        return "";
      }
      return line;
    }),
  );
  const head = [...imports];
  const lines: string[] = [...head];
  const segments: Segment[] = [];
  ordered.forEach((f, i) => {
    segments.push({ file: f.name, start: lines.length + 1, lines: bodies[i].length });
    lines.push(...bodies[i]);
  });
  return { content: lines.join("\n"), segments };
}

function mapLines(text: string, combined: string, segments: Segment[]): string {
  const where = (line: number) => {
    const s = segments.find((x) => line >= x.start && line < x.start + x.lines);
    return s ? { file: s.file, line: line - s.start + 1 } : undefined;
  };
  const esc = combined.replace(/[.$]/g, "\\$&");
  return text
    .replace(new RegExp(`(?:[\\w/.-]*/)?${esc}:(\\d+)`, "g"), (m, n: string) => {
      const w = where(Number(n));
      return w ? `${w.file}:${w.line}` : m;
    })
    .replace(new RegExp(`\\(${esc}:(\\d+)\\)`, "g"), (m, n: string) => {
      const w = where(Number(n));
      return w ? `(${w.file}:${w.line})` : m;
    });
}

export class PistonRunner implements Runner {
  readonly kind = "piston" as const;
  readonly slots: Slots;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly opts: PistonOptions) {
    this.slots = new Slots(opts.concurrency, opts.maxQueue, 30_000, 3);
    this.fetchImpl = opts.fetch ?? fetch;
  }

  status(): RunnerStatus {
    return { kind: "piston", available: true, reason: `Runs on the Piston engine at ${this.opts.url}.` };
  }

  /** Piston compiles and runs in one request: "compiling" keeps the sources; each run() sends them. */
  async compile(files: SourceFile[]): Promise<Compilation> {
    return {
      ok: true,
      output: "",
      diagnostics: [],
      ms: 0,
      run: (req) => this.slots.with(() => this.execute(files, req)),
      dispose: async () => {},
    };
  }

  private async execute(files: SourceFile[], req: RunRequest): Promise<ProcessOutcome> {
    const started = Date.now();
    const name = `${req.mainClass}.java`;
    const { content, segments } = combineSources(files, req.mainClass);
    const body = {
      language: "java",
      version: this.opts.javaVersion,
      files: [{ name, content }],
      stdin: req.stdin ?? "",
      args: req.args ?? [],
      compile_timeout: 10_000,
      run_timeout: Math.min(req.timeoutMs ?? 5000, 10_000),
      compile_memory_limit: -1,
      run_memory_limit: -1,
    };
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.opts.url.replace(/\/+$/, "")}/api/v2/execute`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (e) {
      throw new AppError("SERVICE_UNAVAILABLE", `The Piston engine did not answer: ${(e as Error).message}`);
    }
    const json = (await res.json().catch(() => ({}))) as PistonResponse;
    if (!res.ok || !json.run)
      throw new AppError(
        "SERVICE_UNAVAILABLE",
        `The Piston engine refused the run (${res.status}): ${json.message ?? "no message"}`,
        "Check that Piston has a Java package installed (ppman install java).",
      );
    const ms = Date.now() - started;
    // A compile stage that failed, or the source launcher's own "error: compilation failed" (nothing ran).
    const compile = json.compile && json.compile.code !== 0 ? json.compile : undefined;
    const launcherFailed = !compile && json.run.code !== 0 && /^error: compilation failed$/m.test(json.run.stderr);
    if (compile || launcherFailed) {
      const text = compile ? compile.stderr + compile.stdout : json.run.stderr;
      const compileOutput = mapLines(text.replace(/^error: compilation failed\s*$/m, ""), name, segments).trim();
      return {
        stdout: "",
        stderr: compileOutput,
        exitCode: 1,
        signal: null,
        timedOut: false,
        outputTruncated: false,
        ms,
        compileOutput,
      };
    }
    const signal = json.run.signal;
    return {
      // stack traces printed by the harness name the combined file too
      stdout: mapLines(json.run.stdout, name, segments),
      stderr: mapLines(json.run.stderr, name, segments),
      exitCode: json.run.code,
      signal,
      timedOut: signal === "SIGKILL" && ms >= body.run_timeout,
      outputTruncated: false,
      ms,
    };
  }
}
