// Editors in the embedded Prisma Studio (/studio), in Chromium: an edit made in Studio's grid reaches learners and
// agents (lesson page, course API, search, ask) without a restart; everyone else is kept out; hidden tables stay
// hidden. scripts/test.ts makes the seeded barbara@example.com an editor before the server starts.
import { expect, test, type Page } from "@playwright/test";

const EDITOR = "barbara@example.com";
const LEARNER = "linus@example.com";
const PASSWORD = "learn-java-2026";
const TITLE = "Your first Java program";

test.describe.configure({ mode: "serial" });

async function signIn(page: Page, email: string) {
  await page.goto("/signin?next=/studio");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => u.pathname === "/studio");
}

/** Studio's SQL request, as the page would send it (same origin, session cookie). */
function studioSql(page: Page, sql: string, origin: string) {
  return page.request.post("/api/studio", {
    headers: { origin },
    data: { procedure: "query", query: { sql, parameters: [] } },
  });
}

/** Edits the title cell that shows `from` in the Lesson grid and saves it. */
async function editTitle(page: Page, from: string, to: string, screenshot?: string) {
  await page.goto("/studio#schema=public&table=Lesson&view=table");
  const cell = page.getByText(from, { exact: true }).first();
  await cell.dblclick();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(to);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: /Save 1 row/ }).click();
  const confirm = page.getByRole("button", { name: "yes, write to db" });
  await expect(confirm).toBeVisible();
  if (screenshot) await page.screenshot({ path: screenshot });
  await confirm.click();
  await expect(page.getByRole("button", { name: /Save 1 row/ })).toHaveCount(0);
  await expect(page.getByText(to, { exact: true }).first()).toBeVisible();
}

test("an editor edits a lesson title in Studio; the lesson page, the course API, search and ask show it", async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = []; // Studio talks to our origin only (no telemetry, no CDN)
  page.on("request", (r) => {
    if (new URL(r.url()).origin !== new URL(baseURL!).origin && !r.url().startsWith("data:")) elsewhere.push(r.url());
  });
  await signIn(page, EDITOR);
  await expect(page.getByText("Prisma Studio").first()).toBeVisible();
  await expect(page.getByText("Lesson", { exact: true }).first()).toBeVisible();

  const word = `Quasar${Date.now().toString(36)}`;
  const edited = `${TITLE}: ${word} edition`;
  await editTitle(page, TITLE, edited, "test-results/studio-desktop.png");

  // learners: the lesson page
  await page.goto("/courses/java-fundamentals/hello-java");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(edited);
  // agents: the course API
  const course = await (await page.request.get("/api/courses/java-fundamentals")).json();
  const titles = course.sections.flatMap((s: { lessons: { title: string }[] }) => s.lessons.map((l) => l.title));
  expect(titles).toContain(edited);
  // search (the ask index)
  await page.goto(`/search?q=${word}`);
  await expect(page.getByText(edited).first()).toBeVisible();
  // ask
  const ask = await page.request.post("/api/ask", { data: { query: `${word} edition` } });
  expect(ask.status()).toBe(200);
  // a source names its lesson and the section the answer quotes
  const askTitles = ((await ask.json()).sources as { title: string }[]).map((s) => s.title);
  expect(
    askTitles.some((t) => t.startsWith(edited)),
    JSON.stringify(askTitles),
  ).toBe(true);

  // the audit log names the table, the row and the action
  await page.goto("/studio#schema=public&table=AuditLog&view=table");
  await expect(page.getByText("Lesson", { exact: true }).nth(1)).toBeVisible();
  const audit = await studioSql(
    page,
    `SELECT "table", "action", "rowKey", "columns" FROM "AuditLog" ORDER BY "id" DESC LIMIT 1`,
    baseURL!,
  );
  const [err, rows] = await audit.json();
  expect(err).toBeNull();
  expect(rows[0]).toMatchObject({ table: "Lesson", action: "update", columns: ["title"] });

  await editTitle(page, edited, TITLE); // leave the catalogue as the other suites expect it
  expect(elsewhere).toEqual([]);
});

test("hidden tables are not listed, and their SQL is refused", async ({ page, baseURL }) => {
  await signIn(page, EDITOR);
  await expect(page.getByText("Lesson", { exact: true }).first()).toBeVisible();
  for (const hidden of ["AccessToken", "OAuthClient", "UserIdentity", "_prisma_migrations"])
    await expect(page.getByText(hidden, { exact: true })).toHaveCount(0);

  // in Studio's SQL editor
  await page.goto("/studio#view=sql");
  const editor = page.locator(".cm-content").first();
  await editor.click();
  await page.keyboard.type('SELECT * FROM "AccessToken"');
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(page.getByText(/hidden from editors/).first()).toBeVisible();

  // and at the endpoint
  const r = await studioSql(page, `SELECT "secretHash" FROM "OAuthClient"`, baseURL!);
  expect(r.status()).toBe(403);
  expect((await r.json()).error.code).toBe("FORBIDDEN");
});

test("a learner gets 403 on the page and the endpoint; an anonymous visitor is sent to sign in and gets 401", async ({
  page,
  browser,
  baseURL,
}) => {
  const anon = await browser.newContext({ baseURL });
  const anonPage = await anon.newPage();
  await anonPage.goto("/studio");
  expect(new URL(anonPage.url()).pathname).toBe("/signin");
  expect((await studioSql(anonPage, "SELECT 1", baseURL!)).status()).toBe(401);
  await anon.close();

  await signIn(page, LEARNER);
  const res = await page.goto("/studio");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Editors only" })).toBeVisible();
  const r = await studioSql(page, "SELECT 1", baseURL!);
  expect(r.status()).toBe(403);
  expect((await r.json()).error.code).toBe("FORBIDDEN");
});
