// The one list of HTTP endpoints. It feeds the OpenAPI paths (lib/openapi.ts), the middleware's list of protected
// paths, the API lines of /llms.txt and the endpoint table of the API guide: add an endpoint here and every one of
// them follows. (Each path's route file under app/ stays the wiring; a test checks that every entry has one.)
import { ANALYZE_MAX_BODY_BYTES, analyzeRequest, analyzeResponse } from "./analyze";
import { askRequest, askResponse } from "./ask";
import { clientMetadata, signUpRequest, signUpResponse } from "./auth";
import { courseDetail, courseSummary, lessonDetail } from "./courses";
import { PRACTICE_ENDPOINTS } from "./endpoints-practice";
import { masterProgram } from "./masters";
import { err, json, oauthError, pathParam, rateHeaders, ref, SLUG, unauthorized } from "./openapi-parts";
import { courseProgress, myProgress, progressUpdate } from "./progress";
import { userProfile } from "./users";

export type Method = "GET" | "POST";
export type LlmsSection = "API" | "MCP" | "Authentication" | "Pricing";

export interface Endpoint {
  method: Method;
  /** OpenAPI-style template: /api/courses/{slug}. */
  path: string;
  /**
   * none: public; optional: a token is verified when sent; required: 401 without one (the middleware gates it);
   * editor: a signed-in editor's browser session, never a token (the embedded Studio's backend).
   */
  auth: "none" | "optional" | "required" | "editor";
  /** The scope a token needs (required) or unlocks (optional). */
  scope?: "read" | "analyze" | "progress" | "practice";
  /** The largest request body route() reads (default 64 KB; larger answers 413). */
  maxBodyBytes?: number;
  /** The rate-limit policy (lib/ratelimit.ts POLICIES) the route applies. */
  rateLimit?: "ask" | "auth" | "analyze" | "playground" | "studio" | "practice";
  /** A line in /llms.txt and the API guide. */
  agent?: { section: LlmsSection; title: string; note: string };
  /** The OpenAPI operation; absent for the agent documents (they describe the API rather than belong to it). */
  operation?: Record<string, unknown>;
}

