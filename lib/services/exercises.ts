// Practice service (issue 28): a lesson's exercises, one exercise, a submission checked by the runner (lib/run) and,
// on a failure, explained by the reviewer from the real compiler error or stack trace. The same functions back the
// REST routes, the MCP tools and the pages.
//
// Access is the lesson's: a pro lesson's exercises are for pro learners only (listed as locked for everyone else).
// Progress: every submission counts an attempt and keeps the code; the first solve of an exercise completes its
// lesson (lib/services/progress.ts), so it moves the course's progress, its completion and the profile's skills.
import type { Prisma } from "@prisma/client";
import type { AnalyzeResult } from "@/lib/analyze";
import { exerciseCheck, type Exercise, type ExerciseCheck } from "@/lib/content/exercises";
import {
  exerciseDetail,
  lessonExercises,
  runResult,
  submissionResult,
  type ExerciseDetail,
  type LessonExercises,
  type RunResultBody,
  type SubmissionResultBody,
} from "@/lib/contracts/exercises";
import {
  getExerciseBySlugs,
  getExerciseProgress,
  getLessonExercises,
  listExerciseProgress,
  recordAttempt,
} from "@/lib/db/queries/exercises";
import { AppError, orNotFound } from "@/lib/errors";
import { log } from "@/lib/log";
import { evaluateSubmission, runnerStatus, runProgram, type SubmissionResult } from "@/lib/run";
import { runAnalysis } from "./analyze-pool";
import { canRead, type Viewer } from "./courses";
import { updateProgress } from "./progress";
import { appOrigin } from "@/lib/env";

export const exercisePath = (course: string, lesson: string, exercise: string) =>
  `/courses/${course}/${lesson}/exercises/${exercise}`;
const exerciseUrl = (course: string, lesson: string, exercise: string) =>
  `${appOrigin()}${exercisePath(course, lesson, exercise)}`;

const proOnly = () =>
  new AppError(
    "FORBIDDEN",
    "This exercise belongs to a pro lesson; only pro learners can open or submit it.",
    "Sign in as a learner with pro access (an API token needs the read scope to open it); see /pricing.md.",
  );

const lessonNotFound = (course: string, lesson: string) =>
  [
    `No lesson "${lesson}" in course "${course}".`,
    `Check the slugs in the URL; GET /api/courses/${course} lists the lessons of the course.`,
  ] as const;

type ExerciseRow = NonNullable<Awaited<ReturnType<typeof getExerciseBySlugs>>>;

async function findExerciseRow(course: string, lesson: string, slug: string): Promise<ExerciseRow> {
  return orNotFound(
    await getExerciseBySlugs({ courseSlug: course, lessonSlug: lesson, exerciseSlug: slug }),
    `No exercise "${slug}" in lesson "${lesson}" of course "${course}".`,
    `GET /api/courses/${course}/lessons/${lesson}/exercises lists the lesson's exercises.`,
  );
}

/** The runner's view of a stored exercise (content edited in Studio is what gets checked). */
export function exerciseOf(row: ExerciseRow): Exercise {
  const parsed = (Array.isArray(row.checks) ? row.checks : []).map((c, i) => {
    const r = exerciseCheck.safeParse(c);
    if (!r.success)
      throw new AppError(
        "INTERNAL",
        `Exercise "${row.slug}" has an invalid check #${i + 1}; an editor must fix it.`,
        "Report this exercise to the editors.",
      );
    return r.data;
  });
  const course = row.lesson.course.slug;
  return {
    id: `${course}/${row.lesson.slug}/${row.slug}`,
    course,
    lesson: row.lesson.slug,
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    difficulty: row.difficulty,
    order: row.order,
    hints: row.hints,
    checks: parsed as ExerciseCheck[],
    answer: row.answer ?? undefined,
    statement: row.statement,
    starter: row.kind === "predict" ? undefined : row.starter,
    solution: row.solution ?? undefined,
    program: row.kind === "predict" ? row.starter : undefined,
    file: `db:Exercise/${row.id}`,
  };
}

/** A lesson's exercises in order, each marked locked (pro lesson, no pro access) and solved (for a signed-in caller). */
export async function listExercises(course: string, lesson: string, viewer: Viewer | null): Promise<LessonExercises> {
  const l = orNotFound(
    await getLessonExercises({ courseSlug: course, lessonSlug: lesson }),
    ...lessonNotFound(course, lesson),
  );
  const readable = await canRead(l, viewer);
  const progress = viewer
    ? await listExerciseProgress({ userId: viewer.userId, exerciseIds: l.exercises.map((e) => e.id) })
    : [];
  const solved = new Set(progress.filter((p) => p.solved).map((p) => p.exerciseId));
  return lessonExercises.parse({
    course: l.course,
    lesson: { slug: l.slug, title: l.title, isFree: l.isFree },
    exercises: l.exercises.map((e) => ({
      slug: e.slug,
      title: e.title,
      kind: e.kind,
      difficulty: e.difficulty,
      order: e.order,
      locked: !readable,
      solved: viewer ? solved.has(e.id) : null,
      url: exerciseUrl(course, lesson, e.slug),
    })),
    runner: runnerStatus(),
  });
}

