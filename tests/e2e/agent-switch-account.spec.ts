// Issue 32: "Not you? Switch account" on the consent page. A learner reaches an app's consent page signed in as
// someone else (a shared computer); the link signs them out and opens sign-in with `next` still pointing at the same
// consent page, and after signing in as the right learner the consent page names that learner.
import { createHash, randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";

const PASSWORD = "a very good password";

async function register(request: APIRequestContext, firstName: string): Promise<string> {
  const email = `e2e-switch-${firstName.toLowerCase()}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;
  const res = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD, firstName, lastName: "Switch" },
  });
  expect(res.status()).toBe(201);
  return email;
}

/** The consent page's query as a plain object, whatever order the parameters come in. */
const paramsOf = (url: URL) => Object.fromEntries([...url.searchParams].sort(([a], [b]) => a.localeCompare(b)));

test("switch account signs out, keeps next, and the consent page then shows the other learner", async ({
  page,
  request,
  baseURL,
}) => {
  const first = await register(request, "Ada");
  const second = await register(request, "Grace");
  const reg = await request.post("/api/auth/register", {
    data: {
      client_name: "Shared Laptop Agent",
      redirect_uris: ["http://127.0.0.1/callback"],
      token_endpoint_auth_method: "none",
    },
  });
  expect(reg.status()).toBe(201);
  const { client_id } = await reg.json();

  const url = new URL("/api/auth/authorize", baseURL);
  for (const [k, v] of Object.entries({
    response_type: "code",
    client_id,
    redirect_uri: "http://127.0.0.1:49152/callback",
    scope: "read",
    state: randomBytes(8).toString("hex"),
    code_challenge: createHash("sha256").update(randomBytes(32).toString("base64url")).digest("base64url"),
    code_challenge_method: "S256",
    resource: new URL(baseURL!).origin,
  }))
    url.searchParams.set(k, v);

  // Signed in as the first learner, on the consent page.
  await page.goto(url.toString());
  await expect(page).toHaveURL(/\/signin\?next=/);
  await page.getByLabel("Email").fill(first);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Connect an app to your account?" })).toBeVisible();
  await expect(page.getByText(first, { exact: true })).toBeVisible();
  const consentPage = new URL(page.url());
  expect(consentPage.pathname).toBe("/oauth/authorize");

  // Switch account: signed out, on sign-in, with next = this consent page.
  await page.getByRole("button", { name: "Not you? Switch account" }).click();
  await expect(page).toHaveURL(/\/signin\?next=/);
  const next = new URL(new URL(page.url()).searchParams.get("next")!, baseURL);
  expect(next.origin).toBe(new URL(baseURL!).origin);
  expect(next.pathname).toBe(consentPage.pathname);
  expect(paramsOf(next)).toEqual(paramsOf(consentPage));
  const session = async () =>
    (await page.context().cookies()).some((c) => c.name.endsWith("next-auth.session-token") && c.value !== "");
  expect(await session()).toBe(false); // the session is gone, not just hidden

  // Signing in as the second learner goes straight back to the same consent page, now naming them.
  await page.getByLabel("Email").fill(second);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Connect an app to your account?" })).toBeVisible();
  expect(paramsOf(new URL(page.url()))).toEqual(paramsOf(consentPage));
  await expect(page.getByText(second, { exact: true })).toBeVisible();
  await expect(page.getByText(first, { exact: true })).toHaveCount(0);
  expect(await session()).toBe(true);
});
