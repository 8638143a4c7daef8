// Practice contracts (issue 28): a lesson's exercises, one exercise, a submission and its result, a playground run.
// Shared by REST, MCP and the pages. Expected values of run checks never appear here: only check names.
import { z } from "zod";
import { finding } from "./analyze";
import { slugParam } from "./common";

/** Largest submission (characters); the runner refuses larger ones before compiling (lib/run MAX_SOURCE_CHARS). */
export const MAX_SUBMISSION_CHARS = 64_000;
export const MAX_STDIN_CHARS = 16_000;

export const exerciseKind = z
  .enum(["write", "fix", "predict", "static"])
  .describe(
    "write: code from a starter; fix: repair a bug; predict: type a program's output; static: Spring code checked by the reviewer",
  );

export const exerciseListParams = z.object({ slug: slugParam, lesson: slugParam });
export const exerciseParams = exerciseListParams.extend({ exercise: slugParam });

export const exerciseSummary = z
  .object({
    slug: z.string(),
    title: z.string(),
    kind: exerciseKind,
    difficulty: z.enum(["easy", "medium", "hard"]),
    order: z.number().int(),
    /** Pro lessons' exercises: true unless the caller is a pro learner. */
    locked: z.boolean().describe("true when the exercise belongs to a pro lesson and the caller has no pro access"),
    solved: z.boolean().nullable().describe("Whether the caller solved it; null for anonymous callers"),
    url: z.string().url().describe("The exercise page"),
  })
  .meta({ id: "ExerciseSummary" });

export const lessonExercises = z
  .object({
    course: z.object({ slug: z.string(), title: z.string() }),
    lesson: z.object({ slug: z.string(), title: z.string(), isFree: z.boolean() }),
    exercises: z.array(exerciseSummary),
    runner: z
      .object({ kind: z.enum(["local", "piston", "none"]), available: z.boolean(), reason: z.string() })
      .describe("What runs submissions here; when not available, run checks cannot pass"),
  })
  .meta({ id: "LessonExercises" });

export const exerciseDetail = exerciseSummary
  .extend({
    courseSlug: z.string(),
    lessonSlug: z.string(),
    lessonTitle: z.string(),
    statement: z.string().describe("Markdown"),
    starter: z.string().describe("The code the editor opens with; for predict, the program whose output to type"),
    hints: z.array(z.string()).describe("From a nudge to nearly the answer; pages show them one at a time"),
    checks: z
      .array(z.string())
      .describe("The names of the checks a submission must pass (expected values stay hidden)"),
    solution: z
      .string()
      .nullable()
      .describe("The model solution: after the caller solved it, or when asked for (reveal=solution); else null"),
    attempts: z.number().int().describe("The caller's submissions so far (0 when anonymous)"),
    lastCode: z.string().nullable().describe("The caller's last submitted code"),
  })
  .meta({ id: "Exercise" });

export const exerciseQuery = z.object({
  reveal: z.enum(["solution"]).optional().describe("reveal=solution includes the model solution"),
});

export const submissionRequest = z
  .strictObject({
    code: z
      .string({ error: "code must be a string" })
      .min(1, "code must not be empty")
      .max(MAX_SUBMISSION_CHARS, `code must be at most ${MAX_SUBMISSION_CHARS} characters`)
      .refine((s) => !s.includes("\u0000"), "code contains NUL bytes")
      .describe("The Java source (one file); for predict exercises, the predicted output"),
  })
  .meta({ id: "SubmissionRequest" });

export const checkResult = z.object({
  name: z.string(),
  passed: z.boolean(),
  expected: z.string().optional().describe("Shown for the checks whose value the statement allows (and predict)"),
  actual: z.string(),
  error: z.string().optional(),
  line: z.number().int().optional(),
  stackTrace: z.string().optional(),
  output: z.string().optional(),
});

export const diagnostic = z.object({ line: z.number().int(), message: z.string() });

export const submissionResult = z
  .object({
    exercise: z.object({ course: z.string(), lesson: z.string(), slug: z.string(), title: z.string() }),
    passed: z.boolean().describe("Every check passed"),
    status: z.enum(["passed", "failed", "compile-error", "rejected", "unavailable"]),
    message: z.string().describe('One line, e.g. "3 of 4 checks passed."'),
    checks: z.array(checkResult),
    compileOutput: z.string().optional().describe("javac's text on a compile error (line numbers of your code)"),
    diagnostics: z.array(diagnostic).describe("Compiler errors by line"),
    review: z
      .object({ analysis: z.string().describe("Markdown"), findings: z.array(finding) })
      .nullable()
      .describe("On a failure: the reviewer's explanation of the real compiler error or exception; null on success"),
    solved: z.boolean().describe("Whether the caller has solved this exercise (now or before)"),
    attempts: z.number().int(),
    solution: z.string().nullable().describe("The model solution once solved"),
    runner: z.enum(["local", "piston", "none"]),
    ms: z.number().int(),
  })
  .meta({ id: "SubmissionResult" });

export const runRequest = z
  .strictObject({
    code: submissionRequest.shape.code.describe("A Java program: a public class with main(String[])"),
    stdin: z.string().max(MAX_STDIN_CHARS).optional().describe("Standard input"),
  })
  .meta({ id: "RunRequest" });

export const runResult = z
  .object({
    status: z.enum(["ok", "compile-error", "runtime-error", "timeout", "output-limit", "rejected", "unavailable"]),
    stdout: z.string(),
    stderr: z.string(),
    exitCode: z.number().int().nullable(),
    diagnostics: z.array(diagnostic),
    message: z.string(),
    outputTruncated: z.boolean(),
    ms: z.number().int(),
  })
  .meta({ id: "RunResult" });

export type ExerciseSummary = z.infer<typeof exerciseSummary>;
export type LessonExercises = z.infer<typeof lessonExercises>;
export type ExerciseDetail = z.infer<typeof exerciseDetail>;
export type SubmissionRequest = z.infer<typeof submissionRequest>;
export type SubmissionResultBody = z.infer<typeof submissionResult>;
export type RunRequest = z.infer<typeof runRequest>;
export type RunResultBody = z.infer<typeof runResult>;
