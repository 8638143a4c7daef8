// The OpenAPI 3.1 document of the whole API, generated from the zod contracts and the endpoint list (never hand-written).
import { z } from "zod";
import { analyzeRequest, analyzeResponse } from "@/lib/contracts/analyze";
import { askRequest, askResponse } from "@/lib/contracts/ask";
import { clientMetadata, signUpRequest, signUpResponse } from "@/lib/contracts/auth";
import { errorResponse } from "@/lib/contracts/common";
import { courseDetail, courseSummary, lessonDetail } from "@/lib/contracts/courses";
import {
  exerciseDetail,
  lessonExercises,
  runRequest,
  runResult,
  submissionRequest,
  submissionResult,
} from "@/lib/contracts/exercises";
import { masterProgram } from "@/lib/contracts/masters";
import { courseProgress, progressUpdate } from "@/lib/contracts/progress";
import { userProfile } from "@/lib/contracts/users";
import { appOrigin } from "@/lib/env";
import { SCOPES } from "@/lib/oauth/scopes";
import { ENDPOINTS } from "@/lib/contracts/endpoints";
import { idOf } from "@/lib/contracts/openapi-parts";

export const API_VERSION = "1.0.0";
const COMPONENTS = {
  courseProgress,
  progressUpdate,
  errorResponse,
  courseSummary,
  courseDetail,
  lessonDetail,
  masterProgram,
  userProfile,
  askRequest,
  askResponse,
  analyzeRequest,
  analyzeResponse,
  signUpRequest,
  signUpResponse,
  clientMetadata,
  lessonExercises,
  exerciseDetail,
  submissionRequest,
  submissionResult,
  runRequest,
  runResult,
};

function componentSchemas() {
  const out: Record<string, unknown> = {};
  for (const [, schema] of Object.entries(COMPONENTS)) {
    const s = z.toJSONSchema(
      schema as z.ZodType,
      {
        target: "draft-2020-12",
        io: "output",
        unrepresentable: "any",
        uri: (id: string) => `#/components/schemas/${id}`,
      } as Parameters<typeof z.toJSONSchema>[1],
    ) as unknown as Record<string, unknown> & { $defs?: Record<string, unknown> };
    const {
      $defs,
      $schema: _s,
      $ref: _r,
      ...rest
    } = s as Record<string, unknown> & { $defs?: Record<string, unknown> };
    Object.assign(out, $defs ?? {});
    if (Object.keys(rest).length) out[idOf(schema as z.ZodType)] = rest;
  }
  return out;
}

/** OpenAPI paths from the one endpoint list. */
function openApiPaths(): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of ENDPOINTS) if (e.operation) (paths[e.path] ??= {})[e.method.toLowerCase()] = e.operation;
  return paths;
}

let cached: { origin: string; doc: unknown } | undefined;

export function openApiDocument() {
  const origin = appOrigin();
  if (cached?.origin === origin) return cached.doc;
  const doc = {
    openapi: "3.1.0",
    info: {
      title: "JavaSpring Learn API",
      version: API_VERSION,
      description:
        "Public REST API of the Java and Spring Boot learning platform. Errors: {error:{code,message,hint?}} (OAuth endpoints: {error, error_description}).",
    },
    servers: [{ url: origin }],
    security: [],
    tags: [
      { name: "catalogue" },
      { name: "ask" },
      { name: "analysis" },
      { name: "practice" },
      { name: "users" },
      { name: "auth" },
      { name: "mcp" },
    ],
    paths: openApiPaths(),
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: `Access token from POST /api/auth/token. Scopes: ${Object.entries(SCOPES)
            .map(([k, v]) => `${k} (${v})`)
            .join("; ")}`,
        },
      },
    },
  };
  cached = { origin, doc };
  return doc;
}
