"use server";
// The visitor-specific parts of a cached exercise page (its client island calls these): the learner's own state,
// a pro exercise for a pro learner, Run, Submit and the model solution. The same services as the REST routes and MCP
// tools; Run and Submit share the learner's practice quota (10 runs a minute) with POST …/submissions.
import { z } from "zod";
import { slugParam } from "@/lib/contracts/common";
import {
  MAX_STDIN_CHARS,
  submissionRequest,
  type ExerciseDetail,
  type RunResultBody,
  type SubmissionResultBody,
} from "@/lib/contracts/exercises";
import { action, type ActionResult } from "@/lib/http/action";
import { getExercise, runJava, submitSolution } from "@/lib/services/exercises";

const where = { course: slugParam, lesson: slugParam, exercise: slugParam };

export interface ExerciseViewerState {
  signedIn: boolean;
  /** The exercise as the learner sees it (solved, attempts, last code; a pro exercise only for pro learners). */
  detail: ExerciseDetail | null;
}

// The signed-in learner's state of one exercise; visitors get {signedIn: false}.
export const exerciseViewerAction = action(
  { input: z.strictObject(where), auth: "optional" },
  async ({ input, viewer }): Promise<ExerciseViewerState> => {
    if (!viewer) return { signedIn: false, detail: null };
    try {
      return { signedIn: true, detail: await getExercise(input.course, input.lesson, input.exercise, viewer) };
    } catch {
      return { signedIn: true, detail: null }; // a pro exercise without pro access: the page says so
    }
  },
);

// The model solution on request (the learner gives up or wants to compare).
export const revealSolutionAction = action(
  { input: z.strictObject(where), auth: "optional" },
  async ({ input, viewer }): Promise<string | null> =>
    (await getExercise(input.course, input.lesson, input.exercise, viewer, { revealSolution: true })).solution,
);

export const submitExerciseAction = action(
  { input: z.strictObject({ ...where, code: submissionRequest.shape.code }), auth: "required", rateLimit: "practice" },
  ({ input, viewer }): Promise<SubmissionResultBody> =>
    submitSolution(input.course, input.lesson, input.exercise, input.code, viewer.userId),
);

// Run without checks: learners on their practice quota, visitors on the small per-address playground quota.
export const runCodeAction = action(
  {
    input: z.strictObject({ code: submissionRequest.shape.code, stdin: z.string().max(MAX_STDIN_CHARS).optional() }),
    auth: "optional",
    rateLimit: (viewer) => (viewer ? "practice" : "playground"),
  },
  ({ input }): Promise<RunResultBody> => runJava(input.code, input.stdin),
);

export interface WorkbenchState {
  code: string;
  intent?: "run" | "submit";
  submission?: SubmissionResultBody;
  run?: RunResultBody;
  error?: string;
}

const unwrap = <T>(r: ActionResult<T>) => (r.ok ? { data: r.data } : { error: r.error.message });

// The workbench form (useActionState): works without JavaScript too, with the editor's textarea as `code`.
export async function workbenchAction(_prev: WorkbenchState, form: FormData): Promise<WorkbenchState> {
  const code = String(form.get("code") ?? "");
  const intent = form.get("intent") === "run" ? "run" : "submit";
  if (intent === "run") {
    const r = unwrap(await runCodeAction({ code, stdin: String(form.get("stdin") ?? "") || undefined }));
    return { code, intent, run: r.data, error: r.error };
  }
  const r = unwrap(
    await submitExerciseAction({
      course: String(form.get("course") ?? ""),
      lesson: String(form.get("lesson") ?? ""),
      exercise: String(form.get("exercise") ?? ""),
      code,
    }),
  );
  return { code, intent, submission: r.data, error: r.error };
}
