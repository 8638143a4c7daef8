// Partial consent at the service level, on a real Postgres (PGlite): the learner unticks scopes on the consent page;
// the code carries only the ticked ones, the token response's `scope` says so, the token is limited to them, and
// the connected-apps list shows them. Unticking everything is access_denied; a ticked scope that was not requested
// is ignored.
import { createHash, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { appOrigin } from "@/lib/env";
import {
  CHOOSE_SCOPES_FIELD,
  chosenScopes,
  consentToken,
  grantField,
  validateAuthorizationRequest,
} from "@/lib/oauth/authorize";
import { registerClient } from "@/lib/oauth/clients";
import { verifyAccessToken } from "@/lib/oauth/tokens";
import { signUp } from "@/lib/services/accounts";
import { decideAuthorization, describeRedirect, listConnectedApps } from "@/lib/services/oauth-consent";
import { tokenEndpoint } from "@/lib/services/oauth-token";
import { useTestDatabase } from "../helpers/db";

useTestDatabase();
const REDIRECT = "http://127.0.0.1:5555/cb";
const verifier = "p".repeat(43) + randomUUID().replace(/-/g, "");
const challenge = createHash("sha256").update(verifier).digest("base64url");

async function consentForm(scope: string) {
  const user = await signUp({
    email: `partial-${randomUUID()}@example.com`,
    password: "a long enough password",
    firstName: "Par",
    lastName: "Tial",
  });
  const client = await registerClient({ client_name: "Partial client", redirect_uris: ["http://127.0.0.1/cb"] });
  const params = {
    response_type: "code",
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: "S256",
    scope,
    state: "st",
  };
  const outcome = await validateAuthorizationRequest(new URLSearchParams(params));
  if (outcome.kind !== "ok") throw new Error(JSON.stringify(outcome));
  const form = {
    ...outcome.request.params,
    consent_token: consentToken(user.id, outcome.request.params),
    [CHOOSE_SCOPES_FIELD]: "1",
    decision: "allow",
  };
  const decide = (fields: Record<string, string>) =>
    decideAuthorization({ ...form, ...fields }, { origin: appOrigin(), viewer: { userId: user.id } });
  return { user, client, decide };
}

/** Where the decision sends the browser: back to the client (with a code or an error). */
function target(step: Awaited<ReturnType<typeof decideAuthorization>>): URL {
  if (step.kind !== "to-client") throw new Error(JSON.stringify(step));
  return new URL(step.location);
}

describe("partial consent", () => {
  it("chosenScopes keeps the ticked requested scopes in order; without the marker it grants the request", () => {
    const requested = ["read", "analyze", "progress"] as const;
    const form = { [CHOOSE_SCOPES_FIELD]: "1", grant_progress: "on", grant_read: "on", grant_practice: "on" };
    expect(chosenScopes(form, requested)).toEqual(["read", "progress"]);
    expect(chosenScopes({ ...form, grant_read: "" }, requested)).toEqual(["progress"]);
    expect(chosenScopes({ grant_read: "on" }, requested)).toEqual([...requested]);
    expect(grantField("analyze")).toBe("grant_analyze");
  });

  it("the code and the tokens carry only the ticked scopes; /account lists them", async () => {
    const { user, client, decide } = await consentForm("read analyze progress");
    const back = target(await decide({ grant_analyze: "on" }));
    expect(back.searchParams.get("error")).toBeNull();
    const code = back.searchParams.get("code")!;
    const body = await tokenEndpoint(
      {
        grant_type: "authorization_code",
        code,
        redirect_uri: REDIRECT,
        client_id: client.client_id,
        code_verifier: verifier,
      },
      { authorization: null, origin: null, session: async () => null },
    );
    expect(body?.scope).toBe("analyze");
    const auth = await verifyAccessToken(body!.access_token);
    expect(auth.ok && auth.principal.scopes).toEqual(["analyze"]);
    // A refresh cannot widen the grant back to what was asked for.
    await expect(
      tokenEndpoint(
        {
          grant_type: "refresh_token",
          refresh_token: body!.refresh_token!,
          client_id: client.client_id,
          scope: "analyze progress",
        },
        { authorization: null, origin: null, session: async () => null },
      ),
    ).rejects.toMatchObject({ error: "invalid_scope" });
    const apps = await listConnectedApps(user.id);
    expect(apps.find((a) => a.clientId === client.client_id)?.scopes).toEqual(["analyze"]);
  });

  it("allow with nothing ticked is access_denied, and no code is issued", async () => {
    const { decide } = await consentForm("read progress");
    const back = target(await decide({}));
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("error_description")).toMatch(/none of the scopes/);
    expect(back.searchParams.get("code")).toBeNull();
    expect(back.searchParams.get("state")).toBe("st");
  });

  it("a ticked scope that was not requested is not granted", async () => {
    const { decide } = await consentForm("analyze");
    const back = target(await decide({ grant_analyze: "on", grant_progress: "on", grant_read: "on" }));
    expect(back.searchParams.get("code")).toMatch(/^ac_/);
  });
});

describe("the redirect in words", () => {
  it("loopback is the app on this computer; https names the site; a custom scheme is an installed app", () => {
    expect(describeRedirect("http://127.0.0.1:44319/cb").words).toBe("back to the app on this computer");
    expect(describeRedirect("http://[::1]:8080/cb").words).toBe("back to the app on this computer");
    expect(describeRedirect("http://localhost:3000/cb").words).toBe("back to the app on this computer");
    expect(describeRedirect("https://tool.example/cb").words).toBe("back to the website tool.example");
    expect(describeRedirect("com.example.app:/cb").words).toBe("back to the app installed on this device");
  });
});
