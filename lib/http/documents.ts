// Public, cacheable documents (discovery JSON, llms.txt, pricing.md) with CORS for browser-based agents: route()
// with a document body instead of a JSON result.
import { route } from "./route";

export const DOC_CACHE = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

export function documentRoute(
  contentType: string,
  build: () => unknown | Promise<unknown>,
  headers: () => Record<string, string> = () => ({}),
) {
  return route({ cache: DOC_CACHE, cors: true }, async ({ req }) => {
    const body = await build();
    const text = typeof body === "string" ? body : JSON.stringify(body, null, 2);
    return new Response(req.method === "HEAD" ? null : text, {
      status: 200,
      headers: { "Content-Type": contentType, ...headers() },
    });
  });
}
