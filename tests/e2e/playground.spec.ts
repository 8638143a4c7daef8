// The playground for a visitor without an account: the same review as POST /api/java/analyze (which keeps
// requiring a token), with its own small per-address quota.
import { expect, test } from "@playwright/test";

test("a visitor gets a review without an account, then the per-address limit; the API still needs a token", async ({
  page,
}) => {
  await page.goto("/playground");
  await expect(page.getByText(/Try it without an account: 10 reviews a minute/)).toBeVisible();
  await page.getByRole("button", { name: "Review my code" }).click();
  await expect(page.getByRole("heading", { name: "Review", exact: true })).toBeVisible({ timeout: 20_000 });
  // the review names the SQL injection of the sample (the editor's own text mentions SQL too: look in the review)
  await expect(page.getByRole("region", { name: "Review" }).getByText(/SQL/).first()).toBeVisible();

  // the quota is per client address and per minute: at most 10 reviews, then a clear message (not an error page)
  for (let i = 0; i < 10; i++) {
    const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/playground"));
    await page.getByRole("button", { name: "Review my code" }).click();
    await answered;
  }
  // the notice itself, so a failure shows which message came instead (e.g. a validation error)
  await expect(page.locator("p.notice.error")).toHaveText("Rate limit exceeded: 10 requests per minute.");

  const api = await page.request.post("/api/java/analyze", { data: { code: "class A {}" } });
  expect(api.status()).toBe(401);
});
