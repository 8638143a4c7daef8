import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCurriculum } from "@/lib/content/load";
import { slugifyHeading, splitSections } from "@/lib/content/sections";

describe("content files", () => {
  const c = loadCurriculum();
  it("hold at least 16 courses and 120 lessons of at least 250 words each", () => {
    expect(c.courses.length).toBeGreaterThanOrEqual(16);
    const lessons = c.courses.flatMap((x) => [...x.lessons.values()]);
    expect(lessons.length).toBeGreaterThanOrEqual(120);
    const short = lessons
      .filter((l) => l.body.replace(/```[\s\S]*?```/g, "").split(/\s+/).length < 250)
      .map((l) => l.file);
    expect(short).toEqual([]);
  });
  it("give every lesson linkable ## sections and a code example", () => {
    for (const course of c.courses)
      for (const l of course.lessons.values()) {
        expect(splitSections(l.body).filter((s) => s.anchor).length, l.file).toBeGreaterThanOrEqual(2);
        expect(l.body, l.file).toMatch(/```java/);
      }
  });
  it("mix free and pro courses and give every course a local image", () => {
    expect(c.courses.some((x) => x.isFree)).toBe(true);
    expect(c.courses.some((x) => !x.isFree)).toBe(true);
    for (const x of c.courses) expect(fs.existsSync(path.join("public", x.image)), x.image).toBe(true);
  });
  it("link only to lessons that exist", () => {
    const known = new Set(c.courses.flatMap((x) => [...x.lessons.keys()].map((l) => `/courses/${x.slug}/${l}`)));
    for (const course of c.courses)
      for (const l of course.lessons.values())
        for (const m of l.body.matchAll(/\]\((\/courses\/[^)#\s]+)/g))
          expect(known.has(m[1]), `${l.file} → ${m[1]}`).toBe(true);
  });
});

describe("content validation", () => {
  function tree(files: Record<string, string>) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    for (const [p, t] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, p)), { recursive: true });
      fs.writeFileSync(path.join(root, p), t);
    }
    return root;
  }
  const course = (lessons: string) =>
    `---\nslug: c1\ntitle: Course One\nsummary: A course used in a test.\nisFree: true\norder: 1\nlevel: beginner\nimage: /images/courses/c1.svg\nskills: [Testing]\nsections:\n  - slug: s1\n    title: Section\n    lessons: [${lessons}]\n---\nDescription.`;
  const lesson = (slug: string) =>
    `---\nslug: ${slug}\ntitle: Lesson ${slug}\nsummary: What this lesson teaches.\nminutes: 5\n---\n${"word ".repeat(120)}\n## Part\ntext`;
  const base = { "masters.json": "[]", "users.json": "[]" };

  it("names the file when a section lists a lesson that does not exist", () => {
    const root = tree({ ...base, "courses/c1/course.md": course("l1, l2"), "courses/c1/l1.md": lesson("l1") });
    expect(() => loadCurriculum(root)).toThrow(/c1\/course\.md: lists lesson "l2"/);
  });
  it("names the file when a field is missing", () => {
    const root = tree({
      ...base,
      "courses/c1/course.md": course("l1"),
      "courses/c1/l1.md": lesson("l1").replace("minutes: 5\n", ""),
    });
    expect(() => loadCurriculum(root)).toThrow(/l1\.md: minutes/);
  });
  it("rejects a master program that names an unknown course", () => {
    const masters = JSON.stringify([
      {
        slug: "m",
        title: "Master",
        description: "A program here.",
        priceCents: 100,
        currency: "USD",
        active: true,
        order: 1,
        courses: ["nope"],
      },
    ]);
    const root = tree({
      ...base,
      "masters.json": masters,
      "courses/c1/course.md": course("l1"),
      "courses/c1/l1.md": lesson("l1"),
    });
    expect(() => loadCurriculum(root)).toThrow(/masters\.json: program "m" names unknown course "nope"/);
  });
  it("rejects duplicate lesson slugs in a course", () => {
    const root = tree({ ...base, "courses/c1/course.md": course("l1, l1"), "courses/c1/l1.md": lesson("l1") });
    expect(() => loadCurriculum(root)).toThrow(/listed twice/);
  });
});

describe("slugifyHeading / splitSections", () => {
  it("makes GitHub-style anchors and unique duplicates", () => {
    expect(slugifyHeading("Why `==` compares references")).toBe("why-compares-references");
    const s = splitSections("intro\n## Example\na\n```java\n## not a heading\n```\n## Example\nb");
    expect(s.map((x) => x.anchor)).toEqual(["", "example", "example-2"]);
    expect(s[1].body).toContain("## not a heading");
  });
});
