import { z } from "zod";

export const userIdParam = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "a user id or handle is letters, digits, '_' and '-'")
  .describe("User id or public profile handle");
export const userParams = z.object({ id: userIdParam });

export const userProfile = z
  .object({
    id: z.string(),
    handle: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    bio: z.string().optional(),
    completedCoursesCount: z.number().int().optional().describe("Absent when the learner hides completed courses"),
    completedCourses: z
      .array(z.object({ slug: z.string(), title: z.string(), completedAt: z.string() }))
      .optional()
      .describe("Absent when the learner hides completed courses"),
    skills: z
      .array(z.object({ name: z.string(), course: z.object({ slug: z.string(), title: z.string() }) }))
      .optional()
      .describe("Skills earned by completing courses; absent when hidden"),
    url: z.string().url(),
  })
  .meta({ id: "UserProfile" });

export type UserProfile = z.infer<typeof userProfile>;
