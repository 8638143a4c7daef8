// Public, cacheable documents (discovery JSON, llms.txt, pricing.md) with CORS for browser-based agents.
import { errorResponse } from "./route";
import { CORS_HEADERS } from "@/lib/cors";

export const DOC_CACHE = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

export function documentRoute(contentType: string, build: () => unknown | Promise<unknown>) {
  return async (): Promise<Response> => {
    const requestId = crypto.randomUUID();
    try {
      const body = await build();
      const text = typeof body === "string" ? body : JSON.stringify(body, null, 2);
      return new Response(text, {
        status: 200,
        headers: {
          "Content-Type": contentType,
          "Cache-Control": DOC_CACHE,
          "X-Request-Id": requestId,
          ...CORS_HEADERS,
        },
      });
    } catch (e) {
      return errorResponse(e, requestId);
    }
  };
}
