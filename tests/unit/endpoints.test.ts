// The one endpoint list (lib/contracts/endpoints.ts) against what really serves and gates the endpoints.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENDPOINTS, pathPattern, protectedPaths } from "@/lib/contracts/endpoints";
import { openApiDocument } from "@/lib/openapi";
import { config } from "@/middleware";

const routeFile = (template: string) =>
  path.join(
    "app",
    ...template
      .split("/")
      .filter(Boolean)
      .map((s) => s.replace(/^\{(.+)\}$/, "[$1]")),
    "route.ts",
  );

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? routeFiles(p) : d.name === "route.ts" ? [p] : [];
  });
}

describe("the endpoint list", () => {
  it("names a route file exporting each listed method", () => {
    for (const e of ENDPOINTS) {
      const file = routeFile(e.path);
      expect(fs.existsSync(file), `${e.method} ${e.path}: ${file}`).toBe(true);
      expect(fs.readFileSync(file, "utf8"), `${e.method} in ${file}`).toMatch(new RegExp(`\\b${e.method}\\b`));
    }
  });

  it("lists every API route file (so the OpenAPI document, llms.txt and the guide cannot miss one)", () => {
    const listed = new Set(ENDPOINTS.map((e) => routeFile(e.path)));
    const unlisted = routeFiles(path.join("app", "api")).filter(
      (f) => !listed.has(f) && !f.includes("[...path]") && !f.includes("[...nextauth]"),
    );
    expect(unlisted).toEqual([]);
  });

  it("has unique operation ids and becomes the OpenAPI paths", () => {
    const ops = ENDPOINTS.filter((e) => e.operation);
    const ids = ops.map((e) => e.operation!.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
    for (const e of ops) expect(doc.paths[e.path]?.[e.method.toLowerCase()]).toBe(e.operation);
  });

  it("gates every protected path in the middleware's matcher", () => {
    const prot = protectedPaths();
    expect(prot).toEqual(expect.arrayContaining(["/api/java/analyze", "/api/me/progress"]));
    const matchers = config.matcher
      .map((m) => (typeof m === "string" ? m : m.source))
      .map((src) => new RegExp(`^${src.replace(/:path\*/g, ".*").replace(/:path\((.*)\)/g, "$1")}$`));
    for (const p of prot) {
      const concrete = p.replace(/\{[^}]+\}/g, "x");
      expect(
        matchers.some((m) => m.test(concrete)),
        `middleware matcher misses ${p}`,
      ).toBe(true);
    }
  });

  it("turns templates into exact path patterns", () => {
    const re = pathPattern("/api/courses/{slug}/lessons/{lesson}");
    expect(re.test("/api/courses/java/lessons/intro")).toBe(true);
    expect(re.test("/api/courses/java/lessons/intro/x")).toBe(false);
    expect(re.test("/api/courses/java")).toBe(false);
  });
});

describe("route handlers take auth, scope and rate limit from the endpoint list", () => {
  // Endpoints whose handlers are not route(): documents, the MCP and Studio layers, next-auth.
  const OWN_LAYER = new Set([
    "GET /api/openapi.json",
    "GET /.well-known/api-catalog",
    "GET /.well-known/mcp.json",
    "GET /.well-known/oauth-protected-resource",
    "GET /.well-known/oauth-authorization-server",
    "GET /pricing.md",
    "GET /llms.txt",
    "POST /api/studio",
    "GET /api/mcp",
    "POST /api/mcp",
  ]);
  // Served by route() but not yet converted (the OAuth endpoints are moving in a parallel change).
  const PENDING = new Set<string>([]);

  it("serves every listed API endpoint with a handler declaring that endpoint", async () => {
    for (const e of ENDPOINTS) {
      const key = `${e.method} ${e.path}`;
      if (OWN_LAYER.has(key) || PENDING.has(key)) continue;
      const mod = (await import(`@/${routeFile(e.path).replace(/\.ts$/, "")}`)) as Record<
        string,
        { endpoint?: string }
      >;
      expect(mod[e.method]?.endpoint, `${key} in ${routeFile(e.path)}`).toBe(key);
    }
  });
});
