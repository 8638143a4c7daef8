// A learner practises in the browser: the lesson's Practice list → the exercise page → a failing Submit explained by
// the reviewer → a solution typed into the CodeMirror editor → every check passes, solved, the model solution shows.
import { expect, test } from "@playwright/test";

const SOLUTION = `public class OrderLines {
public static int totalItems(int[] quantities) {
int total = 0;
for (int q : quantities) {
if (q < 0) throw new IllegalArgumentException("negative quantity: " + q);
total += q;
}
return total;
}
}`;

test("opens an exercise, submits the starter, types a solution into the editor and passes every check", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Priya");
  await page.getByLabel("Last name").fill("Practice");
  await page.getByLabel("Email").fill(`priya-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`);
  await page.getByLabel(/Password/).fill("a very good password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Hello, Priya" })).toBeVisible({ timeout: 30_000 });
  await page.goto("/courses/java-fundamentals/loops");
  const practice = page.getByRole("region", { name: "Practice" });
  await expect(practice).toBeVisible();
  await practice.getByRole("link", { name: "Count the items of an order" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Count the items of an order" })).toBeVisible();
  const editor = page.getByRole("textbox", { name: "Your Java code" });
  await expect(editor).toBeVisible(); // CodeMirror mounted (the plain textarea is the no-JavaScript fallback)
  await expect(page.locator(".cm-editor")).toBeVisible();
  await expect(editor).toContainText("TODO: add up the quantities");

  // the starter fails, with per-check results and the reviewer's explanation
  await page.getByRole("button", { name: "Submit" }).click();
  const results = page.getByTestId("results");
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(results.locator('li[data-passed="false"]').first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "What went wrong" })).toBeVisible();

  // hints one at a time
  await page.getByRole("button", { name: /Show a hint \(3 left\)/ }).click();
  await expect(page.getByRole("button", { name: /Show a hint \(2 left\)/ })).toBeVisible();

  // type the solution into the editor (Enter auto-indents, so the typed lines carry no indentation of their own)
  await editor.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await page.keyboard.type(SOLUTION);
  await expect(editor).toContainText("total += q;");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("result-message")).toContainText("All checks passed", { timeout: 60_000 });
  const checks = results.locator("li");
  await expect(checks).toHaveCount(4);
  await expect(results.locator('li[data-passed="true"]')).toHaveCount(4);
  await expect(page.getByTestId("solved")).toBeVisible();
  await expect(page.getByTestId("solution")).toContainText("class OrderLines");

  // the solve counts toward the lesson
  await page.goto("/courses/java-fundamentals/loops");
  await expect(page.getByText("✓ You completed this lesson.")).toBeVisible();
});
