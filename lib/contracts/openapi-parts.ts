// Building blocks of OpenAPI operations, shared by the endpoint list (./endpoints.ts) and the document (lib/openapi.ts).
import { z } from "zod";
import { errorResponse } from "./common";

export const idOf = (s: z.ZodType) => (z.globalRegistry.get(s) as { id?: string } | undefined)?.id as string;
export const ref = (s: z.ZodType) => ({ $ref: `#/components/schemas/${idOf(s)}` });
export const json = (schema: object, description = "OK") => ({
  description,
  content: { "application/json": { schema } },
});
export const err = (description: string) => json(ref(errorResponse), description);
export const pathParam = (name: string, description: string, pattern: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string", pattern },
});
export const SLUG = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
export const unauthorized = {
  description: "Authentication missing or invalid",
  headers: {
    "WWW-Authenticate": {
      schema: { type: "string" },
      description: 'Bearer resource_metadata="{base}/.well-known/oauth-protected-resource"',
    },
  },
  content: { "application/json": { schema: ref(errorResponse) } },
};
export const rateHeaders = {
  RateLimit: { schema: { type: "string" }, description: 'IETF draft, e.g. "ask";r=29;t=60' },
  "RateLimit-Policy": { schema: { type: "string" }, description: '"ask";q=30;w=60' },
};
export const oauthError = json(
  {
    type: "object",
    properties: { error: { type: "string" }, error_description: { type: "string" } },
    required: ["error"],
  },
  "OAuth error (RFC 6749 §5.2)",
);
