// Runs once when the server starts. On a self-hosted `next start`, copy each request's socket address into a
// header that clients cannot forge (any incoming value is overwritten), for per-address rate limits.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.VERCEL) return;
  const http = await import("node:http");
  const { PEER_HEADER } = await import("@/lib/http/client-ip");
  const proto = http.Server.prototype as unknown as { emit: (event: string, ...args: unknown[]) => boolean; __peerPatched?: boolean };
  if (proto.__peerPatched) return;
  const emit = proto.emit;
  proto.emit = function (this: unknown, event: string, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as import("node:http").IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? "unknown";
    }
    return emit.call(this, event, ...args);
  };
  proto.__peerPatched = true;
}
