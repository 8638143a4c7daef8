// On a self-hosted `next start`, before Next sees a request:
// 1. copy the socket address into a header that clients cannot forge (any incoming value is overwritten), for
//    per-address rate limits (Vercel supplies its own trusted header);
// 2. answer methods Next does not handle (TRACE, CONNECT, extension methods) with 405 in the error shape —
//    Next itself throws on them and answers 500 or an empty 400.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { env } from "@/lib/env";
import { PEER_HEADER } from "@/lib/http/client-ip";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function refuseMethod(req: http.IncomingMessage, res: http.ServerResponse): void {
  const body = JSON.stringify({
    error: {
      code: "METHOD_NOT_ALLOWED",
      message: `The ${String(req.method).slice(0, 20)} method is not supported.`,
      hint: "Use GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS.",
    },
  });
  req.resume();
  res.writeHead(405, {
    "Content-Type": "application/json",
    Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "X-Request-Id": randomUUID(),
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
