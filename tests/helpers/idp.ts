// A test identity provider on loopback: RS256 and ES256 keys served as a JWKS, plus a /sign endpoint the tests use
// to mint ID tokens (and deliberately bad ones). Started by scripts/test.ts (and playwright.config.ts) before the app.
import http from "node:http";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";

export interface TestIdp {
  url: string;
  issuer: string;
  audience: string;
  close(): Promise<void>;
}

export async function startTestIdp(port = 0, audience = "learn-platform-test"): Promise<TestIdp> {
  const rsa = await generateKeyPair("RS256", { extractable: true });
  const ec = await generateKeyPair("ES256", { extractable: true });
  const stranger = await generateKeyPair("RS256", { extractable: true }); // signs tokens whose key is NOT in the JWKS
  const jwk = async (k: CryptoKey, kid: string, alg: string): Promise<JWK> => ({
    ...(await exportJWK(k)),
    kid,
    alg,
    use: "sig",
  });
  const jwks = { keys: [await jwk(rsa.publicKey, "rsa-1", "RS256"), await jwk(ec.publicKey, "ec-1", "ES256")] };
  let issuer = "";
  const server = http.createServer(async (req, res) => {
    try {
      if (req.url === "/jwks.json") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(jwks));
        return;
      }
      if (req.url === "/public-rsa-pem") {
        // for the "HS256 signed with the RSA public key" confusion attack
        const { exportSPKI } = await import("jose");
        res.writeHead(200, { "content-type": "text/plain" }).end(await exportSPKI(rsa.publicKey));
        return;
      }
      if (req.method === "POST" && req.url?.startsWith("/sign")) {
        let body = "";
        for await (const c of req) body += c;
        const { claims = {}, alg = "RS256", key = "default", expiresIn = "5m", header = {} } = JSON.parse(body || "{}");
        const signingKey = key === "stranger" ? stranger.privateKey : alg === "ES256" ? ec.privateKey : rsa.privateKey;
        const kid = key === "stranger" ? "stranger-1" : alg === "ES256" ? "ec-1" : "rsa-1";
        let jwt = new SignJWT({ ...claims }).setProtectedHeader({ alg, kid, typ: "JWT", ...header }).setIssuedAt();
        if (!("iss" in claims)) jwt = jwt.setIssuer(issuer);
        if (!("aud" in claims)) jwt = jwt.setAudience(audience);
        if (expiresIn) jwt = jwt.setExpirationTime(expiresIn);
        res.writeHead(200, { "content-type": "text/plain" }).end(await jwt.sign(signingKey));
        return;
      }
      res.writeHead(404).end();
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  const addr = server.address() as { port: number };
  const url = `http://127.0.0.1:${addr.port}`;
  issuer = url;
  return { url, issuer, audience, close: () => new Promise((r) => server.close(() => r())) };
}
