// Client ID Metadata Documents: the SSRF-safe fetch (address classes, pinning, redirects, size, time) and redirect
// URI matching, against real loopback HTTP servers.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDocumentUrl, fetchClientMetadataDocument, MetadataDocumentError } from "@/lib/oauth/cimd";
import { classifyAddress, mayConnect } from "@/lib/oauth/net";
import { redirectUriMatches } from "@/lib/oauth/redirect";

let server: http.Server;
let base = "";
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    const self = `${base}${req.url}`;
    const doc = { client_id: self, client_name: "Loopback tool", redirect_uris: ["http://127.0.0.1/callback"] };
    switch (req.url) {
      case "/ok.json":
        res.writeHead(200, { "content-type": "application/json", "cache-control": "max-age=120" });
        return res.end(JSON.stringify(doc));
      case "/big.json":
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(JSON.stringify({ ...doc, padding: "x".repeat(20_000) }));
      case "/big-chunked.json":
        res.writeHead(200, { "content-type": "application/json" }); // no Content-Length: the cap applies while reading
        res.write(`{"client_id":${JSON.stringify(self)},"padding":"`);
        for (let i = 0; i < 40; i++) res.write("y".repeat(1000));
        return res.end('"}');
      case "/slow.json":
        setTimeout(() => {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify(doc));
        }, 1500);
        return;
      case "/redirect.json":
        res.writeHead(302, { location: `${base}/ok.json` });
        return res.end();
      case "/wrong-id.json":
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(JSON.stringify({ ...doc, client_id: `${base}/other.json` }));
      case "/secret.json":
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(JSON.stringify({ ...doc, client_secret: "s3cret" }));
      case "/html.json":
        res.writeHead(200, { "content-type": "text/html" });
        return res.end("<html></html>");
      case "/no-redirects.json":
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(JSON.stringify({ client_id: self }));
      default:
        res.writeHead(404);
        res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const loopback = { allowLoopback: true };
const refusal = (p: Promise<unknown>, why: RegExp) => expect(p).rejects.toThrow(why);

describe("address classes", () => {
  it("only public unicast is reachable; loopback only when allowed", () => {
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:4700::1111"]) expect(classifyAddress(a), a).toBe("public");
    for (const a of ["127.0.0.1", "127.5.6.7", "::1", "::ffff:127.0.0.1"])
      expect(classifyAddress(a), a).toBe("loopback");
    for (const a of [
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254", // cloud metadata
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:10.0.0.1",
      "::ffff:a9fe:a9fe", // 169.254.169.254, hex-mapped
      "not-an-ip",
    ])
      expect(classifyAddress(a), a).toBe("private");
    expect(mayConnect("127.0.0.1", false)).toBe(false);
    expect(mayConnect("127.0.0.1", true)).toBe(true);
    expect(mayConnect("10.0.0.1", true)).toBe(false);
  });
});

describe("redirect URI matching", () => {
  const registered = [
    "https://app.example/cb",
    "http://127.0.0.1/callback",
    "http://localhost:8080/oauth?x=1",
    "com.example.app:/cb",
  ];
  it("matches exactly, and loopback URIs on any port (RFC 8252 §7.3)", () => {
    expect(redirectUriMatches("https://app.example/cb", registered)).toBe(true);
    expect(redirectUriMatches("com.example.app:/cb", registered)).toBe(true);
    expect(redirectUriMatches("http://127.0.0.1:53219/callback", registered)).toBe(true);
    expect(redirectUriMatches("http://localhost:1234/oauth?x=1", registered)).toBe(true);
  });
  it("refuses anything else: other paths, hosts, schemes, queries, userinfo tricks, https loopback with a port", () => {
    for (const uri of [
      "https://app.example/cb/",
      "https://app.example/cb?next=https://evil.example",
      "https://app.example.evil.example/cb",
      "https://evil.example/cb",
      "http://app.example/cb",
      "https://app.example:8443/cb",
      "http://127.0.0.1:5000/callback/../evil",
      "http://127.0.0.1:5000/other",
      "http://127.0.0.1:5000@evil.example/callback",
      "http://127.0.0.1.evil.example:5000/callback",
      "http://localhost:1234/oauth?x=2",
      "http://[::1]:5000/callback",
      "com.example.app:/cb2",
    ])
      expect(redirectUriMatches(uri, registered), uri).toBe(false);
  });
});

