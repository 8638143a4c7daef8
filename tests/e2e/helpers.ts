import { expect, type Page } from "@playwright/test";

/** Signs up a new learner through the form and lands on the account page. */
export async function signUp(page: Page, firstName: string, lastName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await page.goto("/signup");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/Password/).fill("a very good password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: `Hello, ${firstName}` })).toBeVisible();
  return email;
}
