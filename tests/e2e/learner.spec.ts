// Learner journeys in Debian's Chromium against the production build.
import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";

test("browse the catalogue, open a course and read a lesson with working section anchors", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Courses", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  await page.getByRole("link", { name: "Exceptions and Debugging" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Exceptions and Debugging" })).toBeVisible();
  await page
    .getByRole("link", { name: /NullPointerException/ })
    .first()
    .click();
  await expect(page.locator("article h2").first()).toBeVisible();
  const toc = page.getByRole("complementary", { name: "On this page" }).getByRole("link").nth(1);
  const href = await toc.getAttribute("href");
  await toc.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(`h2${href}`)).toBeInViewport();
  await expect(page.locator("figure.code pre code.language-java").first()).toBeVisible();
});

test("a pro lesson shows its outline and an upgrade notice to anonymous visitors", async ({ page }) => {
  await page.goto("/courses/spring-data-jpa/n-plus-one");
  await expect(page.getByText("This is a pro lesson.")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "On this page" }).getByRole("listitem").first()).toBeVisible();
});

test("ask a question: the answer streams in and its sources land on the lesson section", async ({ page }) => {
  await page.goto("/ask");
  await page
    .getByLabel("Your question")
    .fill("How do I avoid a ConcurrentModificationException when removing from a list?");
  await page.getByRole("button", { name: "Ask" }).click();
  await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
  await expect(page.getByText(/questions left this minute/)).toBeVisible();
  const first = page.getByRole("heading", { name: "Sources" }).locator("xpath=following-sibling::ol[1]//a").first();
  const href = (await first.getAttribute("href"))!;
  expect(href).toMatch(/^\/courses\/[a-z0-9-]+\/[a-z0-9-]+/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "$"));
  if (href.includes("#")) await expect(page.locator(`[id="${href.split("#")[1]}"]`)).toBeVisible();
});

test("search finds a lesson section", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search lessons" }).fill("field injection");
  await page.getByRole("searchbox", { name: "Search lessons" }).press("Enter");
  await expect(page.getByRole("heading", { name: /Lessons \(\d+\)/ })).toBeVisible();
  await page
    .getByRole("link", { name: /constructor|injection/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/courses\/spring-boot-fundamentals\//);
});

test("sign up, review code in the playground, create and revoke an agent token", async ({ page }) => {
  await signUp(page, "Erin", "Tester");

  await page.goto("/playground");
  await page.getByRole("button", { name: "Review my code" }).click();
  await expect(page.getByRole("heading", { name: "Review", exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".code-line.error, .code-line.warning").first()).toBeVisible();
  // the review names the sample's SQL injection (the editor's own text mentions SQL too: look in the review)
  await expect(page.getByRole("region", { name: "Review" }).getByText(/SQL/).first()).toBeVisible();

  await page.goto("/account");
  await page.getByLabel("Token name").fill("My agent");
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByText("Your new token")).toBeVisible();
  const token = (await page.locator("pre code").first().textContent())!.trim();
  const ok = await page.request.post("/api/java/analyze", {
    headers: { authorization: `Bearer ${token}` },
    data: { code: "class A {}" },
  });
  expect(ok.status()).toBe(200);
  await page.getByRole("button", { name: "Revoke My agent" }).click();
  await expect(page.getByText("Token revoked.")).toBeVisible();
  const refused = await page.request.post("/api/java/analyze", {
    headers: { authorization: `Bearer ${token}` },
    data: { code: "class A {}" },
  });
  expect(refused.status()).toBe(401);
});
