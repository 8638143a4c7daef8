import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";

function write(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

describe("loadLessonDocsFromContent", () => {
  it("reads course and lesson front matter, orders lessons and computes pro", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "ask-content-"));
    const dir = path.join(root, "courses");
    write(
      dir,
      "pro-course/course.md",
      "---\nslug: pro-course\ntitle: Pro Course\nisFree: false\norder: 2\nsections:\n  - slug: s\n    title: S\n    lessons: [second, first]\n---\nText",
    );
    write(
      dir,
      "pro-course/first.md",
      "---\nslug: first\ntitle: First\nsummary: One.\nminutes: 5\nfree: true\n---\nBody one.",
    );
    write(
      dir,
      "pro-course/second.md",
      "---\nslug: second\ntitle: Second\nsummary: Two.\nminutes: 5\n---\n## Part\n\nBody two.",
    );
    write(
      dir,
      "free-course/course.md",
      "---\nslug: free-course\ntitle: Free Course\nisFree: true\norder: 3\nsections: []\n---\n",
    );
    write(dir, "free-course/intro.md", "---\nslug: intro\ntitle: Intro\nsummary: Hi.\nminutes: 3\n---\nHello.");
    write(dir, "free-course/broken.md", "---\nslug: [unclosed\n---\n");
    // course.md not written yet: falls back to OUTLINE.md
    write(root, "OUTLINE.md", "1. later (pro) — Later Course\n   - part: only-lesson\n");
    write(dir, "later/only-lesson.md", "---\nslug: only-lesson\ntitle: Only\nsummary: S.\nminutes: 1\n---\nText.");

    const docs = loadLessonDocsFromContent(dir);
    expect(docs.map((d) => `${d.courseSlug}/${d.lessonSlug}:${d.pro}`)).toEqual([
      "later/only-lesson:true",
      "pro-course/second:true",
      "pro-course/first:false",
      "free-course/intro:false",
    ]);
    expect(docs[1]).toMatchObject({
      courseTitle: "Pro Course",
      lessonTitle: "Second",
      summary: "Two.",
      body: "## Part\n\nBody two.",
    });
    expect(docs[0].courseTitle).toBe("Later Course");
  });

  it("loads the real content with pro flags from course.md", () => {
    const docs = loadLessonDocsFromContent(path.resolve(__dirname, "../../../prisma/content/courses"));
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs) {
      expect(d.body.length).toBeGreaterThan(0);
      expect(d.lessonTitle.length).toBeGreaterThan(0);
    }
    const preview = docs.find((d) => d.courseSlug === "spring-security" && d.lessonSlug === "filter-chain");
    if (preview) expect(preview.pro).toBe(false);
    const pro = docs.find((d) => d.courseSlug === "spring-security" && d.lessonSlug === "password-hashing");
    if (pro) expect(pro.pro).toBe(true);
    const free = docs.find((d) => d.courseSlug === "exceptions-and-debugging");
    if (free) expect(free.pro).toBe(false);
  });
});
