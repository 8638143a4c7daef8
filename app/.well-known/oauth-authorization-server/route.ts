import { documentRoute } from "@/lib/http/documents";
import { methodNotAllowed } from "@/lib/http/route";
import { preflight } from "@/lib/oauth/errors";
import { authorizationServerMetadata } from "@/lib/oauth/metadata";

export const dynamic = "force-dynamic";

// GET /.well-known/oauth-authorization-server – RFC 8414 authorization server metadata
export const GET = documentRoute("application/json", authorizationServerMetadata);
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
