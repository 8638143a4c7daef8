// The MCP tools: each one is a zod contract (input, output) and a call to the service function the REST route uses.
// No business logic here. Names, titles and descriptions are what a model reads to pick a tool: keep them short,
// say when to use the tool, and keep the whole tools/list under 3,300 tokens (tests/unit/mcp-tools.test.ts).
import { z } from "zod";
import { analyzeRequest, analyzeResponse } from "@/lib/contracts/analyze";
import { askRequest, askResponse } from "@/lib/contracts/ask";
import { courseDetail, courseParams, courseSummary, lessonDetail, lessonParams } from "@/lib/contracts/courses";
import { slugParam } from "@/lib/contracts/common";
import {
  exerciseDetail,
  exerciseListParams,
  exerciseParams,
  lessonExercises,
  submissionRequest,
  submissionResult,
} from "@/lib/contracts/exercises";
import { masterProgram } from "@/lib/contracts/masters";
import { courseProgress, myProgress, progressUpdate } from "@/lib/contracts/progress";
import { userParams, userProfile } from "@/lib/contracts/users";
import type { PolicyName } from "@/lib/ratelimit";
import type { Principal } from "@/lib/oauth/tokens";
import type { Scope } from "@/lib/oauth/scopes";
import { analyzeCode } from "@/lib/services/analyze";
import { askQuestion } from "@/lib/services/ask";
import { getCourse, getLesson, lessonViewer, listCourses } from "@/lib/services/courses";
import { getExercise, listExercises, submitSolution } from "@/lib/services/exercises";
import { listMasterPrograms } from "@/lib/services/masters";
import { listProgress, updateProgress } from "@/lib/services/progress";
import { getUserProfile } from "@/lib/services/users";

export interface ToolContext {
  principal: Principal | null;
}

export interface McpTool<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  description: string;
  input: I;
  /** Must describe a JSON object: structuredContent is an object (lists are wrapped, e.g. {courses: [...]}). */
  output: O;
  /** readOnlyHint: nothing is changed; openWorldHint: the answer may come from an AI model, not only our data. */
  annotations: { readOnlyHint: boolean; openWorldHint: boolean; idempotentHint?: boolean };
  /** A token with this scope is required (401/403 over HTTP, like the REST route). */
  scope?: Scope;
  /** The REST route's rate-limit policy: the tool and the route share one quota per caller. */
  rateLimit?: PolicyName;
  run(input: z.output<I>, ctx: ToolContext): Promise<z.input<O>>;
  /** The text block for models that read content only. Default: the structured result as JSON. */
  text?(output: z.output<O>): string;
}

const tool = <I extends z.ZodType, O extends z.ZodType>(t: McpTool<I, O>) => t as unknown as McpTool;

const catalogue = { readOnlyHint: true, openWorldHint: false } as const;
const aiBacked = { readOnlyHint: true, openWorldHint: true } as const;

/** No arguments; unknown ones are refused like unknown body fields on the REST routes. */
const noArgs = z.strictObject({});

