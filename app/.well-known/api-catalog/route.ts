import { documentRoute } from "@/lib/http/documents";
import { methodNotAllowed } from "@/lib/http/route";
import { appOrigin } from "@/lib/env";
import { apiCatalog } from "@/lib/services/documents";

export const dynamic = "force-dynamic";

const TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';
const link = () => ({ Link: `<${appOrigin()}/.well-known/api-catalog>; rel="api-catalog"` });

// GET /.well-known/api-catalog – RFC 9727 linkset (service-desc → OpenAPI, service-doc → docs); HEAD: the Link header only
export const GET = documentRoute(TYPE, apiCatalog, link);
export const HEAD = GET;
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
