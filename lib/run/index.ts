// Public API of the code runner (issue 28): services, REST, MCP and the editor use only this file.
//
//   getRunner()            the runner chosen by env (RUNNER=local|piston|none; see lib/env.ts)
//   runnerStatus()         {kind, available, reason}: what the page shows when nothing can run
//   runProgram(code, stdin?)            the playground's Run button
//   evaluateSubmission(exercise, code)  an exercise submission → per-check results
import os from "node:os";
import { env } from "@/lib/env";
import { LocalRunner } from "./local";
import { PistonRunner } from "./piston";
import { findTools } from "./sandbox";
import type { Runner, RunnerKind, RunnerStatus } from "./types";

export type * from "./types";
export { evaluateSubmission, MAX_SOURCE_CHARS } from "./evaluate";
export { runProgram } from "./program";

const NOT_ENABLED =
  "Running code is not enabled here; set RUNNER=local with a JDK 17+ and bubblewrap, or RUNNER=piston with PISTON_URL.";

export class NoneRunner implements Runner {
  readonly kind = "none" as const;
  constructor(private readonly why = NOT_ENABLED) {}
  status(): RunnerStatus {
    return { kind: "none", available: false, reason: this.why };
  }
  compile(): never {
    throw new Error(this.why);
  }
}

/** The runner kind env asks for: RUNNER, else piston when PISTON_URL is set, else local in development with a JDK. */
export function configuredKind(): RunnerKind {
  if (env.RUNNER) return env.RUNNER;
  if (env.PISTON_URL) return "piston";
  return env.NODE_ENV === "development" && findTools() ? "local" : "none";
}

export function defaultConcurrency(): number {
  return env.RUNNER_CONCURRENCY ?? Math.max(1, Math.min(4, os.availableParallelism()));
}

/** Builds a runner of the given kind (tests and scripts; the app uses getRunner()). */
export function createRunner(kind: RunnerKind, overrides: { concurrency?: number; maxQueue?: number } = {}): Runner {
  const concurrency = overrides.concurrency ?? defaultConcurrency();
  const maxQueue = overrides.maxQueue ?? env.RUNNER_QUEUE;
  if (kind === "local") return new LocalRunner({ concurrency, maxQueue, unsandboxed: env.RUNNER_UNSANDBOXED });
  if (kind === "piston") {
    if (!env.PISTON_URL) return new NoneRunner("RUNNER=piston needs PISTON_URL (the engine's base URL).");
    return new PistonRunner({ url: env.PISTON_URL, javaVersion: env.PISTON_JAVA_VERSION, concurrency, maxQueue });
  }
  return new NoneRunner();
}

const holder =
  (globalThis as unknown as { __runner?: { runner?: Runner } }).__runner ??
  ((globalThis as unknown as { __runner?: { runner?: Runner } }).__runner = {});

/** The process-wide runner (one concurrency cap per instance). */
export function getRunner(): Runner {
  return (holder.runner ??= createRunner(configuredKind()));
}

export function runnerStatus(): RunnerStatus {
  return getRunner().status();
}
