// Discovery documents, built from the canonical origin only (never the Host header).
import { appOrigin } from "@/lib/env";
import { AUTH_METHODS } from "@/lib/contracts/auth";
import { GRANT_JWT_BEARER, GRANT_TOKEN_EXCHANGE } from "./token-endpoint";
import { SCOPE_NAMES } from "./scopes";
import { ID_TOKEN_ALGORITHMS } from "./idp";

/** RFC 9728 protected resource metadata. */
export function protectedResourceMetadata() {
  const o = appOrigin();
  return {
    resource: o,
    authorization_servers: [o],
    bearer_methods_supported: ["header"],
    scopes_supported: SCOPE_NAMES,
    resource_name: "JavaSpring Learn API",
    resource_documentation: `${o}/docs/api`,
    resource_signing_alg_values_supported: ["HS256"],
  };
}

/** RFC 8414 authorization server metadata. */
export function authorizationServerMetadata() {
  const o = appOrigin();
  return {
    issuer: o,
    token_endpoint: `${o}/api/auth/token`,
    registration_endpoint: `${o}/api/auth/register`,
    revocation_endpoint: `${o}/api/auth/token`,
    grant_types_supported: [GRANT_TOKEN_EXCHANGE, GRANT_JWT_BEARER],
    token_endpoint_auth_methods_supported: [...AUTH_METHODS],
    revocation_endpoint_auth_methods_supported: [...AUTH_METHODS],
    response_types_supported: [] as string[],
    scopes_supported: SCOPE_NAMES,
    service_documentation: `${o}/docs/api`,
    // Assertions (ID tokens) accepted by the token endpoint:
    token_endpoint_auth_signing_alg_values_supported: ID_TOKEN_ALGORITHMS,
  };
}
