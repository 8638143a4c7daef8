// Catalogue service: the same functions back the REST routes, the MCP tools and the pages.
import {
  courseDetail,
  courseSummary,
  lessonDetail,
  type CourseDetail,
  type CourseSummary,
  type LessonDetail,
} from "@/lib/contracts/courses";
import { lessonOutline } from "@/lib/content/sections";
import { getCourseBySlug, getLessonBySlugs, listPublishedCourses } from "@/lib/db/queries/courses";
import { getUserAccessById } from "@/lib/db/queries/users";
import { orNotFound } from "@/lib/errors";
import { renderMarkdownOnce } from "@/lib/markdown";
import { memo } from "./cache";
import { absolute, courseUrl, lessonUrl } from "./urls";

type CourseRow = NonNullable<Awaited<ReturnType<typeof getCourseBySlug>>>;

function summaryOf(c: Omit<CourseRow, "sections">, lessons: { minutes: number }[]) {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    description: c.description,
    ...(c.summary ? { summary: c.summary } : {}),
    isFree: c.isFree,
    access: c.isFree ? ("free" as const) : ("pro" as const),
    ...(c.image ? { image: absolute(c.image) } : {}),
    level: c.level,
    lessonCount: lessons.length,
    totalMinutes: lessons.reduce((s, l) => s + l.minutes, 0),
    skills: c.skills.map((s) => s.skill.name),
    url: courseUrl(c.slug),
  };
}

export function listCourses(): Promise<CourseSummary[]> {
  return memo("courses:list", async () => {
    const rows = await listPublishedCourses();
    return rows.map((c) => courseSummary.parse(summaryOf(c, c.lessons)));
  });
}

const courseNotFound = (slug: string) =>
  [`No course with slug "${slug}".`, "Check the slug in the URL; GET /api/courses lists valid slugs."] as const;

export function getCourse(slug: string): Promise<CourseDetail> {
  return memo(`courses:${slug}`, async () => {
    const c = orNotFound(await getCourseBySlug({ slug }), ...courseNotFound(slug));
    const lessons = c.sections.flatMap((s) => s.lessons);
    return courseDetail.parse({
      ...summaryOf(c, lessons),
      sections: c.sections.map((s) => ({
        slug: s.slug,
        title: s.title,
        lessons: s.lessons.map((l) => ({
          slug: l.slug,
          title: l.title,
          summary: l.summary,
          minutes: l.minutes,
          isFree: l.isFree,
          url: lessonUrl(c.slug, l.slug),
        })),
      })),
    });
  });
}

export interface Viewer {
  userId: string;
}

/** The viewer a token stands for when reading lessons: only tokens with the `read` scope (sessions always). */
export function lessonViewer(p: { userId: string; scopes: string[]; via: "token" | "session" } | null): Viewer | null {
  return p && (p.via === "session" || p.scopes.includes("read")) ? { userId: p.userId } : null;
}

/** Whether a viewer may read a lesson's body: free lessons for everyone, pro lessons for pro learners. */
export async function canRead(lesson: { isFree: boolean }, viewer: Viewer | null): Promise<boolean> {
  if (lesson.isFree) return true;
  if (!viewer) return false;
  return (await getUserAccessById({ id: viewer.userId }))?.isPro === true;
}

export async function getLesson(
  courseSlug: string,
  lessonSlug: string,
  viewer: Viewer | null = null,
): Promise<LessonDetail> {
  const l = orNotFound(
    await getLessonBySlugs({ courseSlug, lessonSlug }),
    `No lesson "${lessonSlug}" in course "${courseSlug}".`,
    `Check the slugs in the URL; GET /api/courses/${courseSlug} lists the lessons of the course.`,
  );
  return lessonDetailOf(l, await canRead(l, viewer));
}

type LessonRow = NonNullable<Awaited<ReturnType<typeof getLessonBySlugs>>>;

/** The outline of a lesson version (split once per version: id + updatedAt). */
const versionKey = (kind: string, row: { id: string; updatedAt: Date }) =>
  `${kind}:${row.id}:${row.updatedAt.getTime()}`;
const headingsByVersion = new Map<string, LessonDetail["headings"]>();
function headingsOf(l: LessonRow) {
  const key = versionKey("lesson", l);
  let h = headingsByVersion.get(key);
  if (!h) {
    // (the questions of "Questions learners ask" too: Ask links to them, also in a pro lesson's outline)
    h = lessonOutline(l.body);
    headingsByVersion.set(key, h);
    if (headingsByVersion.size > 1000) headingsByVersion.delete(headingsByVersion.keys().next().value!);
  }
  return h;
}

function lessonDetailOf(l: LessonRow, readable: boolean): LessonDetail {
  const order = l.course.lessons;
  const i = order.findIndex((x) => x.slug === l.slug);
  return lessonDetail.parse({
    courseSlug: l.course.slug,
    courseTitle: l.course.title,
    slug: l.slug,
    title: l.title,
    summary: l.summary,
    minutes: l.minutes,
    isFree: l.isFree,
    locked: !readable,
    body: readable ? l.body : null,
    headings: headingsOf(l),
    url: lessonUrl(l.course.slug, l.slug),
    previous: i > 0 ? order[i - 1] : null,
    next: i >= 0 && i < order.length - 1 ? order[i + 1] : null,
  });
}

// ---- Pages. The catalogue, course and lesson pages are cached and shared by every visitor (ISR), so these read
// the anonymous view only; what depends on the visitor (progress, a pro learner's lesson text) comes from the
// pages' client islands through lessonBodyFor() and the progress service.

export interface LessonPage {
  lesson: LessonDetail;
  /** The rendered body of a free lesson; null for a pro lesson (its outline is `lesson.headings`). */
  html: string | null;
}

/** A lesson as every visitor sees it, with its Markdown rendered once per content version. */
export async function getLessonPage(courseSlug: string, lessonSlug: string): Promise<LessonPage> {
  const l = orNotFound(
    await getLessonBySlugs({ courseSlug, lessonSlug }),
    `No lesson "${lessonSlug}" in course "${courseSlug}".`,
    `Check the slugs in the URL; GET /api/courses/${courseSlug} lists the lessons of the course.`,
  );
  const open = l.isFree;
  return { lesson: lessonDetailOf(l, open), html: open ? renderMarkdownOnce(versionKey("lesson", l), l.body) : null };
}

/** The rendered body of a pro lesson for a viewer who may read it (a pro learner); null for anyone else. */
export async function lessonBodyFor(
  courseSlug: string,
  lessonSlug: string,
  viewer: Viewer | null,
): Promise<string | null> {
  const l = await getLessonBySlugs({ courseSlug, lessonSlug });
  if (!l || !(await canRead(l, viewer))) return null;
  return renderMarkdownOnce(versionKey("lesson", l), l.body);
}

/** A course with its description rendered once per content version (a short text: the text is the key). */
export async function getCoursePage(slug: string): Promise<CourseDetail & { descriptionHtml: string }> {
  const course = await getCourse(slug);
  return {
    ...course,
    descriptionHtml: renderMarkdownOnce(`course:${course.id}:${course.description}`, course.description),
  };
}
