// The Studio BFF contract (@prisma/studio-core/data/bff): what the embedded Studio POSTs to /api/studio.
import { z } from "zod";

const MAX_SQL = 100_000;

export const studioQuery = z.object({
  sql: z.string().min(1).max(MAX_SQL),
  parameters: z.array(z.unknown()).max(10_000).default([]),
  transformations: z.record(z.string(), z.literal("json-parse")).optional(),
});
export type StudioQueryInput = z.infer<typeof studioQuery>;

const customPayload = z.record(z.string(), z.unknown()).optional();

export const studioRequest = z.discriminatedUnion("procedure", [
  z.object({
    procedure: z.literal("query"),
    query: studioQuery,
    schema: z.string().max(100).optional(),
    customPayload,
  }),
  z.object({ procedure: z.literal("sequence"), sequence: z.tuple([studioQuery, studioQuery]), customPayload }),
  z.object({ procedure: z.literal("transaction"), queries: z.array(studioQuery).min(1).max(500), customPayload }),
  z.object({
    procedure: z.literal("sql-lint"),
    sql: z.string().max(MAX_SQL),
    schema: z.string().max(100).optional(),
    schemaVersion: z.string().max(200).optional(),
    customPayload,
  }),
  z.object({
    procedure: z.literal("query-insights"),
    limit: z.number().optional(),
    since: z.number().optional(),
    customPayload,
  }),
]);
export type StudioRequest = z.infer<typeof studioRequest>;

/** Max request body: an inserted lesson is Markdown of a few hundred KB at most. */
export const STUDIO_MAX_BODY = 1024 * 1024;
