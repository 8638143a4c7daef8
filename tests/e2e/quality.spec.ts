// Accessibility (axe: no serious/critical violations, light and dark), keyboard use, phone width, screenshots.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const PUBLIC_PAGES = [
  "/",
  "/courses",
  "/courses/java-fundamentals",
  "/courses/java-fundamentals/hello-java",
  "/courses/java-fundamentals/loops/exercises/order-line-totals",
  "/ask",
  "/u/ada-dev",
  "/signin",
  "/signup",
  "/masters",
  "/search?q=stream",
  "/docs/api",
];
const SIGNED_IN_PAGES = ["/playground", "/account"];

async function signIn(page: Page) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill("grace@example.com");
  await page.getByLabel("Password").fill("learn-java-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Hello, Grace" })).toBeVisible();
}

async function axe(page: Page, path: string) {
  const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    ),
  ).toEqual([]);
}

for (const scheme of ["light", "dark"] as const) {
  test(`no serious or critical axe violations (${scheme} mode)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await axe(page, path);
    }
    await signIn(page);
    for (const path of SIGNED_IN_PAGES) {
      await page.goto(path);
      await axe(page, path);
    }
  });
}

test("keyboard: skip link, search and the code box let Tab move on", async ({ page }) => {
  await signIn(page);
  await page.goto("/playground");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.getByLabel("Java or Spring Boot code").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Java or Spring Boot code")).not.toBeFocused();
});

test("phone width (360 px): no horizontal scrolling on the main pages", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    "/",
    "/courses",
    "/courses/spring-data-jpa",
    "/courses/java-fundamentals/hello-java",
    "/ask",
    "/docs/api",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("screenshots of the main pages at desktop and phone width", async ({ page }, info) => {
  for (const [name, width, height] of [
    ["desktop", 1280, 800],
    ["phone", 360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [slug, path] of [
      ["home", "/"],
      ["catalogue", "/courses"],
      ["course", "/courses/spring-boot-fundamentals"],
      ["lesson", "/courses/exceptions-and-debugging/null-pointer-exception"],
      ["ask", "/ask?q=What+is+the+N%2B1+problem%3F"],
      ["profile", "/u/ada-dev"],
    ]) {
      await page.goto(path);
      await page.screenshot({ path: info.outputPath(`${slug}-${name}.png`), fullPage: false });
    }
  }
  // the layout must not shift once loaded
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/courses");
  const cls = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) total += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 1000);
      }),
  );
  expect(cls).toBeLessThan(0.1);
});
