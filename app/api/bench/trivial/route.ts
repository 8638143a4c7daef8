import fs from "node:fs";
export const runtime = "nodejs";

export const dynamic = "force-dynamic";

// GET /api/bench/trivial?which=list|detail – benchmark reference only (404 unless BENCH_PAYLOAD_DIR is set):
// returns pre-captured bytes with no work, to measure the framework's floor in the same build.
const cache = new Map<string, string>();
export function GET(req: Request) {
  // eslint-disable-next-line no-restricted-properties -- benchmark-only switch, never set in production
  const dir = process.env.BENCH_PAYLOAD_DIR;
  if (!dir) return Response.json({ error: { code: "NOT_FOUND", message: "Not found." } }, { status: 404 });
  const url = new URL(req.url);
  const which = url.searchParams.get("which") === "detail" || url.pathname.endsWith("/detail") ? "detail" : "list";
  let body = cache.get(which);
  if (body === undefined) {
    body = fs.readFileSync(`${dir}/${which}.json`, "utf8");
    cache.set(which, body);
  }
  return new Response(body, {
    headers: {
      "content-type": "application/json",
      "cache-control": "public, max-age=60, s-maxage=300, stale-while-revalidate=86400",
    },
  });
}