describe("fetching a client metadata document", () => {
  it("fetches, validates and caches by max-age", async () => {
    const r = await fetchClientMetadataDocument(`${base}/ok.json`, loopback);
    expect(r.document.client_name).toBe("Loopback tool");
    expect(r.document.redirect_uris).toEqual(["http://127.0.0.1/callback"]);
    expect(r.maxAgeSeconds).toBe(120);
  });
  it("refuses loopback unless allowed, and private addresses always (also behind a DNS name)", async () => {
    await refusal(fetchClientMetadataDocument(`${base}/ok.json`, { allowLoopback: false }), /https/);
    await refusal(
      fetchClientMetadataDocument("https://127.0.0.1/client.json", { allowLoopback: false }),
      /non-public address/,
    );
    for (const ip of ["10.0.0.7", "169.254.169.254", "[fd00::1]", "[::ffff:192.168.0.1]"])
      await refusal(fetchClientMetadataDocument(`https://${ip}/client.json`, loopback), /non-public address/);
    const rebind = (address: string) => async () => [
      { address: "93.184.216.34", family: 4 },
      { address, family: 4 },
    ];
    await refusal(
      fetchClientMetadataDocument("https://tool.example/client.json", { ...loopback, resolve: rebind("192.168.10.1") }),
      /resolves to a non-public address \(192\.168\.10\.1\)/,
    );
    await refusal(
      fetchClientMetadataDocument("https://tool.example/client.json", {
        allowLoopback: false,
        resolve: rebind("127.0.0.1"),
      }),
      /non-public/,
    );
  });
  it("allows plain http only for loopback names, even when a name resolves to loopback", async () => {
    const port = new URL(base).port;
    const before = hits.length;
    await refusal(
      fetchClientMetadataDocument(`http://tool.example:${port}/ok.json`, {
        ...loopback,
        resolve: async () => [{ address: "127.0.0.1", family: 4 }],
      }),
      /https/,
    );
    expect(hits.length).toBe(before);
  });
  it("refuses documents that are too large, slow, redirecting, mis-typed or inconsistent", async () => {
    await refusal(fetchClientMetadataDocument(`${base}/big.json`, loopback), /larger than 16 KB/);
    await refusal(fetchClientMetadataDocument(`${base}/big-chunked.json`, loopback), /larger than 16 KB/);
    await refusal(fetchClientMetadataDocument(`${base}/slow.json`, { ...loopback, timeoutMs: 300 }), /within 0.3 s/);
    await refusal(fetchClientMetadataDocument(`${base}/redirect.json`, loopback), /redirect \(302\)/);
    await refusal(fetchClientMetadataDocument(`${base}/wrong-id.json`, loopback), /client_id is not exactly/);
    await refusal(fetchClientMetadataDocument(`${base}/secret.json`, loopback), /secret/);
    await refusal(fetchClientMetadataDocument(`${base}/html.json`, loopback), /application\/json/);
    await refusal(fetchClientMetadataDocument(`${base}/no-redirects.json`, loopback), /redirect_uris/);
    await refusal(fetchClientMetadataDocument(`${base}/missing.json`, loopback), /HTTP 404/);
  });
  it("checks the URL itself before any network access", () => {
    for (const [url, why] of [
      ["https://app.example/", /path/],
      ["https://app.example", /path/],
      ["https://user:pw@app.example/c.json", /credentials/],
      ["https://app.example/c.json#x", /fragment/],
      ["https://app.example/a/../c.json", /dot segments|path/],
      ["ftp://app.example/c.json", /https/],
      [`https://app.example/${"x".repeat(2100)}`, /2,000/],
    ] as const)
      expect(() => checkDocumentUrl(url, false), url).toThrow(why);
    expect(() => checkDocumentUrl("https://app.example/c.json", false)).not.toThrow();
    expect(new MetadataDocumentError("x")).toBeInstanceOf(Error);
  });
});
