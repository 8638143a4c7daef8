// Reads and validates prisma/content. Every problem is reported with the file it is in.
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { formatZodError } from "@/lib/errors";
import {
  courseFrontMatter,
  lessonFrontMatter,
  masterFile,
  plansFile,
  usersFile,
  type ContentCourse,
  type Curriculum,
} from "./schema";

export class ContentError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = "ContentError";
  }
}

const describe = (e: z.ZodError) => formatZodError(e, Infinity);

function parse<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new ContentError(file, describe(r.error));
  return r.data;
}

function readMatter(file: string, shown: string) {
  try {
    // gray-matter caches by content; pass a fresh options object so each file is parsed on its own.
    return matter(fs.readFileSync(file, "utf8"), {});
  } catch (e) {
    throw new ContentError(shown, `invalid front matter (${(e as Error).message.split("\n")[0]})`);
  }
}

export function loadCurriculum(root = path.join(process.cwd(), "prisma", "content")): Curriculum {
  const rel = (f: string) => path.relative(process.cwd(), f);
  const coursesDir = path.join(root, "courses");
  const courses: ContentCourse[] = [];
  for (const dir of fs.readdirSync(coursesDir).sort()) {
    const courseDir = path.join(coursesDir, dir);
    if (!fs.statSync(courseDir).isDirectory()) continue;
    const courseFile = path.join(courseDir, "course.md");
    if (!fs.existsSync(courseFile)) throw new ContentError(rel(courseDir), "missing course.md");
    const cm = readMatter(courseFile, rel(courseFile));
    const fm = parse(courseFrontMatter, cm.data, rel(courseFile));
    if (fm.slug !== dir)
      throw new ContentError(rel(courseFile), `slug "${fm.slug}" must equal the folder name "${dir}"`);
    const course: ContentCourse = { ...fm, description: cm.content.trim(), file: rel(courseFile), lessons: new Map() };
    const listed = new Set<string>();
    for (const section of fm.sections) {
      for (const lessonSlug of section.lessons) {
        if (listed.has(lessonSlug)) throw new ContentError(rel(courseFile), `lesson "${lessonSlug}" is listed twice`);
        listed.add(lessonSlug);
      }
    }
    if (new Set(fm.sections.map((s) => s.slug)).size !== fm.sections.length)
      throw new ContentError(rel(courseFile), "duplicate section slug");
    for (const name of fs.readdirSync(courseDir).sort()) {
      if (!name.endsWith(".md") || name === "course.md") continue;
      const file = path.join(courseDir, name);
      const lm = readMatter(file, rel(file));
      const lf = parse(lessonFrontMatter, lm.data, rel(file));
      if (`${lf.slug}.md` !== name) throw new ContentError(rel(file), `slug "${lf.slug}" must equal the file name`);
      if (!listed.has(lf.slug))
        throw new ContentError(rel(file), `lesson is not listed in any section of ${rel(courseFile)}`);
      const body = lm.content.trim();
      if (body.split(/\s+/).length < 100)
        throw new ContentError(rel(file), "lesson body is too short (under 100 words)");
      if (/^#\s/m.test(body.replace(/```[\s\S]*?```/g, "")))
        throw new ContentError(rel(file), "use ## headings; the page renders the title as H1");
      course.lessons.set(lf.slug, { ...lf, body, file: rel(file) });
    }
    for (const s of listed)
      if (!course.lessons.has(s))
        throw new ContentError(rel(courseFile), `lists lesson "${s}" but ${s}.md does not exist`);
    courses.push(course);
  }
  const slugs = new Set(courses.map((c) => c.slug));
  const lessonsOf = new Map(courses.map((c) => [c.slug, c.lessons]));

  const mastersPath = path.join(root, "masters.json");
  const masters = parse(masterFile, JSON.parse(fs.readFileSync(mastersPath, "utf8")), rel(mastersPath));
  const masterSlugs = new Set<string>();
  for (const m of masters) {
    if (masterSlugs.has(m.slug)) throw new ContentError(rel(mastersPath), `duplicate master program slug "${m.slug}"`);
    masterSlugs.add(m.slug);
    for (const c of m.courses)
      if (!slugs.has(c)) throw new ContentError(rel(mastersPath), `program "${m.slug}" names unknown course "${c}"`);
  }

  const plansPath = path.join(root, "plans.json");
  const plans = fs.existsSync(plansPath)
    ? parse(plansFile, JSON.parse(fs.readFileSync(plansPath, "utf8")), rel(plansPath))
    : [];
  if (new Set(plans.map((p) => p.slug)).size !== plans.length)
    throw new ContentError(rel(plansPath), "duplicate plan slug");

  const usersPath = path.join(root, "users.json");
  const users = parse(usersFile, JSON.parse(fs.readFileSync(usersPath, "utf8")), rel(usersPath));
  const handles = new Set<string>();
  for (const u of users) {
    if (handles.has(u.handle)) throw new ContentError(rel(usersPath), `duplicate handle "${u.handle}"`);
    handles.add(u.handle);
    for (const c of u.completedCourses)
      if (!slugs.has(c)) throw new ContentError(rel(usersPath), `user "${u.handle}" completed unknown course "${c}"`);
    for (const [c, ls] of Object.entries(u.inProgress)) {
      const lessons = lessonsOf.get(c);
      if (!lessons) throw new ContentError(rel(usersPath), `user "${u.handle}" has progress in unknown course "${c}"`);
      for (const l of ls)
        if (!lessons.has(l))
          throw new ContentError(rel(usersPath), `user "${u.handle}" completed unknown lesson "${c}/${l}"`);
    }
  }
  courses.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  return { courses, masters, plans, users };
}
