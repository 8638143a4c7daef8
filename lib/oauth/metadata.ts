// Discovery documents, built from the canonical origin only (never the Host header).
import { appOrigin } from "@/lib/env";
import { AUTH_METHODS } from "@/lib/contracts/auth";
import { GRANT_AUTHORIZATION_CODE, GRANT_JWT_BEARER, GRANT_REFRESH_TOKEN, GRANT_TOKEN_EXCHANGE } from "./grants";
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
    authorization_endpoint: `${o}/api/auth/authorize`,
    token_endpoint: `${o}/api/auth/token`,
    registration_endpoint: `${o}/api/auth/register`,
    revocation_endpoint: `${o}/api/auth/token`,
    grant_types_supported: [GRANT_AUTHORIZATION_CODE, GRANT_REFRESH_TOKEN, GRANT_TOKEN_EXCHANGE, GRANT_JWT_BEARER],
    token_endpoint_auth_methods_supported: [...AUTH_METHODS],
    revocation_endpoint_auth_methods_supported: [...AUTH_METHODS],
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    code_challenge_methods_supported: ["S256"],
    // MCP 2025-11-25: a client_id may be the https URL of a Client ID Metadata Document.
    client_id_metadata_document_supported: true,
    // RFC 9207: the authorization response carries `iss`.
    authorization_response_iss_parameter_supported: true,
    scopes_supported: SCOPE_NAMES,
    service_documentation: `${o}/docs/api`,
    // Assertions (ID tokens) accepted by the token endpoint:
    token_endpoint_auth_signing_alg_values_supported: ID_TOKEN_ALGORITHMS,
  };
}