export const TOOLS: readonly McpTool[] = [
  tool({
    name: "list_courses",
    title: "List courses",
    description:
      "List every Java and Spring Boot course: slug, title, level, lesson count, minutes, skills, free or pro. Start here to find a course slug.",
    input: noArgs,
    output: z.object({ courses: z.array(courseSummary) }),
    annotations: catalogue,
    run: async () => ({ courses: await listCourses() }),
  }),
  tool({
    name: "get_course",
    title: "Get course",
    description:
      "Get a course by slug with its sections and lesson outline (slugs, minutes, free or pro). Use it to plan study or find a lesson slug.",
    input: courseParams,
    output: courseDetail,
    annotations: catalogue,
    run: ({ slug }) => getCourse(slug),
  }),
  tool({
    name: "get_lesson",
    title: "Read lesson",
    description:
      "Read a lesson's Markdown by course and lesson slug. A pro lesson comes back locked (body null) unless the token's user has pro access.",
    input: lessonParams.extend({
      slug: slugParam.describe("Course slug, e.g. java-fundamentals"),
      lesson: slugParam.describe("Lesson slug from get_course, e.g. variables-and-types"),
    }),
    output: lessonDetail,
    annotations: catalogue,
    run: ({ slug, lesson }, { principal }) => getLesson(slug, lesson, lessonViewer(principal)),
  }),
  tool({
    name: "list_master_programs",
    title: "List master programs",
    description:
      "List the active master specialization programs with price (cents, currency) and the courses each includes.",
    input: noArgs,
    output: z.object({ programs: z.array(masterProgram) }),
    annotations: catalogue,
    run: async () => ({ programs: await listMasterPrograms() }),
  }),
  tool({
    name: "get_user_profile",
    title: "Get learner profile",
    description:
      "Get a learner's public profile by user id or handle: name, bio, completed courses, skills (as their privacy settings allow).",
    input: userParams,
    output: userProfile,
    annotations: catalogue,
    run: ({ id }) => getUserProfile(id),
  }),
  tool({
    name: "ask_question",
    title: "Ask a Java question",
    description:
      "Answer a how/why question about Java, Spring Boot or the courses: Markdown grounded in the lessons, with sources. May be AI-written. 30 calls/min.",
    input: askRequest,
    output: askResponse,
    annotations: aiBacked,
    rateLimit: "ask",
    run: async (input) => {
      const r = await askQuestion(input);
      return { answer: r.answer, sources: r.sources, engine: r.engine };
    },
    text: (r) =>
      r.sources.length
        ? `${r.answer}\n\nSources:\n${r.sources.map((s) => `- [${s.title}](${s.url})`).join("\n")}`
        : r.answer,
  }),
  tool({
    name: "analyze_java_code",
    title: "Review Java code",
    description:
      "Review Java or Spring Boot code: syntax errors, design smells, security bugs, likely runtime exceptions. Add the compiler error or output if any. Needs a token with the analyze scope.",
    input: analyzeRequest,
    output: analyzeResponse,
    annotations: aiBacked,
    scope: "analyze",
    rateLimit: "analyze",
    run: (input) => analyzeCode(input),
    text: (r) => r.analysis,
  }),
  tool({
    name: "list_exercises",
    title: "List exercises",
    description:
      "List a lesson's practice exercises (slug, title, kind, difficulty, solved, locked) and whether code can run here.",
    input: exerciseListParams.extend({
      slug: slugParam.describe("Course slug"),
      lesson: slugParam.describe("Lesson slug"),
    }),
    output: lessonExercises,
    annotations: catalogue,
    run: ({ slug, lesson }, { principal }) => listExercises(slug, lesson, lessonViewer(principal)),
  }),
  tool({
    name: "get_exercise",
    title: "Get exercise",
    description:
      "Get an exercise: statement (Markdown), starter code, hints, check names; the model solution once solved or with reveal_solution.",
    input: exerciseParams.extend({
      slug: slugParam.describe("Course slug"),
      lesson: slugParam.describe("Lesson slug"),
      exercise: slugParam.describe("Exercise slug from list_exercises"),
      reveal_solution: z.boolean().optional().describe("Include the model solution"),
    }),
    output: exerciseDetail,
    annotations: catalogue,
    run: ({ slug, lesson, exercise, reveal_solution }, { principal }) =>
      getExercise(slug, lesson, exercise, lessonViewer(principal), { revealSolution: reveal_solution === true }),
  }),
  tool({
    name: "submit_solution",
    title: "Submit a solution",
    description:
      "Check Java code (predict: the output) against an exercise in a sandbox: per-check results, a review of a failure. Needs the practice scope; 10 runs/min.",
    input: exerciseParams.extend({
      slug: slugParam.describe("Course slug"),
      lesson: slugParam.describe("Lesson slug"),
      exercise: slugParam.describe("Exercise slug"),
      code: submissionRequest.shape.code,
    }),
    output: submissionResult,
    annotations: { readOnlyHint: false, openWorldHint: false },
    scope: "practice",
    rateLimit: "practice",
    run: ({ slug, lesson, exercise, code }, { principal }) =>
      submitSolution(slug, lesson, exercise, code, principal!.userId),
    text: (r) =>
      [
        `${r.message}${r.solved ? " Solved." : ""}`,
        ...r.checks.map(
          (c) => `- ${c.passed ? "PASS" : "FAIL"} ${c.name}${c.passed ? "" : `: ${c.error ?? c.actual}`}`,
        ),
        ...(r.compileOutput ? ["", r.compileOutput] : []),
        ...(r.review ? ["", r.review.analysis] : []),
      ].join("\n"),
  }),
  tool({
    name: "get_my_progress",
    title: "Get my progress",
    description:
      "The signed-in learner's progress: started courses (completed lessons, percent, where to continue) and completed courses. Needs the read scope.",
    input: noArgs,
    output: myProgress,
    annotations: catalogue,
    scope: "read",
    run: (_input, { principal }) => listProgress(principal!.userId),
  }),
  tool({
    name: "mark_lesson_complete",
    title: "Mark a lesson complete",
    description:
      "Mark a lesson complete (completed: true) or undo it (false) for the signed-in learner; returns the course's progress. Needs the progress scope.",
    input: progressUpdate,
    output: courseProgress,
    annotations: { readOnlyHint: false, openWorldHint: false, idempotentHint: true },
    scope: "progress",
    run: (input, { principal }) => updateProgress(principal!.userId, input),
  }),
];

export const TOOLS_BY_NAME: ReadonlyMap<string, McpTool> = new Map(TOOLS.map((t) => [t.name, t]));
