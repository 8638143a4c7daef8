// A small HTTP client for the fault and concurrency tests: node:http with a per-request timeout (a hang is a failure,
// not a stuck test) and a fresh loopback source address per request, so that the per-address limit of the auth
// endpoints (60/min, kept in the shared Redis) is not used up by this suite or by other runs on the machine.
import http from "node:http";

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let n = 0;
/** 127.240.x.y and up: loopback addresses (all of 127/8 on Linux) that the fuzz suite (127.100+) does not use. */
export function freshAddress(): string {
  n++;
  return `127.${240 + (process.pid % 10)}.${1 + (Math.floor(n / 254) % 254)}.${1 + (n % 254)}`;
}

export function request(
  base: string,
  path: string,
  opts: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Record<string, unknown>;
    form?: Record<string, string>;
    timeoutMs?: number;
    from?: string;
  } = {},
): Promise<Reply> {
  const url = new URL(path, base);
  const headers: Record<string, string> = { ...opts.headers };
  let body: Buffer | undefined;
  if (opts.form) {
    body = Buffer.from(new URLSearchParams(opts.form).toString());
    headers["content-type"] ??= "application/x-www-form-urlencoded";
  } else if (opts.body !== undefined) {
    body = Buffer.from(typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body));
    headers["content-type"] ??= "application/json";
  }
  if (body) headers["content-length"] = String(body.byteLength);
  const timeoutMs = opts.timeoutMs ?? 15_000;
  return new Promise((resolve, reject) => {
    const t = Date.now();
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: opts.method ?? (body ? "POST" : "GET"),
        headers,
        agent: false,
        localAddress: opts.from ?? freshAddress(),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("end", () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            ms: Date.now() - t,
            json: () => JSON.parse(text),
          });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`hang: ${opts.method ?? "GET"} ${path} did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    if (body) req.write(body);
    req.end();
  });
}

/** The REST error body, checked: {error:{code,message,hint?}}. */
export function restError(r: Reply): { code: string; message: string; hint?: string } {
  const body = r.json();
  if (typeof body?.error?.code !== "string" || typeof body?.error?.message !== "string")
    throw new Error(`not the REST error shape (${r.status}): ${r.text.slice(0, 300)}`);
  return body.error;
}

/** Polls until `check` passes or `ms` elapse; returns how long it took. */
export async function eventually(
  what: string,
  check: () => Promise<boolean>,
  ms = 30_000,
  every = 250,
): Promise<number> {
  const t = Date.now();
  let last: unknown;
  while (Date.now() - t < ms) {
    try {
      if (await check()) return Date.now() - t;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, every));
  }
  throw new Error(`${what}: not within ${ms} ms${last ? ` (last error: ${String(last)})` : ""}`);
}
