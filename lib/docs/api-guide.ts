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

## Getting a token (agents)

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

Catalogue tools and ask are public; the analysis tool needs a token with the \`analyze\` scope.
`;
}
