// Test and benchmark helper: reads lessons from the content files (prisma/content/courses) as the ask index's
// LessonDocs. The app itself feeds them from the database (lib/services/ask.ts).

import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { LessonDoc } from "@/lib/ask/types";

interface CourseInfo {
  title: string;
  isFree: boolean;
  order: number;
  lessonOrder: string[];
  skills: string[];
}

function titleCase(slug: string): string {
  return slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

/** Fallback when a course.md does not exist (yet): "N. slug (free|pro) — Title" lines of OUTLINE.md. */
function outlineCourses(dir: string): Map<string, CourseInfo> {
  const map = new Map<string, CourseInfo>();
  const file = path.join(dir, "..", "OUTLINE.md");
  if (!fs.existsSync(file)) return map;
  const text = fs.readFileSync(file, "utf8");
  let current: CourseInfo | null = null;
  for (const line of text.split("\n")) {
    const c = /^\s*(\d+)\.\s+([a-z0-9-]+)\s+\((free|pro)\)\s+[—-]+\s+(.+?)\s*$/.exec(line);
    if (c) {
      current = { title: c[4], isFree: c[3] === "free", order: Number(c[1]), lessonOrder: [], skills: [] };
      map.set(c[2], current);
      continue;
    }
    const s = /^\s*-\s+[a-z0-9-]+:\s+(.+)$/.exec(line);
    if (s && current) {
      for (const l of s[1].split(",")) current.lessonOrder.push(l.replace(/\(.*?\)/g, "").trim());
    }
  }
  return map;
}

/**
 * Loads every lesson under `dir` (one folder per course). `pro` = the course is not free and the lesson is not a
 * free preview (`free: true`). Files that cannot be parsed (e.g. being written right now) are skipped.
 */
export function loadLessonDocsFromContent(dir = "prisma/content/courses"): LessonDoc[] {
  const root = path.resolve(dir);
  if (!fs.existsSync(root)) return [];
  const outline = outlineCourses(root);
  const courses = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

  const docs: { doc: LessonDoc; courseOrder: number; lessonOrder: number }[] = [];
  for (const courseSlug of courses) {
    const courseDir = path.join(root, courseSlug);
    let info: CourseInfo = outline.get(courseSlug) ?? {
      title: titleCase(courseSlug),
      isFree: true,
      order: 999,
      lessonOrder: [],
      skills: [],
    };
    const courseFile = path.join(courseDir, "course.md");
    if (fs.existsSync(courseFile)) {
      try {
        const fm = matter(fs.readFileSync(courseFile, "utf8")).data as Record<string, unknown>;
        const sections = Array.isArray(fm.sections) ? (fm.sections as { lessons?: unknown }[]) : [];
        const lessonOrder = sections.flatMap((s) => (Array.isArray(s.lessons) ? s.lessons.map(String) : []));
        info = {
          title: typeof fm.title === "string" ? fm.title : info.title,
          isFree: typeof fm.isFree === "boolean" ? fm.isFree : info.isFree,
          order: typeof fm.order === "number" ? fm.order : info.order,
          lessonOrder: lessonOrder.length ? lessonOrder : info.lessonOrder,
          skills: Array.isArray(fm.skills) ? fm.skills.map(String) : info.skills,
        };
      } catch {
        // keep the fallback
      }
    }
    for (const file of fs.readdirSync(courseDir)) {
      if (!file.endsWith(".md") || file === "course.md") continue;
      try {
        const parsed = matter(fs.readFileSync(path.join(courseDir, file), "utf8"));
        const fm = parsed.data as Record<string, unknown>;
        const lessonSlug = typeof fm.slug === "string" ? fm.slug : file.replace(/\.md$/, "");
        const idx = info.lessonOrder.indexOf(lessonSlug);
        docs.push({
          doc: {
            courseSlug,
            courseTitle: info.title,
            lessonSlug,
            lessonTitle: typeof fm.title === "string" ? fm.title : titleCase(lessonSlug),
            summary: typeof fm.summary === "string" ? fm.summary : "",
            body: parsed.content.trim(),
            pro: !info.isFree && fm.free !== true,
            skills: info.skills,
          },
          courseOrder: info.order,
          lessonOrder: idx < 0 ? 999 : idx,
        });
      } catch {
        // skip a file that is not valid (yet)
      }
    }
  }
  docs.sort(
    (a, b) =>
      a.courseOrder - b.courseOrder ||
      a.doc.courseSlug.localeCompare(b.doc.courseSlug) ||
      a.lessonOrder - b.lessonOrder ||
      a.doc.lessonSlug.localeCompare(b.doc.lessonSlug),
  );
  return docs.map((d) => d.doc);
}

/**
 * The lessons without their "Questions learners ask" sections: for tests of how an answer is composed from the
 * sections (questions with an entry of their own are answered from it: tests/unit/lesson-questions.test.ts).
 */
export function withoutQuestionEntries(docs: LessonDoc[]): LessonDoc[] {
  return docs.map((d) => ({ ...d, body: d.body.replace(/\n## Questions learners ask\n[\s\S]*$/, "\n") }));
}
