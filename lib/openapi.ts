// The OpenAPI 3.1 document of the whole API, generated from the zod contracts (never hand-written).
import { z } from "zod";
import { analyzeRequest, analyzeResponse } from "@/lib/contracts/analyze";
import { askRequest, askResponse } from "@/lib/contracts/ask";
import { clientMetadata, signUpRequest, signUpResponse } from "@/lib/contracts/auth";
import { errorResponse } from "@/lib/contracts/common";
import { courseDetail, courseSummary, lessonDetail } from "@/lib/contracts/courses";
import { masterProgram } from "@/lib/contracts/masters";
import { courseProgress, progressUpdate } from "@/lib/contracts/progress";
import { userProfile } from "@/lib/contracts/users";
import { appOrigin } from "@/lib/env";
import { SCOPES } from "@/lib/oauth/scopes";

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
};

const idOf = (s: z.ZodType) => (z.globalRegistry.get(s) as { id?: string } | undefined)?.id as string;
const ref = (s: z.ZodType) => ({ $ref: `#/components/schemas/${idOf(s)}` });
const json = (schema: object, description = "OK") => ({ description, content: { "application/json": { schema } } });
const err = (description: string) => json(ref(errorResponse), description);
const pathParam = (name: string, description: string, pattern: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string", pattern },
});
const SLUG = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
const unauthorized = {
  description: "Authentication missing or invalid",
  headers: {
    "WWW-Authenticate": {
      schema: { type: "string" },
      description: 'Bearer resource_metadata="{base}/.well-known/oauth-protected-resource"',
    },
  },
  content: { "application/json": { schema: ref(errorResponse) } },
};
const rateHeaders = {
  RateLimit: { schema: { type: "string" }, description: 'IETF draft, e.g. "ask";r=29;t=60' },
  "RateLimit-Policy": { schema: { type: "string" }, description: '"ask";q=30;w=60' },
};
const oauthError = json(
  {
    type: "object",
    properties: { error: { type: "string" }, error_description: { type: "string" } },
    required: ["error"],
  },
  "OAuth error (RFC 6749 §5.2)",
);

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
      { name: "users" },
      { name: "auth" },
      { name: "mcp" },
    ],
    paths: {
      "/api/courses": {
        get: {
          tags: ["catalogue"],
          operationId: "listCourses",
          summary: "List published courses",
          responses: { 200: json({ type: "array", items: ref(courseSummary) }) },
        },
      },
      "/api/courses/{slug}": {
        get: {
          tags: ["catalogue"],
          operationId: "getCourse",
          summary: "A course with its sections and lessons",
          parameters: [pathParam("slug", "Course slug", SLUG)],
          responses: { 200: json(ref(courseDetail)), 404: err("No course has the slug") },
        },
      },
      "/api/courses/{slug}/lessons/{lesson}": {
        get: {
          tags: ["catalogue"],
          operationId: "getLesson",
          summary: "One lesson (Markdown); pro lessons need a pro learner's token",
          security: [{}, { bearerAuth: ["read"] }],
          parameters: [pathParam("slug", "Course slug", SLUG), pathParam("lesson", "Lesson slug", SLUG)],
          responses: { 200: json(ref(lessonDetail)), 401: unauthorized, 404: err("No such lesson") },
        },
      },
      "/api/masters": {
        get: {
          tags: ["catalogue"],
          operationId: "listMasterPrograms",
          summary: "Active master programs",
          responses: { 200: json({ type: "array", items: ref(masterProgram) }) },
        },
      },
      "/api/users/{id}": {
        get: {
          tags: ["users"],
          operationId: "getUserProfile",
          summary: "A public learner profile by id or handle",
          parameters: [pathParam("id", "User id or profile handle", "^[A-Za-z0-9_-]{1,64}$")],
          responses: { 200: json(ref(userProfile)), 404: err("No public profile") },
        },
      },
      "/api/ask": {
        post: {
          tags: ["ask"],
          operationId: "ask",
          summary: "Answer a question from the lessons (30 requests/minute per caller)",
          description:
            "Anonymous. Rate limited per token subject when a valid bearer token is sent, else per client address. With `Accept: text/event-stream` the answer streams as server-sent events: `sources`, then `delta`s, then `done`.",
          security: [{}, { bearerAuth: [] }],
          requestBody: { required: true, content: { "application/json": { schema: ref(askRequest) } } },
          responses: {
            200: {
              ...json(ref(askResponse)),
              headers: {
                ...rateHeaders,
                "X-Answer-Engine": { schema: { type: "string", enum: ["offline", "ai"] } },
                "X-AI-Fallback": {
                  schema: { type: "string" },
                  description: "Present when the AI engine failed and the offline engine answered",
                },
              },
            },
            400: err("Invalid body (missing, empty or over 2,000 characters query; not JSON)"),
            413: err("Body over 64 KB"),
            429: {
              ...err("Rate limit exceeded"),
              headers: { ...rateHeaders, "Retry-After": { schema: { type: "integer" } } },
            },
          },
        },
      },
      "/api/java/analyze": {
        post: {
          tags: ["analysis"],
          operationId: "analyzeJava",
          summary: "Review Java/Spring code: syntax, design, security, runtime errors",
          security: [{ bearerAuth: ["analyze"] }],
          requestBody: { required: true, content: { "application/json": { schema: ref(analyzeRequest) } } },
          responses: {
            200: json(ref(analyzeResponse)),
            400: err("Invalid body (missing or empty code, non-string fields, code over 200 KB)"),
            401: unauthorized,
            403: err("Token lacks the analyze scope"),
            413: err("Body too large"),
            422: err("Code too complex to analyse within the time budget"),
          },
        },
      },
      "/api/auth/register": {
        post: {
          tags: ["auth"],
          operationId: "register",
          summary: "RFC 7591 client registration, or learner sign-up",
          requestBody: {
            required: true,
            content: { "application/json": { schema: { oneOf: [ref(clientMetadata), ref(signUpRequest)] } } },
          },
          responses: {
            201: json(
              {
                oneOf: [
                  { type: "object", properties: { client_id: { type: "string" } }, required: ["client_id"] },
                  ref(signUpResponse),
                ],
              },
              "Registered",
            ),
            400: oauthError,
            409: err("Email already registered"),
          },
        },
      },
      "/api/auth/authorize": {
        get: {
          tags: ["auth"],
          operationId: "authorize",
          summary:
            "OAuth 2.1 authorization endpoint (browser): response_type=code with PKCE S256; shows the consent page",
          parameters: [
            ...["response_type", "client_id", "redirect_uri", "code_challenge", "code_challenge_method"].map(
              (name) => ({
                name,
                in: "query",
                required: true,
                schema: { type: "string" },
              }),
            ),
            ...["state", "scope", "resource"].map((name) => ({ name, in: "query", schema: { type: "string" } })),
          ],
          responses: {
            303: { description: "To the consent page, or back to the client's redirect URI with an OAuth error" },
            400: { description: "HTML error page: unknown client or redirect URI (never redirected)" },
          },
        },
      },
      "/api/auth/token": {
        post: {
          tags: ["auth"],
          operationId: "token",
          summary:
            "Claim an access token with an ID token (RFC 8693 / RFC 7523), or revoke one (RFC 7009: send only `token`)",
          requestBody: {
            required: true,
            content: Object.fromEntries(
              ["application/x-www-form-urlencoded", "application/json"].map((t) => [
                t,
                {
                  schema: {
                    type: "object",
                    properties: {
                      grant_type: {
                        type: "string",
                        enum: [
                          "authorization_code",
                          "refresh_token",
                          "urn:ietf:params:oauth:grant-type:token-exchange",
                          "urn:ietf:params:oauth:grant-type:jwt-bearer",
                        ],
                      },
                      subject_token: { type: "string" },
                      subject_token_type: { type: "string", const: "urn:ietf:params:oauth:token-type:id_token" },
                      assertion: { type: "string" },
                      scope: { type: "string" },
                      resource: { type: "string" },
                      client_id: { type: "string" },
                      code: { type: "string" },
                      redirect_uri: { type: "string" },
                      code_verifier: { type: "string" },
                      refresh_token: { type: "string" },
                      token: { type: "string", description: "Revocation" },
                    },
                  },
                },
              ]),
            ),
          },
          responses: {
            200: json(
              {
                type: "object",
                properties: {
                  access_token: { type: "string" },
                  token_type: { const: "Bearer" },
                  expires_in: { type: "integer" },
                  scope: { type: "string" },
                  issued_token_type: { type: "string" },
                  refresh_token: { type: "string" },
                },
              },
              "Token issued (empty body for revocation)",
            ),
            400: oauthError,
            401: oauthError,
          },
        },
      },
      "/api/mcp": {
        get: {
          tags: ["mcp"],
          operationId: "mcpDiscovery",
          summary: "MCP discovery",
          responses: {
            200: json({
              type: "object",
              properties: {
                status: { type: "string" },
                server: { type: "string" },
                version: { type: "string" },
                toolsCount: { type: "integer" },
              },
              required: ["status", "server", "version", "toolsCount"],
            }),
          },
        },
        post: {
          tags: ["mcp"],
          operationId: "mcp",
          summary: "MCP (JSON-RPC 2.0): initialize, ping, tools/list, tools/call",
          security: [{}, { bearerAuth: [] }],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    jsonrpc: { const: "2.0" },
                    id: { type: ["string", "integer", "null"] },
                    method: { type: "string" },
                    params: { type: "object" },
                  },
                  required: ["jsonrpc", "method"],
                },
              },
            },
          },
          responses: {
            200: json({
              type: "object",
              properties: { jsonrpc: { const: "2.0" }, id: {}, result: { type: "object" }, error: { type: "object" } },
            }),
            202: { description: "Notification accepted" },
            401: unauthorized,
            403: err("Insufficient scope or foreign Origin"),
          },
        },
      },
      "/api/me/progress": {
        get: {
          tags: ["users"],
          operationId: "getMyProgress",
          summary: "The caller's progress over started courses",
          security: [{ bearerAuth: ["read"] }],
          responses: {
            200: json({
              type: "object",
              properties: {
                courses: { type: "array", items: ref(courseProgress) },
                completedCourses: { type: "array", items: { type: "object" } },
              },
            }),
            401: unauthorized,
            403: err("Token lacks the read scope"),
          },
        },
        post: {
          tags: ["users"],
          operationId: "updateMyProgress",
          summary: "Mark a lesson complete (or undo); completing every lesson completes the course",
          security: [{ bearerAuth: ["progress"] }],
          requestBody: { required: true, content: { "application/json": { schema: ref(progressUpdate) } } },
          responses: {
            200: json(ref(courseProgress)),
            400: err("Invalid body"),
            401: unauthorized,
            403: err("Token lacks the progress scope, or a pro lesson without pro access"),
            404: err("No such course or lesson"),
          },
        },
      },
      "/api/health": {
        get: {
          tags: ["catalogue"],
          operationId: "health",
          summary: "Health of the database, rate-limit store and AI engine",
          responses: { 200: json({ type: "object" }), 503: json({ type: "object" }, "Database down") },
        },
      },
    },
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
