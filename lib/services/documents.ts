// Agent-facing public documents, generated from the database and the canonical origin.
import { listActivePlans } from "@/lib/db/queries/plans";
import { firstPublicHandle } from "@/lib/db/queries/users";
import { ENDPOINTS, type LlmsSection } from "@/lib/contracts/endpoints";
import { appOrigin } from "@/lib/env";
import { formatPrice } from "@/lib/format";
import { getCourse, listCourses } from "./courses";
import { listExercises } from "./exercises";
import { listMasterPrograms } from "./masters";
import { memo } from "./cache";

/** Values for the `{name}` parts of path templates, so each template gets one real example link. */
export type PathExamples = Partial<Record<string, string>>;

/**
 * The agent lines of one llms.txt section, from the endpoint list. Only what a plain GET can follow is a link: a GET
 * path that needs no token. A path template (`/api/courses/{slug}`), another method (`POST /api/ask`) or a GET that
 * needs a token is written as code, never as a link (agents follow links); a template gets one real example link when
 * every part has an example value.
 */
export function endpointLines(o: string, section: LlmsSection, examples: PathExamples = {}): string[] {
  return ENDPOINTS.filter((e) => e.agent?.section === section).map((e) => {
    // a plain GET answers: no token needed and no required query parameter (the authorization endpoint has several)
    const followable =
      e.method === "GET" &&
      e.auth !== "required" &&
      !((e.operation?.parameters ?? []) as { in?: string; required?: boolean }[]).some(
        (p) => p.in === "query" && p.required,
      );
    if (!e.path.includes("{") && followable) return `- [${e.agent!.title}](${o}${e.path}): ${e.agent!.note}`;
    const filled = e.path.replace(/\{(\w+)\}/g, (m, name: string) => examples[name] ?? m);
    const example = filled.includes("{") || !followable ? "" : ` Example: [${filled}](${o}${filled})`;
    return `- ${e.agent!.title}: \`${e.method} ${o}${e.path}\`: ${e.agent!.note}.${example}`;
  });
}

/** Example values from the live catalogue: the first course, its first lesson, the oldest public profile. */
async function pathExamples(): Promise<PathExamples> {
  const courses = await listCourses();
  const slug = courses[0]?.slug;
  const lesson = slug ? (await getCourse(slug)).sections.flatMap((s) => s.lessons)[0]?.slug : undefined;
  const id = (await firstPublicHandle()) ?? undefined;
  const exercise = slug && lesson ? (await listExercises(slug, lesson, null)).exercises[0]?.slug : undefined;
  return { slug, lesson, id, exercise };
}

/** /llms.txt in the llmstxt.org format: H1, blockquote summary, H2 sections of links. */
export function llmsTxt(): Promise<string> {
  return memo("doc:llms", async () => {
    const o = appOrigin();
    const courses = await listCourses();
    const examples = await pathExamples();
    const lines = [
      "# JavaSpring Learn",
      "",
      "> An interactive learning platform for Java and Spring Boot: courses with runnable examples, answers grounded in the lessons (POST /api/ask), a Java/Spring code reviewer (POST /api/java/analyze) and an MCP server for agents.",
      "",
      "Agents: read the catalogue anonymously; ask questions anonymously (30 requests/minute); get a bearer token with an ID token from your identity provider (OAuth 2.0 token exchange or JWT bearer, see the authorization server metadata) for code analysis. All API bodies are JSON; errors are {error:{code,message,hint}}.",
      "",
      "## Courses",
      "",
      ...courses.map(
        (c) =>
          `- [${c.title}](${o}/courses/${c.slug}): ${c.summary ?? c.title} (${c.access}, ${c.lessonCount} lessons; JSON: ${o}/api/courses/${c.slug})`,
      ),
      "",
      "## API",
      "",
      `- [API documentation](${o}/docs/api): the agent flow with curl examples`,
      ...endpointLines(o, "API", examples),
      "",
      "## MCP",
      "",
      ...endpointLines(o, "MCP"),
      "",
      "## Authentication",
      "",
      ...endpointLines(o, "Authentication"),
      "",
      "## Pricing",
      "",
      ...endpointLines(o, "Pricing"),
      "",
    ];
    return lines.join("\n");
  });
}

/** /pricing.md: every plan and active master program, prices from the database. */
export function pricingMarkdown(): Promise<string> {
  return memo("doc:pricing", async () => {
    const o = appOrigin();
    const [plans, masters] = await Promise.all([listActivePlans(), listMasterPrograms()]);
    const per = (i: string | null) => (i ? ` per ${i}` : "");
    const lines = [
      "# Pricing",
      "",
      "> JavaSpring Learn plans and master programs. Prices are in the listed currency; `priceCents` values are minor units.",
      "",
      "## Plans",
      "",
      "| Plan | Price | priceCents | Currency | Billing |",
      "|---|---|---|---|---|",
      ...plans.map(
        (p) =>
          `| ${p.name} | ${p.priceCents === 0 ? "Free" : formatPrice(p.priceCents, p.currency) + per(p.interval)} | ${p.priceCents} | ${p.currency} | ${p.interval ?? "none"} |`,
      ),
      "",
      ...plans.flatMap((p) => [`### ${p.name}`, "", p.description, "", ...p.features.map((f) => `- ${f}`), ""]),
      "## Master programs",
      "",
      "| Program | Price | priceCents | Currency | Courses |",
      "|---|---|---|---|---|",
      ...masters.map(
        (m) =>
          `| [${m.title}](${o}/masters#${m.slug}) | ${formatPrice(m.priceCents, m.currency)} | ${m.priceCents} | ${m.currency} | ${m.courses.length} |`,
      ),
      "",
      ...masters.flatMap((m) => [
        `### ${m.title}`,
        "",
        `${formatPrice(m.priceCents, m.currency)} (one-time). ${m.description}`,
        "",
        ...m.courses.map((c) => `- [${c.title}](${o}/courses/${c.slug})`),
        "",
      ]),
    ];
    return lines.join("\n");
  });
}

/** RFC 9727 API catalog linkset. */
export function apiCatalog() {
  const o = appOrigin();
  return {
    linkset: [
      {
        anchor: `${o}/api`,
        "service-desc": [{ href: `${o}/api/openapi.json`, type: "application/vnd.oai.openapi+json;version=3.1" }],
        "service-doc": [{ href: `${o}/docs/api`, type: "text/html" }],
        "service-meta": [{ href: `${o}/.well-known/oauth-protected-resource`, type: "application/json" }],
        status: [{ href: `${o}/api/health`, type: "application/json" }],
      },
      {
        anchor: `${o}/api/mcp`,
        "service-desc": [{ href: `${o}/.well-known/mcp.json`, type: "application/json" }],
        "service-doc": [{ href: `${o}/docs/api#mcp`, type: "text/html" }],
      },
    ],
  };
}
