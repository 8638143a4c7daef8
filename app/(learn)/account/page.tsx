import type { Metadata } from "next";
import Link from "next/link";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getViewer } from "@/lib/auth/session";
import { listConnectedApps } from "@/lib/services/oauth-consent";
import { SCOPES } from "@/lib/oauth/scopes";
import { getAccount, listTokens } from "@/lib/services/accounts";
import { listProgress } from "@/lib/services/progress";
import {
  createTokenAction,
  disconnectAppAction,
  revokeTokenAction,
  saveSettingsAction,
  signOutAction,
} from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your account" };

const fmt = (d: Date) =>
  d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const sp = await searchParams;
  const viewer = await getViewer();
  if (!viewer) redirect("/signin?next=/account");
  const [account, tokens, progress, apps] = await Promise.all([
    getAccount(viewer.userId),
    listTokens(viewer.userId),
    listProgress(viewer.userId),
    listConnectedApps(viewer.userId),
  ]);
  if (!account) redirect("/signin?next=/account");
  const newToken = sp.created ? (await cookies()).get("new-token")?.value : undefined;
  const now = Date.now();
  return (
    <>
      <h1>Hello, {account.firstName}</h1>
      <p className="row">
        <span className="muted">Signed in as {account.email ?? account.handle}</span>
        <span className={`badge ${account.isPro ? "pro" : "free"}`}>{account.isPro ? "Pro" : "Free plan"}</span>
        <Link href={`/u/${account.handle}`}>Your public profile</Link>
      </p>
      <form action={signOutAction}>
        <button type="submit" className="secondary">
          Sign out
        </button>
      </form>
      {sp.welcome ? (
        <p className="notice" role="status">
          Welcome! Your account is ready. Pick a <Link href="/courses">course</Link> to start.
        </p>
      ) : null}
      {sp.error ? (
        <p className="notice error" role="alert">
          {sp.error}
        </p>
      ) : null}
      {sp.saved ? (
        <p className="notice" role="status">
          Settings saved.
        </p>
      ) : null}
      {sp.revoked ? (
        <p className="notice" role="status">
          Token revoked. It stopped working immediately.
        </p>
      ) : null}

      <section aria-labelledby="progress-h">
        <h2 id="progress-h">Your courses</h2>
        {progress.courses.length ? (
          <ul>
            {progress.courses.map((p) => (
              <li key={p.course.slug}>
                <Link href={`/courses/${p.course.slug}`}>{p.course.title}</Link> –{" "}
                {p.completed ? "completed ✓" : `${p.completedLessons.length} of ${p.totalLessons} lessons`}
                {p.next ? (
                  <>
                    {" "}
                    · <Link href={`/courses/${p.course.slug}/${p.next.slug}`}>continue: {p.next.title}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">
            You have not started a course yet. <Link href="/courses">Browse the catalogue</Link>.
          </p>
        )}
      </section>

      <section aria-labelledby="settings-h">
        <h2 id="settings-h">Profile and privacy</h2>
        <form action={saveSettingsAction} className="stack" style={{ maxWidth: "36rem" }}>
          <div className="row" style={{ alignItems: "stretch" }}>
            <div style={{ flex: "1 1 12rem" }}>
              <label htmlFor="firstName">First name</label>
              <input
                id="firstName"
                name="firstName"
                type="text"
                required
                maxLength={60}
                defaultValue={account.firstName}
              />
            </div>
            <div style={{ flex: "1 1 12rem" }}>
              <label htmlFor="lastName">Last name</label>
              <input
                id="lastName"
                name="lastName"
                type="text"
                required
                maxLength={60}
                defaultValue={account.lastName}
              />
            </div>
          </div>
          <div>
            <label htmlFor="handle">Profile handle</label>
            <input
              id="handle"
              name="handle"
              type="text"
              required
              minLength={3}
              maxLength={80}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              defaultValue={account.handle}
              aria-describedby="handle-help"
            />
            <small id="handle-help" className="muted">
              Lower-case letters, digits and dashes; your profile lives at /u/{account.handle}.
            </small>
          </div>
          <div>
            <label htmlFor="bio">Bio</label>
            <textarea id="bio" name="bio" rows={3} maxLength={500} defaultValue={account.bio ?? ""} />
          </div>
          <fieldset>
            <legend>What others can see</legend>
            <div>
              <input id="profilePublic" name="profilePublic" type="checkbox" defaultChecked={account.profilePublic} />{" "}
              <label htmlFor="profilePublic" style={{ display: "inline", fontWeight: 400 }}>
                My profile is public
              </label>
            </div>
            <div>
              <input
                id="showCompletions"
                name="showCompletions"
                type="checkbox"
                defaultChecked={account.showCompletions}
              />{" "}
              <label htmlFor="showCompletions" style={{ display: "inline", fontWeight: 400 }}>
                Show my completed courses
              </label>
            </div>
            <div>
              <input id="showSkills" name="showSkills" type="checkbox" defaultChecked={account.showSkills} />{" "}
              <label htmlFor="showSkills" style={{ display: "inline", fontWeight: 400 }}>
                Show my skills
              </label>
            </div>
          </fieldset>
          <div>
            <button type="submit">Save settings</button>
          </div>
        </form>
      </section>

      <section aria-labelledby="apps">
        <h2 id="apps">Connected apps</h2>
        <p className="muted">
          Apps you allowed to act for you (for example an AI assistant over MCP). Disconnecting one stops its access and
          refresh tokens at once; it has to ask you again.
        </p>
        {sp.disconnected ? (
          <p className="notice" role="status">
            App disconnected. Its tokens stopped working immediately.
          </p>
        ) : null}
        {apps.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">App</th>
                <th scope="col">Scopes</th>
                <th scope="col">Connected</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {apps.map((app) => {
                const name = app.clientName ?? (app.fromMetadataDocument ? new URL(app.clientId).host : "Unnamed app");
                return (
                  <tr key={app.clientId}>
                    <td>
                      {name}
                      <br />
                      <small className="muted" style={{ wordBreak: "break-all" }}>
                        {app.clientId}
                      </small>
                    </td>
                    <td>{app.scopes.join(" ")}</td>
                    <td>{fmt(app.connectedAt)}</td>
                    <td>{app.lastUsedAt ? fmt(app.lastUsedAt) : "–"}</td>
                    <td>
                      <form action={disconnectAppAction}>
                        <input type="hidden" name="clientId" value={app.clientId} />
                        <button type="submit" className="secondary" aria-label={`Disconnect ${name}`}>
                          Disconnect
                        </button>
                      </form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <p className="muted">No connected apps.</p>
        )}
      </section>

      <section aria-labelledby="tokens">
        <h2 id="tokens">Agent tokens</h2>
        <p className="muted">
          Tokens let your AI agents and scripts use the API as you (for example <code>POST /api/java/analyze</code>).
          Revoking one stops it at once; your other tokens keep working.
        </p>
        {newToken ? (
          <div className="notice" role="status">
            <p>
              <strong>Your new token</strong> (copy it now; it is not shown again):
            </p>
            <pre tabIndex={0} style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
              <code>{newToken}</code>
            </pre>
          </div>
        ) : null}
        <form action={createTokenAction} className="row" style={{ alignItems: "flex-end" }}>
          <div style={{ flex: "1 1 14rem" }}>
            <label htmlFor="label">Token name</label>
            <input id="label" name="label" type="text" required maxLength={80} placeholder="e.g. My coding agent" />
          </div>
          <fieldset className="row">
            <legend className="visually-hidden">Scopes</legend>
            {Object.entries(SCOPES).map(([s, d]) => (
              <span key={s}>
                <input id={`scope-${s}`} type="checkbox" name="scopes" value={s} defaultChecked={s !== "progress"} />{" "}
                <label htmlFor={`scope-${s}`} style={{ display: "inline", fontWeight: 400 }} title={d}>
                  {s}
                </label>
              </span>
            ))}
          </fieldset>
          <button type="submit">Create token</button>
        </form>
        {tokens.length ? (
          <table style={{ marginTop: "1rem" }}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Scopes</th>
                <th scope="col">Created</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((t) => {
                const status = t.revokedAt
                  ? "revoked"
                  : t.expiresAt.getTime() < now
                    ? "expired"
                    : `active until ${fmt(t.expiresAt)}`;
                return (
                  <tr key={t.id}>
                    <td>{t.label ?? t.client?.clientName ?? t.client?.clientId ?? "Agent token"}</td>
                    <td>{t.scope}</td>
                    <td>{fmt(t.createdAt)}</td>
                    <td>{status}</td>
                    <td>
                      {!t.revokedAt && t.expiresAt.getTime() >= now ? (
                        <form action={revokeTokenAction}>
                          <input type="hidden" name="id" value={t.id} />
                          <button type="submit" className="secondary" aria-label={`Revoke ${t.label ?? "token"}`}>
                            Revoke
                          </button>
                        </form>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <p className="muted">No tokens yet.</p>
        )}
      </section>
    </>
  );
}
