// MCP protocol constants and JSON-RPC 2.0 building blocks. Types, error codes and the default version come from the
// official SDK; the list of versions we serve is ours, because each one is a promise about transport behaviour.
import { DEFAULT_NEGOTIATED_PROTOCOL_VERSION, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import pkg from "@/package.json";

/** Versions whose Streamable HTTP transport this server implements, newest first (2024-11-05 was HTTP+SSE). */
export const PROTOCOL_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26"] as const;
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];
export const LATEST_VERSION: ProtocolVersion = PROTOCOL_VERSIONS[0];
/** A request without MCP-Protocol-Version is taken as 2025-03-26 (transport spec, backwards compatibility). */
export const DEFAULT_VERSION = DEFAULT_NEGOTIATED_PROTOCOL_VERSION as ProtocolVersion;

export const isSupportedVersion = (v: string): v is ProtocolVersion =>
  (PROTOCOL_VERSIONS as readonly string[]).includes(v);

/** initialize: the client's version when we speak it, else our latest (the client then decides). */
export const negotiateVersion = (requested: string): ProtocolVersion =>
  isSupportedVersion(requested) ? requested : LATEST_VERSION;

export const SERVER_INFO = {
  name: "javaspring-learn",
  title: "Java & Spring Boot Learning Platform",
  version: pkg.version,
} as const;

export const SERVER_DESCRIPTION =
  "Courses, lessons and master programs for learning Java and Spring Boot; answers to Java questions grounded in the lessons; Java code review.";

export const INSTRUCTIONS = [
  "Tools for a Java and Spring Boot learning platform.",
  "Browse with list_courses → get_course → get_lesson; ask_question answers from the lessons with sources.",
  "analyze_java_code needs a bearer token with the analyze scope (OAuth metadata: /.well-known/oauth-protected-resource).",
].join(" ");

export const RPC = {
  PARSE_ERROR: ErrorCode.ParseError,
  INVALID_REQUEST: ErrorCode.InvalidRequest,
  METHOD_NOT_FOUND: ErrorCode.MethodNotFound,
  INVALID_PARAMS: ErrorCode.InvalidParams,
  INTERNAL_ERROR: ErrorCode.InternalError,
} as const;

/** JSON-RPC ids: MCP sends strings or integers; the service spec also allows null. Echoed back exactly. */
export type RpcId = string | number | null;

export interface RpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

export type RpcResponse =
  { jsonrpc: "2.0"; id: RpcId; result: Record<string, unknown> } | { jsonrpc: "2.0"; id: RpcId; error: RpcErrorObject };

/** A JSON-RPC error to answer inside a 200 (unknown method, bad params, internal). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "RpcError";
  }
}

export const rpcResult = (id: RpcId, result: Record<string, unknown>): RpcResponse => ({ jsonrpc: "2.0", id, result });

export const rpcError = (id: RpcId, e: RpcError): RpcResponse => ({
  jsonrpc: "2.0",
  id,
  error: { code: e.code, message: e.message, ...(e.data === undefined ? {} : { data: e.data }) },
});
