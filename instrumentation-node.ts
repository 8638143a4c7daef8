// On a self-hosted `next start`, before Next sees a request:
// 0. mint the request's one id (lib/request-id.ts), overwriting any value a client sent;
// 1. copy the socket address into a header that clients cannot forge (any incoming value is overwritten), for
//    per-address rate limits (Vercel supplies its own trusted header);
// 2. answer methods Next does not handle (TRACE, CONNECT, extension methods) with 405 in the error shape —
//    Next itself throws on them and answers 500 or an empty 400.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { PEER_HEADER } from "@/lib/http/client-ip";
import { REQUEST_ID_HEADER } from "@/lib/request-id";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function refuseMethod(req: http.IncomingMessage, res: http.ServerResponse): void {
  const body = JSON.stringify(
    new AppError(
      "METHOD_NOT_ALLOWED",
      `The ${String(req.method).slice(0, 20)} method is not supported.`,
      "Use GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS.",
    ).toBody(),
  );
  req.resume();
  res.writeHead(405, {
    "Content-Type": "application/json",
    Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "X-Request-Id": String(req.headers[REQUEST_ID_HEADER]),
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(body);
}

const proto = http.Server.prototype as unknown as {
  emit: (event: string, ...args: unknown[]) => boolean;
  __learnPatched?: boolean;
};
if (!env.VERCEL && !proto.__learnPatched) {
  const emit = proto.emit;
  proto.emit = function (this: unknown, event: string, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      req.headers[REQUEST_ID_HEADER] = randomUUID();
      if (!METHODS.has(req.method ?? "")) {
        refuseMethod(req, args[1] as http.ServerResponse);
        return true;
      }
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? "unknown";
    }
    return emit.call(this, event, ...args);
  };
  proto.__learnPatched = true;
}
