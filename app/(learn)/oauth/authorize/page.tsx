import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getViewer } from "@/lib/auth/session";
import { AUTHORIZE_PARAMS, authorizeQuery, consentToken, validateAuthorizationRequest } from "@/lib/oauth/authorize";
import { destinationHost } from "@/lib/services/oauth-consent";
import { SCOPES } from "@/lib/oauth/scopes";
import { getAccount } from "@/lib/services/accounts";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Connect an app", robots: { index: false } };

// The consent page of the authorization code flow (GET /api/auth/authorize sends the browser here). It validates
// the request again (it can be opened directly), sends signed-out learners to sign in and back, and posts the
// decision to /api/auth/authorize.
export default async function ConsentPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const sp = await searchParams;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(sp))
    for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) query.append(k, one);
  const outcome = await validateAuthorizationRequest(query);
  if (outcome.kind !== "ok")
    return (
      <div style={{ maxWidth: "40rem" }}>
        <h1>This app cannot be connected</h1>
        <p className="notice error" role="alert">
          {outcome.kind === "untrusted" ? outcome.message : outcome.description}
        </p>
        <p>Start again from the app, or tell its developer about the message above.</p>
      </div>
    );
  const a = outcome.request;
  const viewer = await getViewer();
  if (!viewer) redirect(`/signin?next=${encodeURIComponent(`/oauth/authorize?${authorizeQuery(a.params)}`)}`);
  const account = await getAccount(viewer!.userId);
  if (!account) redirect(`/signin?next=${encodeURIComponent(`/oauth/authorize?${authorizeQuery(a.params)}`)}`);
  const name = a.client.name ?? (a.client.viaDocument ? new URL(a.client.clientId).host : "An unnamed app");
  return (
    <div style={{ maxWidth: "40rem" }}>
      <h1>Connect {name} to your account?</h1>
      <p>
        <strong>{name}</strong> wants to use JavaSpring Learn as <strong>{account!.email ?? account!.handle}</strong>.
      </p>
      <dl>
        <dt>Who is asking</dt>
        <dd>
          {a.client.viaDocument ? (
            <>
              Identified by its published metadata at <code>{new URL(a.client.clientId).host}</code>
            </>
          ) : (
            <>The app registered itself under this name; the name is not verified.</>
          )}{" "}
          (client ID <code style={{ wordBreak: "break-all" }}>{a.client.clientId}</code>)
        </dd>
        <dt>Where you go next</dt>
        <dd>
          <code>{destinationHost(a.redirectUri)}</code>
        </dd>
        <dt>What it may do</dt>
        <dd>
          <ul>
            {a.scopes.map((s) => (
              <li key={s}>
                <strong>{s}</strong>: {SCOPES[s]}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <p className="muted">
        You can disconnect it at any time on your <Link href="/account#apps">account page</Link>; its tokens stop
        working at once.
      </p>
      <form method="post" action="/api/auth/authorize" className="row">
        {AUTHORIZE_PARAMS.filter((k) => a.params[k] !== undefined).map((k) => (
          <input key={k} type="hidden" name={k} value={a.params[k]} />
        ))}
        <input type="hidden" name="consent_token" value={consentToken(viewer!.userId, a.params)} />
        <button type="submit" name="decision" value="allow">
          Allow
        </button>
        <button type="submit" name="decision" value="deny" className="secondary">
          Deny
        </button>
      </form>
    </div>
  );
}
