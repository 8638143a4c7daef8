// The practice endpoints (issue 28; docs/practice.md), part of the one endpoint list (./endpoints.ts).
import type { Endpoint } from "./endpoints";
import {
  exerciseDetail,
  lessonExercises,
  MAX_SUBMISSION_CHARS,
  runRequest,
  runResult,
  submissionRequest,
  submissionResult,
} from "./exercises";
import { err, json, pathParam, rateHeaders, ref, SLUG, unauthorized } from "./openapi-parts";

export const PRACTICE_ENDPOINTS: readonly Endpoint[] = [
  {
    method: "GET",
    path: "/api/courses/{slug}/lessons/{lesson}/exercises",
    auth: "optional",
    scope: "read",
    agent: {
      section: "API",
      title: "A lesson's exercises",
      note: "GET, practice exercises of a lesson (locked for pro lessons without pro access; solved with a token)",
    },
    operation: {
      tags: ["practice"],
      operationId: "listExercises",
      summary: "A lesson's exercises in order, with the caller's solved state and what runs code here",
      security: [{}, { bearerAuth: ["read"] }],
      parameters: [pathParam("slug", "Course slug", SLUG), pathParam("lesson", "Lesson slug", SLUG)],
      responses: { 200: json(ref(lessonExercises)), 401: unauthorized, 404: err("No such lesson") },
    },
  },
  {
    method: "GET",
    path: "/api/courses/{slug}/lessons/{lesson}/exercises/{exercise}",
    auth: "optional",
    scope: "read",
    agent: {
      section: "API",
      title: "An exercise",
      note: "GET, statement, starter code, hints, check names; ?reveal=solution adds the model solution",
    },
    operation: {
      tags: ["practice"],
      operationId: "getExercise",
      summary: "One exercise: statement (Markdown), starter, hints, check names; the solution once solved",
      security: [{}, { bearerAuth: ["read"] }],
      parameters: [
        pathParam("slug", "Course slug", SLUG),
        pathParam("lesson", "Lesson slug", SLUG),
        pathParam("exercise", "Exercise slug", SLUG),
        {
          name: "reveal",
          in: "query",
          description: "solution: include the model solution",
          schema: { type: "string", enum: ["solution"] },
        },
      ],
      responses: {
        200: json(ref(exerciseDetail)),
        401: unauthorized,
        403: err("A pro lesson's exercise without pro access"),
        404: err("No such exercise"),
      },
    },
  },
  {
    method: "POST",
    path: "/api/courses/{slug}/lessons/{lesson}/exercises/{exercise}/submissions",
    auth: "required",
    scope: "practice",
    rateLimit: "practice",
    maxBodyBytes: MAX_SUBMISSION_CHARS * 4 + 1024, // the code JSON-escaped at its limit, plus the envelope
    agent: {
      section: "API",
      title: "Submit a solution",
      note: 'POST {"code"} with a bearer token (scope practice) → per-check results and, on a failure, the review; 10 runs/minute',
    },
    operation: {
      tags: ["practice"],
      operationId: "submitSolution",
      summary: "Run an exercise's checks on your code (10 runs/minute per learner); a failure comes with the review",
      description:
        "Compiles and runs the code in a sandbox against the exercise's hidden checks. Expected values never enter the sandbox. On a failure the reviewer explains the real compiler error or exception. The first solve completes the lesson.",
      security: [{ bearerAuth: ["practice"] }],
      parameters: [
        pathParam("slug", "Course slug", SLUG),
        pathParam("lesson", "Lesson slug", SLUG),
        pathParam("exercise", "Exercise slug", SLUG),
      ],
      requestBody: { required: true, content: { "application/json": { schema: ref(submissionRequest) } } },
      responses: {
        200: { ...json(ref(submissionResult)), headers: rateHeaders },
        400: err("Invalid body (missing or empty code, over 64,000 characters)"),
        401: unauthorized,
        403: err("Token lacks the practice scope, or a pro lesson's exercise without pro access"),
        404: err("No such exercise"),
        429: {
          ...err("Rate limit exceeded"),
          headers: { ...rateHeaders, "Retry-After": { schema: { type: "integer" } } },
        },
        503: err("Every runner slot is busy and the queue is full (Retry-After)"),
      },
    },
  },
  {
    method: "POST",
    path: "/api/java/run",
    auth: "required",
    scope: "practice",
    rateLimit: "practice",
    maxBodyBytes: MAX_SUBMISSION_CHARS * 4 + 64 * 1024, // code JSON-escaped at its limit, plus stdin
    agent: {
      section: "API",
      title: "Run Java",
      note: 'POST {"code", "stdin"?} with a bearer token (scope practice) → stdout, stderr, exit code; 10 runs/minute',
    },
    operation: {
      tags: ["practice"],
      operationId: "runJava",
      summary: "Compile and run a Java program in a sandbox (10 runs/minute per learner, shared with submissions)",
      security: [{ bearerAuth: ["practice"] }],
      requestBody: { required: true, content: { "application/json": { schema: ref(runRequest) } } },
      responses: {
        200: { ...json(ref(runResult)), headers: rateHeaders },
        400: err("Invalid body"),
        401: unauthorized,
        403: err("Token lacks the practice scope"),
        429: {
          ...err("Rate limit exceeded"),
          headers: { ...rateHeaders, "Retry-After": { schema: { type: "integer" } } },
        },
        503: err("Every runner slot is busy and the queue is full (Retry-After)"),
      },
    },
  },
];
