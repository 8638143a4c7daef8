// zod schemas of the content files under prisma/content (validated by the seed; errors name the file).
import { z } from "zod";

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by '-'")
  .max(80);

export const courseFrontMatter = z.strictObject({
  slug,
  title: z.string().min(3).max(120),
  summary: z.string().min(10).max(240),
  isFree: z.boolean(),
  order: z.number().int().min(0),
  level: z.enum(["beginner", "intermediate", "advanced"]),
  image: z.string().regex(/^\/images\/[\w./-]+\.(svg|png|jpg|webp)$/, "must be a local /images/… path"),
  skills: z.array(z.string().min(2).max(60)).min(1).max(10),
  sections: z.array(z.strictObject({ slug, title: z.string().min(2).max(120), lessons: z.array(slug).min(1) })).min(1),
});

export const lessonFrontMatter = z.strictObject({
  slug,
  title: z.string().min(3).max(160),
  summary: z.string().min(10).max(400),
  minutes: z.number().int().min(1).max(240),
  free: z.boolean().optional(),
});

export const masterFile = z.array(
  z.strictObject({
    slug,
    title: z.string().min(3),
    description: z.string().min(10),
    priceCents: z.number().int().min(0),
    currency: z.string().regex(/^[A-Z]{3}$/),
    active: z.boolean(),
    order: z.number().int().min(0),
    courses: z.array(slug).min(1),
  }),
);

export const plansFile = z.array(
  z.strictObject({
    slug,
    name: z.string().min(2),
    description: z.string().min(10),
    priceCents: z.number().int().min(0),
    currency: z.string().regex(/^[A-Z]{3}$/),
    interval: z.enum(["month", "year"]).nullable(),
    features: z.array(z.string().min(2)).min(1),
    order: z.number().int().min(0),
  }),
);

export const usersFile = z.array(
  z.strictObject({
    handle: slug,
    firstName: z.string().min(1),
    lastName: z.string().min(1),
    email: z.string().email(),
    password: z.string().min(8),
    isPro: z.boolean(),
    profilePublic: z.boolean().optional(),
    bio: z.string().max(500).optional(),
    completedCourses: z.array(slug),
    inProgress: z.record(slug, z.array(slug)),
  }),
);

export type CourseFrontMatter = z.infer<typeof courseFrontMatter>;
export type LessonFrontMatter = z.infer<typeof lessonFrontMatter>;

export interface ContentLesson extends LessonFrontMatter {
  body: string;
  file: string;
}
export interface ContentCourse extends CourseFrontMatter {
  description: string;
  file: string;
  lessons: Map<string, ContentLesson>;
}
export interface Curriculum {
  courses: ContentCourse[];
  masters: z.infer<typeof masterFile>;
  plans: z.infer<typeof plansFile>;
  users: z.infer<typeof usersFile>;
}
