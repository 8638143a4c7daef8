import { DOC_CACHE } from "@/lib/http/documents";
import { methodNotAllowed } from "@/lib/http/route";
import { appOrigin } from "@/lib/env";
import { CORS_HEADERS } from "@/lib/oauth/errors";
import { apiCatalog } from "@/lib/services/documents";

export const dynamic = "force-dynamic";

const TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';
const link = () => `<${appOrigin()}/.well-known/api-catalog>; rel="api-catalog"`;

// GET /.well-known/api-catalog – RFC 9727 linkset (service-desc → OpenAPI, service-doc → docs)
export function GET() {
  return new Response(JSON.stringify(apiCatalog(), null, 2), {
    headers: { "Content-Type": TYPE, Link: link(), "Cache-Control": DOC_CACHE, ...CORS_HEADERS },
  });
}
// HEAD /.well-known/api-catalog – the Link header only
export function HEAD() {
  return new Response(null, {
    headers: { "Content-Type": TYPE, Link: link(), "Cache-Control": DOC_CACHE, ...CORS_HEADERS },
  });
}
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
