import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getViewer } from "@/lib/auth/session";
import {
  AUTHORIZE_PARAMS,
  CHOOSE_SCOPES_FIELD,
  authorizeQuery,
  consentToken,
  grantField,
  validateAuthorizationRequest,
} from "@/lib/oauth/authorize";
import { describeRedirect } from "@/lib/services/oauth-consent";
import { SCOPES } from "@/lib/oauth/scopes";
import { getAccount } from "@/lib/services/accounts";
import { switchAccountAction } from "./actions";
import styles from "./consent.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Connect an app", robots: { index: false } };

// The consent page of the authorization code flow (GET /api/auth/authorize sends the browser here). It validates
// the request again (it can be opened directly), sends signed-out learners to sign in and back, and posts the
// decision to /api/auth/authorize. What is verified (the host of a metadata document) is shown prominently; what the
// app says about itself (its name) in normal type, marked as not verified. The learner may untick scopes.
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
  const here = `/oauth/authorize?${authorizeQuery(a.params)}`;
  const viewer = await getViewer();
  if (!viewer) redirect(`/signin?next=${encodeURIComponent(here)}`);
  const account = await getAccount(viewer.userId);
  if (!account) redirect(`/signin?next=${encodeURIComponent(here)}`);
  const verifiedHost = a.client.viaDocument ? new URL(a.client.clientId).host : null;
  const selfName = a.client.name?.trim() || null;
  const back = describeRedirect(a.redirectUri);
  return (
    <div className={styles.page}>
      <h1>Connect an app to your account?</h1>
      <p className={styles.lead}>
        An app wants to use JavaSpring Learn for you. Check who it is and choose what it may do.
      </p>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="who">
          <h2 id="who">Who is asking</h2>
          {verifiedHost ? (
            <>
              <p className={styles.fact}>Published by {verifiedHost}</p>
              <p className={styles.small}>
                Verified: its description is published at <code>{a.client.clientId}</code>.
                {selfName ? <> It calls itself “{selfName}”.</> : null}
              </p>
            </>
          ) : (
            <>
              <p className={styles.fact}>An app that registered itself{selfName ? " as:" : " without a name"}</p>
              {selfName ? <p>“{selfName}”</p> : null}
              <p className={styles.warning} role="note">
                <strong>Not verified.</strong> Any app can register under any name. Only continue if you just started
                this from an app you trust.
              </p>
            </>
          )}
          <h2>After you decide</h2>
          <p>
            You go <strong>{back.words}</strong> <span className="muted">({back.detail})</span>.
          </p>
          <h2>Signed in as</h2>
          <div className={styles.identity}>
            <strong>{account.email ?? account.handle}</strong>
            <form action={switchAccountAction}>
              <input type="hidden" name="next" value={here} />
              <button type="submit" className={styles.linkButton}>
                Not you? Switch account
              </button>
            </form>
          </div>
        </section>
        <section className={styles.panel} aria-labelledby="what">
          <form method="post" action="/api/auth/authorize">
            {AUTHORIZE_PARAMS.filter((k) => a.params[k] !== undefined).map((k) => (
              <input key={k} type="hidden" name={k} value={a.params[k]} />
            ))}
            <input type="hidden" name="consent_token" value={consentToken(viewer.userId, a.params)} />
            <input type="hidden" name={CHOOSE_SCOPES_FIELD} value="1" />
            <fieldset className={styles.scopes}>
              <legend id="what">What it may do (untick what you do not want to allow)</legend>
              {a.scopes.map((s) => (
                <label key={s} className={styles.scope}>
                  <input type="checkbox" name={grantField(s)} value="on" defaultChecked />
                  <span>
                    <strong>{s}</strong>: {SCOPES[s]}
                  </span>
                </label>
              ))}
            </fieldset>
            <div className={styles.actions}>
              <button type="submit" name="decision" value="allow">
                Allow
              </button>
              <button type="submit" name="decision" value="deny" className="secondary">
                Deny
              </button>
            </div>
          </form>
          <p className={`muted ${styles.small}`}>
            You can disconnect it at any time on your <Link href="/account#apps">account page</Link>; its tokens stop
            working at once.
          </p>
        </section>
      </div>
    </div>
  );
}
