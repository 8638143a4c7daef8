// Grant types and token types of the token endpoint (RFC 6749, RFC 8693, RFC 7523).
export const GRANT_AUTHORIZATION_CODE = "authorization_code";
export const GRANT_REFRESH_TOKEN = "refresh_token";
export const GRANT_TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange";
export const GRANT_JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
/** Our own grant: a signed-in browser session claims a token for the learner's agent. */
export const GRANT_SESSION = "urn:javaspring-learn:params:oauth:grant-type:session";
export const TOKEN_TYPE_ID_TOKEN = "urn:ietf:params:oauth:token-type:id_token";
export const TOKEN_TYPE_ACCESS_TOKEN = "urn:ietf:params:oauth:token-type:access_token";