export const ENDPOINTS: readonly Endpoint[] = [
  {
    method: "GET",
    path: "/api/courses",
    auth: "none",
    agent: { section: "API", title: "Course catalogue", note: "GET, JSON array of courses" },
    operation: {
      tags: ["catalogue"],
      operationId: "listCourses",
      summary: "List published courses",
      responses: { 200: json({ type: "array", items: ref(courseSummary) }) },
    },
  },
  {
    method: "GET",
    path: "/api/courses/{slug}",
    auth: "none",
    agent: { section: "API", title: "A course", note: "GET, the course with its sections and lesson outlines" },
    operation: {
      tags: ["catalogue"],
      operationId: "getCourse",
      summary: "A course with its sections and lessons",
      parameters: [pathParam("slug", "Course slug", SLUG)],
      responses: { 200: json(ref(courseDetail)), 404: err("No course has the slug") },
    },
  },
  {
    method: "GET",
    path: "/api/courses/{slug}/lessons/{lesson}",
    auth: "optional",
    scope: "read",
    agent: {
      section: "API",
      title: "A lesson",
      note: "GET, the lesson as Markdown (pro lessons: a pro learner's token with the read scope)",
    },
    operation: {
      tags: ["catalogue"],
      operationId: "getLesson",
      summary: "One lesson (Markdown); pro lessons need a pro learner's token",
      security: [{}, { bearerAuth: ["read"] }],
      parameters: [pathParam("slug", "Course slug", SLUG), pathParam("lesson", "Lesson slug", SLUG)],
      responses: { 200: json(ref(lessonDetail)), 401: unauthorized, 404: err("No such lesson") },
    },
  },
  ...PRACTICE_ENDPOINTS,
  {
    method: "GET",
    path: "/api/masters",
    auth: "none",
    agent: { section: "Pricing", title: "Master programs", note: "GET, JSON array (priceCents)" },
    operation: {
      tags: ["catalogue"],
      operationId: "listMasterPrograms",
      summary: "Active master programs",
      responses: { 200: json({ type: "array", items: ref(masterProgram) }) },
    },
  },
  {
    method: "GET",
    path: "/api/users/{id}",
    auth: "none",
    agent: { section: "API", title: "A public profile", note: "GET, by id or handle" },
    operation: {
      tags: ["users"],
      operationId: "getUserProfile",
      summary: "A public learner profile by id or handle",
      parameters: [pathParam("id", "User id or profile handle", "^[A-Za-z0-9_-]{1,64}$")],
      responses: { 200: json(ref(userProfile)), 404: err("No public profile") },
    },
  },
  {
    method: "POST",
    path: "/api/ask",
    auth: "optional",
    rateLimit: "ask",
    agent: {
      section: "API",
      title: "Ask",
      note: 'POST {"query": "..."} → {answer, sources}; anonymous, 30 requests/minute',
    },
    operation: {
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
  {
    method: "POST",
    path: "/api/java/analyze",
    auth: "required",
    scope: "analyze",
    rateLimit: "analyze",
    maxBodyBytes: ANALYZE_MAX_BODY_BYTES,
    agent: {
      section: "API",
      title: "Java analysis",
      note: 'POST {"code", "lastError"?, "lastOutput"?} with a bearer token (scope analyze) → {analysis, findings}',
    },
    operation: {
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
  {
    method: "POST",
    path: "/api/auth/register",
    auth: "none",
    rateLimit: "auth",
    agent: {
      section: "Authentication",
      title: "Client registration",
      note: "POST, RFC 7591 dynamic client registration",
    },
    operation: {
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
  {
    method: "GET",
    path: "/api/auth/authorize",
    auth: "none",
    rateLimit: "auth",
    agent: {
      section: "Authentication",
      title: "Authorization endpoint",
      note: "OAuth 2.1 authorization code flow in the browser (PKCE S256; client_id may be a metadata document URL)",
    },
    operation: {
      tags: ["auth"],
      operationId: "authorize",
      summary: "OAuth 2.1 authorization endpoint for browsers: the code flow with PKCE (S256); shows the consent page",
      parameters: [
        ...["response_type", "client_id", "redirect_uri", "code_challenge", "code_challenge_method"].map((name) => ({
          name,
          in: "query",
          required: true,
          schema: { type: "string" },
        })),
        ...["state", "scope", "resource"].map((name) => ({ name, in: "query", schema: { type: "string" } })),
      ],
      responses: {
        303: { description: "To the consent page, or back to the client's redirect URI with an OAuth error" },
        400: { description: "HTML error page: unknown client or redirect URI (never redirected)" },
      },
    },
  },
  {
    method: "POST",
    path: "/api/auth/authorize",
    auth: "none",
    rateLimit: "auth",
    operation: {
      tags: ["auth"],
      operationId: "authorizeDecision",
      summary: "The consent page's form (signed-in learner, same site): allow sends a code, deny an error",
      responses: {
        200: { description: "HTML page with Refresh to the client's redirect URI (code or error, state, iss)" },
        400: { description: "HTML error page" },
        403: { description: "HTML error page: cross-site post or a consent token of another learner or request" },
      },
    },
  },
  {
    method: "POST",
    path: "/api/auth/token",
    auth: "none",
    rateLimit: "auth",
    agent: {
      section: "Authentication",
      title: "Token endpoint",
      note: "POST: authorization_code (PKCE) and refresh_token; claim with an ID token (RFC 8693 token exchange, RFC 7523 JWT bearer); revoke (RFC 7009)",
    },
    operation: {
      tags: ["auth"],
      operationId: "token",
      summary:
        "Authorization code and refresh token grants; claim an access token with an ID token (RFC 8693 / RFC 7523); or revoke a token (RFC 7009: send only `token`)",
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
  {
    method: "GET",
    path: "/api/mcp",
    auth: "none",
    operation: {
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
            promptsCount: { type: "integer" },
            resourceTemplates: { type: "array", items: { type: "string" } },
            protocolVersions: { type: "array", items: { type: "string" } },
          },
          required: ["status", "server", "version", "toolsCount"],
        }),
      },
    },
  },
  {
    method: "POST",
    path: "/api/mcp",
    auth: "optional",
    agent: {
      section: "MCP",
      title: "MCP endpoint",
      note: "Streamable HTTP, stateless; protocol 2026-07-28 (per-request _meta, server/discover) and 2025-11-25, 2025-06-18, 2025-03-26 (initialize); 10 tools (catalogue, ask, review, practice), lessons as Markdown resources (javaspring://lessons/{course}/{lesson}), prompts review_java_code and explain_lesson; GET for discovery",
    },
    operation: {
      tags: ["mcp"],
      operationId: "mcp",
      summary:
        "MCP (JSON-RPC 2.0): 2026-07-28 (server/discover, _meta on every request) and 2025 revisions (initialize); tools, resources, prompts",
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
  {
    method: "GET",
    path: "/api/me/progress",
    auth: "required",
    scope: "read",
    agent: {
      section: "API",
      title: "Your progress",
      note: "GET with a bearer token (scope read); POST {course, lesson, completed} (scope progress)",
    },
    operation: {
      tags: ["users"],
      operationId: "getMyProgress",
      summary: "The caller's progress over started courses",
      security: [{ bearerAuth: ["read"] }],
      responses: {
        200: json(ref(myProgress)),
        401: unauthorized,
        403: err("Token lacks the read scope"),
      },
    },
  },
  {
    method: "POST",
    path: "/api/me/progress",
    auth: "required",
    scope: "progress",
    operation: {
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
  {
    method: "GET",
    path: "/api/health",
    auth: "none",
    operation: {
      tags: ["catalogue"],
      operationId: "health",
      summary: "Health of the database, rate-limit store and AI engine",
      responses: { 200: json({ type: "object" }), 503: json({ type: "object" }, "Database down") },
    },
  },
  // Agent-facing documents: not in the OpenAPI paths, listed in llms.txt and the API guide.
  {
    method: "GET",
    path: "/api/openapi.json",
    auth: "none",
    agent: {
      section: "API",
      title: "OpenAPI 3.1 document",
      note: "every endpoint, generated from the server's contracts",
    },
  },
  {
    method: "GET",
    path: "/.well-known/api-catalog",
    auth: "none",
    agent: { section: "API", title: "API catalog", note: "RFC 9727 linkset" },
  },
  {
    method: "GET",
    path: "/.well-known/mcp.json",
    auth: "none",
    agent: {
      section: "MCP",
      title: "MCP server card",
      note: "name, version, protocol versions, tools, prompts, resource templates, auth",
    },
  },
  {
    method: "GET",
    path: "/.well-known/oauth-protected-resource",
    auth: "none",
    agent: { section: "Authentication", title: "Protected resource metadata", note: "RFC 9728" },
  },
  {
    method: "GET",
    path: "/.well-known/oauth-authorization-server",
    auth: "none",
    agent: { section: "Authentication", title: "Authorization server metadata", note: "RFC 8414" },
  },
  {
    method: "GET",
    path: "/pricing.md",
    auth: "none",
    agent: { section: "Pricing", title: "Pricing", note: "plans and master programs with prices" },
  },
  { method: "GET", path: "/llms.txt", auth: "none" },
  // The embedded Prisma Studio's backend (docs/editors.md): for editors in the browser, so not in the agents'
  // documents (no operation, no llms.txt line).
  { method: "POST", path: "/api/studio", auth: "editor" },
];

/** Paths that need a bearer token for every method (the middleware answers 401 before the handler runs). */
export function protectedPaths(): string[] {
  const byPath = new Map<string, boolean>();
  for (const e of ENDPOINTS) byPath.set(e.path, (byPath.get(e.path) ?? true) && e.auth === "required");
  return [...byPath].filter(([, all]) => all).map(([p]) => p);
}

/** A path template as a RegExp over concrete paths ({param} = one segment). */
export function pathPattern(template: string): RegExp {
  const body = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
  return new RegExp(`^${body}$`);
}
