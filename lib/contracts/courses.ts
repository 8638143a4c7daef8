// Course contracts: the shapes of /api/courses and /api/courses/{slug}, shared by REST, MCP and pages.
import { z } from "zod";
import { slugParam } from "./common";

export const access = z.enum(["free", "pro"]).describe("free: open to everyone; pro: needs a pro account");

export const courseSummary = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string().describe("Markdown"),
    summary: z.string().optional(),
    isFree: z.boolean(),
    access,
    image: z.string().url().optional().describe("Absolute image URL"),
    level: z.enum(["beginner", "intermediate", "advanced"]),
    lessonCount: z.number().int(),
    totalMinutes: z.number().int(),
    skills: z.array(z.string()),
    url: z.string().url().describe("The course page"),
  })
  .meta({ id: "Course" });

export const lessonOutline = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  minutes: z.number().int(),
  isFree: z.boolean().describe("true when everyone can read the lesson (free course or free preview)"),
  url: z.string().url(),
});

export const courseSection = z.object({
  slug: z.string(),
  title: z.string(),
  lessons: z.array(lessonOutline),
});

export const courseDetail = courseSummary.extend({ sections: z.array(courseSection) }).meta({
  id: "CourseDetail",
  description: "A course with its sections and lessons (lesson bodies: GET /api/courses/{slug}/lessons/{lesson})",
});

export const lessonDetail = z
  .object({
    courseSlug: z.string(),
    courseTitle: z.string(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    minutes: z.number().int(),
    isFree: z.boolean(),
    locked: z
      .boolean()
      .describe("true: a pro lesson the caller has no access to; body is null, headings are the outline"),
    body: z.string().nullable().describe("Markdown"),
    headings: z
      .array(
        z.object({
          title: z.string(),
          anchor: z.string(),
          level: z
            .union([z.literal(2), z.literal(3)])
            .describe("2: a section; 3: a question of the lesson's closing 'Questions learners ask' section"),
        }),
      )
      .describe("the lesson's outline: its sections and the questions it answers, with the page's anchors"),
    url: z.string().url(),
    previous: z.object({ slug: z.string(), title: z.string() }).nullable(),
    next: z.object({ slug: z.string(), title: z.string() }).nullable(),
  })
  .meta({ id: "Lesson" });

export const courseParams = z.object({ slug: slugParam });
export const lessonParams = z.object({
  slug: slugParam.describe("Course slug, e.g. java-fundamentals"),
  lesson: slugParam.describe("Lesson slug, e.g. hello-java"),
});

export type CourseSummary = z.infer<typeof courseSummary>;
export type CourseDetail = z.infer<typeof courseDetail>;
export type LessonDetail = z.infer<typeof lessonDetail>;
