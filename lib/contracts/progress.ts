import { z } from "zod";
import { slugParam } from "./common";

export const progressUpdate = z
  .strictObject({
    course: slugParam.describe("Course slug"),
    lesson: slugParam.describe("Lesson slug"),
    completed: z.boolean().describe("true: mark complete; false: undo"),
  })
  .meta({ id: "ProgressUpdate" });

export const courseProgress = z
  .object({
    course: z.object({ slug: z.string(), title: z.string() }),
    totalLessons: z.number().int(),
    completedLessons: z.array(z.string()).describe("Slugs of completed lessons"),
    percent: z.number().int(),
    completed: z.boolean().describe("Every lesson completed: the course counts on the public profile"),
    next: z.object({ slug: z.string(), title: z.string() }).nullable().describe("Where to continue"),
  })
  .meta({ id: "CourseProgress" });

/** GET /api/me/progress and the get_my_progress tool: started courses, most recently worked on first. */
export const myProgress = z
  .object({
    courses: z.array(courseProgress),
    completedCourses: z.array(z.object({ slug: z.string(), title: z.string(), completedAt: z.string() })),
  })
  .meta({ id: "MyProgress" });

export type CourseProgress = z.infer<typeof courseProgress>;
export type ProgressUpdate = z.infer<typeof progressUpdate>;
