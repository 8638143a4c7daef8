// The runner's public types: what a runner does (compile once, run a class several times) and what a submission's
// evaluation returns. Shared by the local sandbox, the Piston adapter and the "none" runner.

export type RunnerKind = "local" | "piston" | "none";

export interface RunnerStatus {
  kind: RunnerKind;
  /** True when code can be run now. */
  available: boolean;
  /** Why not (or how it runs), in one sentence a learner or operator can act on. */
  reason: string;
}

export interface SourceFile {
  /** File name, e.g. "Prices.java" (no folders). */
  name: string;
  content: string;
}

/** Limits of one program run (the runner clamps them to its own maximums). */
export interface RunLimits {
  /** Wall clock, ms. */
  timeoutMs?: number;
  /** Java heap, MB. */
  memoryMb?: number;
}

export interface RunRequest extends RunLimits {
  /** The class whose main(String[]) runs. */
  mainClass: string;
  args?: string[];
  stdin?: string;
}

/** What one process run produced. */
export interface ProcessOutcome {
  stdout: string;
  stderr: string;
  /** Exit code; null when the process was killed. */
  exitCode: number | null;
  signal: string | null;
  /** The wall-clock or CPU-time limit ended it. */
  timedOut: boolean;
  /** Standard output or error went over the output limit (the rest was dropped, the process stopped). */
  outputTruncated: boolean;
  ms: number;
  /** Runners that compile on each run (Piston): the compiler's text when compiling failed (nothing ran). */
  compileOutput?: string;
}

export interface Diagnostic {
  file: string;
  line: number;
  message: string;
}

export interface Compilation {
  ok: boolean;
  /** The compiler's text (file names as given, line numbers of those files). */
  output: string;
  diagnostics: Diagnostic[];
  ms: number;
  /** Runs a class of the compiled files. Only when ok. */
  run(request: RunRequest): Promise<ProcessOutcome>;
  /** Frees the compiled files (the local runner's private folder). Always call it. */
  dispose(): Promise<void>;
}

export interface Runner {
  readonly kind: RunnerKind;
  status(): RunnerStatus;
  /** Compiles the files; waits for a free slot (concurrency cap) and throws AppError 503 when the queue is full. */
  compile(files: SourceFile[]): Promise<Compilation>;
}

// ── results handed to services, REST, MCP and the editor ──

/** The playground's Run button: one program, its output. */
export interface RunResult {
  status: "ok" | "compile-error" | "runtime-error" | "timeout" | "output-limit" | "rejected" | "unavailable";
  stdout: string;
  stderr: string;
  exitCode: number | null;
  /** Compiler diagnostics (lines of the learner's code). */
  diagnostics: Diagnostic[];
  /** One sentence: what happened, e.g. "Stopped after 5 s (time limit)." */
  message: string;
  outputTruncated: boolean;
  ms: number;
}

export interface CheckResult {
  name: string;
  passed: boolean;
  /** The expected text (absent for reviewer checks that have none). */
  expected?: string;
  /** What the learner's code produced (value, output, or what the reviewer saw). */
  actual: string;
  /** Why it failed beyond a different value: the exception, a time limit, System.exit, a compile error. */
  error?: string;
  /** The line of the learner's code the failure points at, when known. */
  line?: number;
  /** Runtime exceptions: the stack trace (frames of the learner's code and the JDK). */
  stackTrace?: string;
  /** What the code printed while the check ran (truncated). */
  output?: string;
}

export interface SubmissionResult {
  /** Every check passed (and, for predict, the answer matched). */
  passed: boolean;
  status: "passed" | "failed" | "compile-error" | "rejected" | "unavailable";
  checks: CheckResult[];
  /** javac's text with the learner's file name and line numbers, on a compile error. */
  compileOutput?: string;
  diagnostics: Diagnostic[];
  /** A short summary for the page and agents: "3 of 4 checks passed." */
  message: string;
  runner: RunnerKind;
  ms: number;
}
