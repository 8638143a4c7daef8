// The playground's Run button: compile the learner's program and run its main class once, with optional stdin.
import { MAX_SOURCE_CHARS } from "./evaluate";
import { javaFileName, mainClassOf } from "./source";
import type { RunResult, Runner } from "./types";

/** Characters of stdout/stderr returned by runProgram. */
export const RUN_OUTPUT_CHARS = 65_536;

const empty = { stdout: "", stderr: "", exitCode: null, diagnostics: [], outputTruncated: false };

export async function runProgram(code: string, stdin?: string, opts: { runner?: Runner } = {}): Promise<RunResult> {
  const started = Date.now();
  const runner = opts.runner ?? (await import("./index")).getRunner();
  const ms = () => Date.now() - started;
  if (typeof code !== "string" || code.length > MAX_SOURCE_CHARS)
    return {
      ...empty,
      status: "rejected",
      message: `The code is too large (at most ${MAX_SOURCE_CHARS} characters). Nothing was run.`,
      ms: ms(),
    };
  const st = runner.status();
  if (!st.available) return { ...empty, status: "unavailable", message: st.reason, ms: ms() };
  const compilation = await runner.compile([{ name: javaFileName(code), content: code }]);
  try {
    if (!compilation.ok)
      return {
        ...empty,
        status: "compile-error",
        stderr: compilation.output,
        diagnostics: compilation.diagnostics,
        message: "The code does not compile.",
        ms: ms(),
      };
    const o = await compilation.run({ mainClass: mainClassOf(code), stdin: stdin ?? "" });
    if (o.compileOutput !== undefined)
      return {
        ...empty,
        status: "compile-error",
        stderr: o.compileOutput,
        message: "The code does not compile.",
        ms: ms(),
      };
    // What goes back to a page or an agent: at most 64 KB of each stream (the process itself may print 1 MB).
    const cut = (t: string) => (t.length > RUN_OUTPUT_CHARS ? t.slice(0, RUN_OUTPUT_CHARS) : t);
    const cutAny = o.stdout.length > RUN_OUTPUT_CHARS || o.stderr.length > RUN_OUTPUT_CHARS;
    const base = {
      stdout: cut(o.stdout),
      stderr: cut(o.stderr),
      exitCode: o.exitCode,
      diagnostics: [],
      outputTruncated: o.outputTruncated || cutAny,
      ms: ms(),
    };
    if (o.outputTruncated)
      return { ...base, status: "output-limit", message: "The program printed more than 1 MB and was stopped." };
    if (o.timedOut) return { ...base, status: "timeout", message: "The program was stopped by the time limit." };
    if (o.exitCode !== 0)
      return {
        ...base,
        status: "runtime-error",
        message: /OutOfMemoryError/.test(o.stderr)
          ? "The program ran out of memory."
          : `The program ended with exit code ${o.exitCode ?? o.signal}.`,
      };
    return {
      ...base,
      status: "ok",
      message: cutAny ? "The program ran; its output was cut at 64 KB." : "The program ran.",
    };
  } finally {
    await compilation.dispose();
  }
}
