// Cached pages are the same HTML for everyone; each visitor's own state comes from the client islands. Two signed-in
// learners (a pro learner with the course completed, a free learner three lessons in) and a visitor open the same
// pages in their own browsers: each sees only their own progress, the documents are byte-identical and cacheable,
// and only the pro learner gets the text of a pro lesson.
import { expect, test, type Browser, type Page } from "@playwright/test";

const COURSE = "/courses/object-oriented-java";
const LESSON = `${COURSE}/interfaces`; // the 4th lesson: Linus has done the first three, Ada the whole course
const PRO_LESSON = "/courses/spring-data-jpa/n-plus-one";

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("learn-java-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account/);
  return page;
}

async function open(page: Page, path: string): Promise<string> {
  const r = (await page.goto(path))!;
  expect(r.status(), path).toBe(200);
  expect(r.headers()["cache-control"], path).toMatch(/s-maxage=\d+/);
  expect(r.headers()["set-cookie"] ?? "", path).not.toMatch(/session-token/);
  return r.text();
}

test("two learners and a visitor each see only their own progress on the same cached pages", async ({
  browser,
  request,
}) => {
  // The course grows with the curriculum; the counts below follow it.
  const n = (await (await request.get(`/api${COURSE}`)).json()).lessonCount as number;
  const ada = await signedIn(browser, "ada@example.com");
  const linus = await signedIn(browser, "linus@example.com");
  const visitor = await (await browser.newContext()).newPage();

  // the course page
  const docs = [await open(ada, COURSE), await open(linus, COURSE), await open(visitor, COURSE)];
  expect(docs[1]).toBe(docs[0]);
  expect(docs[2]).toBe(docs[0]);
  await expect(ada.getByText("Course completed!")).toBeVisible();
  await expect(ada.getByText(`${n} of ${n} lessons`)).toBeVisible();
  await expect(linus.getByText(`3 of ${n} lessons`)).toBeVisible();
  await expect(linus.getByRole("link", { name: /Continue where you left off: Interfaces/ })).toBeVisible();
  await expect(linus.getByText("Course completed!")).toHaveCount(0);
  await expect(linus.getByLabel("completed")).toHaveCount(3);
  await expect(ada.getByLabel("completed")).toHaveCount(n);
  await visitor.waitForLoadState("networkidle");
  await expect(visitor.getByRole("region", { name: "Your progress" })).toHaveCount(0);
  await expect(visitor.getByLabel("completed")).toHaveCount(0);

  // a free lesson
  const lessons = [await open(ada, LESSON), await open(linus, LESSON), await open(visitor, LESSON)];
  expect(lessons[1]).toBe(lessons[0]);
  expect(lessons[2]).toBe(lessons[0]);
  await expect(ada.getByText("✓ You completed this lesson.")).toBeVisible();
  await expect(ada.getByText(`${n} of ${n} lessons done`)).toBeVisible();
  await expect(linus.getByRole("button", { name: "Mark as complete" })).toBeVisible();
  await expect(linus.getByText(`3 of ${n} lessons done`)).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Sign in" }).last()).toBeVisible();
  await expect(visitor.getByRole("button", { name: /Mark as/ })).toHaveCount(0);

  // a pro lesson: the text for the pro learner only; the outline (with every anchor) for the others
  const pro = [await open(ada, PRO_LESSON), await open(linus, PRO_LESSON), await open(visitor, PRO_LESSON)];
  expect(pro[1]).toBe(pro[0]);
  expect(pro[2]).toBe(pro[0]);
  await expect(ada.locator("article figure.code").first()).toBeVisible();
  await expect(ada.getByText("This is a pro lesson.")).toHaveCount(0);
  for (const p of [linus, visitor]) {
    await expect(p.getByText("This is a pro lesson.")).toBeVisible();
    await expect(p.locator("article figure.code")).toHaveCount(0);
  }
  await expect(linus.getByText("Pro lessons can be completed with pro access.")).toBeVisible();
});

test("a pro lesson's outline links land on their sections for a visitor", async ({ page }) => {
  await page.goto(PRO_LESSON);
  const links = page.getByRole("complementary", { name: "On this page" }).getByRole("link");
  const n = await links.count();
  expect(n).toBeGreaterThan(2);
  for (let i = 0; i < n; i++) {
    const href = (await links.nth(i).getAttribute("href"))!;
    await links.nth(i).click();
    await expect(page.locator(`h2${href}`)).toBeInViewport();
  }
});
