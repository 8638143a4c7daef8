// The human API guide (/docs/api), with URLs from the canonical origin. The OpenAPI document is the reference.
import { endpointTableMarkdown } from "./endpoint-table";

export function apiGuideMarkdown(o: string): string {
  return `The API serves learners' apps and AI agents. Every body is JSON; errors are \`{"error":{"code","message","hint"}}\`
(the OAuth endpoints answer \`{"error","error_description"}\` as OAuth clients expect). The full reference is the
[OpenAPI 3.1 document](${o}/api/openapi.json), generated from the server's own contracts.

## Every endpoint

${endpointTableMarkdown()}

## Public endpoints

\`\`\`bash
curl ${o}/api/courses                          # the catalogue
curl ${o}/api/courses/java-fundamentals        # a course with its sections and lessons
curl ${o}/api/courses/java-fundamentals/lessons/hello-java   # one lesson (Markdown)
curl ${o}/api/masters                          # active master programs (priceCents)
curl ${o}/api/users/ada-dev                    # a public profile (id or handle)
curl -X POST ${o}/api/ask -H 'Content-Type: application/json' \\
     -d '{"query":"Why is field injection discouraged?"}'
\`\`\`

\`POST /api/ask\` allows 30 requests per minute per caller (per token subject with a bearer token, else per client
address); the \`RateLimit\` and \`RateLimit-Policy\` headers show the quota, and a 429 carries \`Retry-After\`. Send
\`Accept: text/event-stream\` to stream the answer (\`sources\`, then \`delta\` chunks, then \`done\`).

## Signing in an MCP client or app (authorization code + PKCE)

MCP clients find everything on their own: the analyze tool answers 401 with
\`WWW-Authenticate: Bearer resource_metadata="${o}/.well-known/oauth-protected-resource"\`, and the authorization
server metadata lists \`authorization_endpoint\` (\`${o}/api/auth/authorize\`), the token endpoint, PKCE \`S256\`
and \`client_id_metadata_document_supported\`. With the official TypeScript SDK:

\`\`\`ts
const transport = new StreamableHTTPClientTransport(new URL("${o}/api/mcp"), { authProvider });
await client.connect(transport);
try { await client.callTool({ name: "analyze_java_code", arguments: { code } }); }
catch (e) { if (!(e instanceof UnauthorizedError)) throw e; }   // authProvider.redirectToAuthorization(url) ran
// … the learner signs in and allows; your redirect URI receives ?code=…&state=…
await transport.finishAuth(code);                                 // code + PKCE verifier → access + refresh token
await client.callTool({ name: "analyze_java_code", arguments: { code } });
\`\`\`

The client ID is either the https URL of your client metadata document (\`{"client_id": "<that URL>",
"client_name", "redirect_uris": [...]}\`, public addresses only, no redirects, at most 16 KB) or one from
\`POST ${o}/api/auth/register\`. By hand with curl:

\`\`\`bash
VERIFIER=$(openssl rand -base64 48 | tr -d '=+/\\n' | cut -c1-64)
CHALLENGE=$(printf %s "$VERIFIER" | openssl dgst -binary -sha256 | openssl base64 -A | tr '+/' '-_' | tr -d '=')
CLIENT=$(curl -s ${o}/api/auth/register -H 'Content-Type: application/json' \\
  -d '{"client_name":"My agent","redirect_uris":["http://127.0.0.1/callback"]}' | jq -r .client_id)
# open in a browser, sign in and allow (loopback redirect URIs match on any port):
echo "${o}/api/auth/authorize?response_type=code&client_id=$CLIENT&redirect_uri=http://127.0.0.1:8765/callback&code_challenge=$CHALLENGE&code_challenge_method=S256&state=xyz&scope=read%20analyze"
# the browser lands on http://127.0.0.1:8765/callback?code=ac_…&state=xyz&iss=${o}
curl -X POST ${o}/api/auth/token -d grant_type=authorization_code -d code="$CODE" -d client_id="$CLIENT" \\
  -d redirect_uri=http://127.0.0.1:8765/callback -d code_verifier="$VERIFIER"
# → {"access_token":"…","token_type":"Bearer","expires_in":3600,"scope":"read analyze","refresh_token":"rt_…"}
curl -X POST ${o}/api/auth/token -d grant_type=refresh_token -d refresh_token="$REFRESH" -d client_id="$CLIENT"
\`\`\`

Codes last 60 seconds and work once (a second use revokes what the first one issued). Refresh tokens rotate on every
use; sending an old one again revokes the whole sign-in, so keep only the newest. Learners see and disconnect their
apps on the [account page](${o}/account).

## Getting a token (agents with an identity provider)

1. Discover: \`GET ${o}/.well-known/oauth-protected-resource\` names the authorization server;
   \`GET ${o}/.well-known/oauth-authorization-server\` lists the endpoints.
2. Register (optional, RFC 7591): \`POST ${o}/api/auth/register\` with client metadata → \`client_id\`.
3. Claim a token with an ID token from the configured identity provider (RFC 8693 token exchange):

\`\`\`bash
curl -X POST ${o}/api/auth/token \\
  -d grant_type=urn:ietf:params:oauth:grant-type:token-exchange \\
  -d subject_token="$ID_TOKEN" \\
  -d subject_token_type=urn:ietf:params:oauth:token-type:id_token \\
  -d scope="read analyze"
# → {"access_token":"…","token_type":"Bearer","expires_in":3600,"scope":"read analyze","issued_token_type":"…access_token"}
\`\`\`

   or with RFC 7523: \`-d grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer -d assertion="$ID_TOKEN"\`.
   Signed-in learners can also create tokens for their own agents on the [account page](${o}/account).
4. Use it: \`Authorization: Bearer $TOKEN\`.

\`\`\`bash
curl -X POST ${o}/api/java/analyze -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \\
     -d '{"code":"class A { void f(String s) { if (s == \\"x\\") {} } }"}'
\`\`\`

5. Revoke (RFC 7009): \`curl -X POST ${o}/api/auth/token -d token="$TOKEN"\` → 200, and the token stops working at once.

Scopes: \`read\` (profile, progress, pro lessons for pro learners), \`analyze\` (code analysis), \`progress\` (mark
lessons complete). Tokens last one hour. Without a token a protected endpoint answers 401 with
\`WWW-Authenticate: Bearer resource_metadata="${o}/.well-known/oauth-protected-resource"\`.

## MCP

The MCP server is at \`${o}/api/mcp\` (Streamable HTTP, JSON-RPC 2.0, stateless). \`GET\` returns a discovery
document; the server card is at \`${o}/.well-known/mcp.json\`.

\`\`\`bash
curl -X POST ${o}/api/mcp -H 'Content-Type: application/json' \\
     -d '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'
\`\`\`

Catalogue tools, ask and the exercise lists are public; the analysis tool needs a token with the \`analyze\` scope, and submit_solution one with the \`practice\` scope.
`;
}
