// On a self-hosted `next start`, copy each request's socket address into a header that clients cannot forge
// (any incoming value is overwritten), for per-address rate limits. Vercel supplies its own trusted header.
import http from "node:http";
import { PEER_HEADER } from "@/lib/http/client-ip";

const proto = http.Server.prototype as unknown as { emit: (event: string, ...args: unknown[]) => boolean; __peerPatched?: boolean };
if (!process.env.VERCEL && !proto.__peerPatched) {
  const emit = proto.emit;
  proto.emit = function (this: unknown, event: string, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? "unknown";
    }
    return emit.call(this, event, ...args);
  };
  proto.__peerPatched = true;
}
