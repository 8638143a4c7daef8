import { documentRoute } from "@/lib/http/documents";
import { methodNotAllowed } from "@/lib/http/route";
import { preflight } from "@/lib/oauth/errors";
import { protectedResourceMetadata } from "@/lib/oauth/metadata";

export const dynamic = "force-dynamic";

// GET /.well-known/oauth-protected-resource – RFC 9728 protected resource metadata
export const GET = documentRoute("application/json", protectedResourceMetadata);
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
