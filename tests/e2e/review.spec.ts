// A long learner file with many findings: the review lists what matters first (errors, then warnings, then
// suggestions) and groups style nits into one item per rule with its lines; the code view marks the lines.
import { expect, test, type Page } from "@playwright/test";

const MANY = `import java.util.ArrayList;
import java.util.List;

public class Grade_book {
    private int Total_count;
    private String Last_name;
    private static int created;

    public void Add_grade(List<Integer> Grade_list, int Value) {
        created++;
        if (Value > 100);
        Grade_list.add(Value);
    }

    public boolean Is_passing(String Status) {
        if (Status == "pass") {
            return true;
        } else {
            return false;
        }
    }

    public double Average(List<Integer> grades) {
        int sum = 0;
        for (int g : grades) {
            sum += g;
        }
        double avg = sum / grades.size();
        return avg;
    }

    public void Read_all(List<String> names) {
        try {
            for (String n : names) {
                Last_name = n;
                Total_count++;
            }
        } catch (Exception e) {
        }
    }

    public List<String> Names() {
        return null;
    }
}
`;

async function openPlaygroundAsGrace(page: Page): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("Email").fill("grace@example.com");
  await page.getByLabel("Password").fill("learn-java-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Hello, Grace" })).toBeVisible();

  await page.goto("/playground");
}

test("a file with many findings: ranked review, style nits grouped by rule, lines marked", async ({ page }) => {
  test.setTimeout(120_000);
  await openPlaygroundAsGrace(page);
  const editor = page.getByRole("textbox", { name: "Java or Spring Boot code" });
  await expect(page.locator(".cm-editor")).toBeVisible(); // CodeMirror mounted (the textarea is the no-JS fallback)
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(MANY);
  await expect(editor).toContainText("public class Grade_book");
  await page.getByRole("button", { name: "Review my code" }).click();

  const review = page.getByRole("region", { name: "Review" });
  await expect(review.getByRole("heading", { name: "Review", exact: true })).toBeVisible({ timeout: 30_000 });

  // warnings before suggestions
  const groups = await review.locator("h3").allTextContents();
  expect(groups.indexOf("Warnings")).toBeGreaterThanOrEqual(0);
  expect(groups.indexOf("Warnings")).toBeLessThan(groups.indexOf("Suggestions"));

  // the naming nits are one item per rule, with all their lines
  const items = await review.locator("h4").allTextContents();
  const methodNaming = items.filter((t) => /method name/.test(t));
  expect(methodNaming).toHaveLength(1);
  expect(methodNaming[0]).toMatch(/^\d+\. Lines 9, 15, 23, 32 and 42: .* \(and 4 more like it\)$/);
  // one catch block, one item: the empty catch of Exception is not also reported as a broad catch
  expect(items.filter((t) => /catch/.test(t))).toHaveLength(1);
  // likely bugs come before design and style among the warnings
  const firstSuggestion = items.findIndex((t) => /Line 31|return the expression|could be/.test(t));
  expect(items.findIndex((t) => /compared with `==`|strings compared/.test(t))).toBeLessThan(
    firstSuggestion < 0 ? items.length : firstSuggestion,
  );

  // the code view marks the lines with findings
  const marked = review.getByRole("figure", { name: "Your code with findings marked" });
  await expect(marked.locator('[data-line="16"]')).toHaveClass(/warning|error/);
  await expect(marked.locator('[data-line="3"]')).not.toHaveClass(/warning|error/);
});

test("reviewing again after an edit reviews the code in the editor, not the sample", async ({ page }) => {
  await openPlaygroundAsGrace(page);
  const editor = page.getByRole("textbox", { name: "Java or Spring Boot code" });
  await expect(page.locator(".cm-editor")).toBeVisible();
  const replaceWith = async (code: string) => {
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");
    await page.keyboard.insertText(code);
  };
  const review = page.getByRole("region", { name: "Review" });
  // React resets a form after its action: the second and third submits must still send what the editor shows
  const sent: string[] = [];
  page.on("request", (r) => {
    // the form's own `code` field (the body also carries the action's previous state, with the previous code)
    const field = /name="(?:\w*_)?code"\r\n\r\n([^\r]*)/.exec(r.postData() ?? "");
    if (r.method() === "POST" && r.url().endsWith("/playground")) sent.push(field?.[1] ?? "");
  });
  await replaceWith('class First { boolean same(String a) { return a == "x"; } }');
  for (let i = 0; i < 2; i++) {
    const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/playground"));
    await page.getByRole("button", { name: "Review my code" }).click();
    await answered;
    await expect(review.getByText(/First/).first()).toBeVisible();
  }
  await replaceWith('class Second { boolean same(String b) { return b == "y"; } }');
  await page.getByRole("button", { name: "Review my code" }).click();
  await expect(review.getByText(/Second/).first()).toBeVisible({ timeout: 20_000 });
  expect(sent).toHaveLength(3);
  expect(sent).toEqual([
    'class First { boolean same(String a) { return a == "x"; } }',
    'class First { boolean same(String a) { return a == "x"; } }',
    'class Second { boolean same(String b) { return b == "y"; } }',
  ]);
});