/** One exercise: statement, starter, hints, check names; the solution once solved or when `reveal` asks for it. */
export async function getExercise(
  course: string,
  lesson: string,
  slug: string,
  viewer: Viewer | null,
  opts: { revealSolution?: boolean } = {},
): Promise<ExerciseDetail> {
  const row = await findExerciseRow(course, lesson, slug);
  if (!(await canRead(row.lesson, viewer))) throw proOnly();
  const p = viewer ? await getExerciseProgress({ userId: viewer.userId, exerciseId: row.id }) : null;
  return exerciseDetail.parse({
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    difficulty: row.difficulty,
    order: row.order,
    locked: false,
    solved: viewer ? (p?.solved ?? false) : null,
    url: exerciseUrl(course, lesson, row.slug),
    courseSlug: course,
    lessonSlug: lesson,
    lessonTitle: row.lesson.title,
    statement: row.statement,
    starter: row.starter,
    hints: row.hints,
    checks: row.kind === "predict" ? ["the predicted output"] : checkNames(row.checks),
    solution: p?.solved || opts.revealSolution ? solutionOf(row) : null,
    attempts: p?.attempts ?? 0,
    lastCode: p?.lastCode ?? null,
  });
}

/** The exercise page as every visitor sees it (cached): a pro lesson's exercise shows only its title. */
export async function getExercisePage(course: string, lesson: string, slug: string) {
  const row = await findExerciseRow(course, lesson, slug);
  const locked = !row.lesson.isFree;
  return {
    title: row.title,
    kind: row.kind,
    difficulty: row.difficulty,
    courseTitle: row.lesson.course.title,
    lessonTitle: row.lesson.title,
    locked,
    detail: locked ? null : await getExercise(course, lesson, slug, null),
    runner: runnerStatus(),
  };
}

function checkNames(checks: Prisma.JsonValue): string[] {
  return (Array.isArray(checks) ? checks : []).map((c) =>
    c && typeof c === "object" && !Array.isArray(c) ? String((c as Record<string, unknown>).name ?? "") : "",
  );
}

/** predict: the answer is the "solution" once solved or revealed. */
const solutionOf = (row: ExerciseRow) => (row.kind === "predict" ? row.answer : row.solution) ?? null;

/** What the reviewer should read about a failed run: the compiler's text, else the first failure's trace/output. */
export function failureContext(r: SubmissionResult): { lastError?: string; lastOutput?: string } {
  if (r.compileOutput) return { lastError: r.compileOutput };
  const failed = r.checks.find((c) => !c.passed && (c.stackTrace || c.error));
  if (!failed) return {};
  const lastError = failed.stackTrace ?? failed.error;
  return { lastError: lastError?.slice(0, 64 * 1024), lastOutput: failed.output?.slice(0, 64 * 1024) };
}

async function reviewFailure(code: string, r: SubmissionResult): Promise<AnalyzeResult | null> {
  try {
    return await runAnalysis({ code, ...failureContext(r) });
  } catch (e) {
    // A busy or overwhelmed reviewer must not lose the learner's check results.
    log.warn("exercise review skipped", { error: e instanceof Error ? e.message : String(e) });
    return null;
  }
}

/**
 * Checks a learner's code against the exercise, records the attempt, and explains a failure with the reviewer.
 * The caller is a signed-in learner (session, or a token with the practice scope).
 */
export async function submitSolution(
  course: string,
  lesson: string,
  slug: string,
  code: string,
  userId: string,
): Promise<SubmissionResultBody> {
  const row = await findExerciseRow(course, lesson, slug);
  if (!(await canRead(row.lesson, { userId }))) throw proOnly();
  const exercise = exerciseOf(row);
  const result = await evaluateSubmission(exercise, code, { analyze: runAnalysis });
  const counted = result.status !== "unavailable" && result.status !== "rejected";
  const attempt = counted
    ? await recordAttempt({ userId, exerciseId: row.id, code, passed: result.passed })
    : {
        ...((await getExerciseProgress({ userId, exerciseId: row.id })) ?? { solved: false, attempts: 0 }),
        firstSolve: false,
      };
  if (attempt.firstSolve) await updateProgress(userId, { course, lesson, completed: true });
  const review =
    !result.passed && exercise.kind !== "predict" && result.status !== "unavailable" && result.status !== "rejected"
      ? await reviewFailure(code, result)
      : null;
  return submissionResult.parse({
    exercise: { course, lesson, slug, title: row.title },
    passed: result.passed,
    status: result.status,
    message: result.message,
    checks: result.checks,
    ...(result.compileOutput ? { compileOutput: result.compileOutput } : {}),
    diagnostics: result.diagnostics.map((d) => ({ line: d.line, message: d.message })),
    review: review ? { analysis: review.analysis, findings: review.findings } : null,
    solved: attempt.solved,
    attempts: attempt.attempts,
    solution: attempt.solved ? solutionOf(row) : null,
    runner: result.runner,
    ms: Math.round(result.ms),
  });
}

/** The playground's Run: one program, its output (nothing is recorded). */
export async function runJava(code: string, stdin?: string): Promise<RunResultBody> {
  const r = await runProgram(code, stdin);
  return runResult.parse({
    ...r,
    diagnostics: r.diagnostics.map((d) => ({ line: d.line, message: d.message })),
    ms: Math.round(r.ms),
  });
}
