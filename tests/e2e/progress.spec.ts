// Sign up → complete a course → the public profile shows it → privacy hides it (page and API).
import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";

test("complete a course, see it on the public profile, then hide it", async ({ page, request }) => {
  await signUp(page, "Casey", "Complete");
  const profileHref = (await page.getByRole("link", { name: "Your public profile" }).getAttribute("href"))!;
  const handle = profileHref.split("/").pop()!;

  await page.goto("/courses/secure-coding-java");
  await page.getByRole("link", { name: /^Start the course/ }).click();
  for (let i = 0; i < 7; i++) {
    await page.getByRole("button", { name: "Mark as complete" }).click();
    if (i < 6) {
      await expect(page.getByText("✓ You completed this lesson.")).toBeVisible();
      await page.getByRole("navigation", { name: "Lessons" }).getByRole("link").last().click();
    }
  }
  await expect(page.getByText("Course completed!")).toBeVisible();
  await expect(page.getByText("7 of 7 lessons")).toBeVisible();

  await page.goto(profileHref);
  await expect(page.getByRole("heading", { name: "Completed courses (1)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Secure Coding in Java" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Skills" })).toBeVisible();
  const api = await (await request.get(`/api/users/${handle}`)).json();
  expect(api.completedCoursesCount).toBe(1);
  expect(api.skills.length).toBeGreaterThan(0);

  await page.goto("/account");
  await page.getByLabel("Show my completed courses").uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await page.goto(profileHref);
  await expect(page.getByRole("heading", { name: /Completed courses/ })).toHaveCount(0);
  const hidden = await (await request.get(`/api/users/${handle}`)).json();
  expect(hidden.completedCourses).toBeUndefined();
  expect(hidden.completedCoursesCount).toBeUndefined();

  await page.goto("/account");
  await page.getByLabel("My profile is public").uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  expect((await request.get(`/api/users/${handle}`)).status()).toBe(404);
  expect((await page.goto(profileHref))!.status()).toBe(404);
});
