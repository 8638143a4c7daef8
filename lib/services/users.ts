import { userProfile, type UserProfile } from "@/lib/contracts/users";
import { getPublicUserByIdOrHandle } from "@/lib/db/queries/users";
import { AppError } from "@/lib/errors";
import { profileUrl } from "./urls";

/** A public profile by id or handle. Private profiles are indistinguishable from missing ones (404). */
export async function getUserProfile(idOrHandle: string): Promise<UserProfile> {
  const u = await getPublicUserByIdOrHandle({ idOrHandle });
  if (!u || !u.profilePublic)
    throw new AppError(
      "NOT_FOUND",
      `No public profile "${idOrHandle}".`,
      "Check the user ID or profile handle in the URL.",
    );
  const completions = u.showCompletions ? u.courseCompletions : undefined;
  const skills = new Map<string, { name: string; course: { slug: string; title: string } }>();
  if (u.showSkills)
    for (const c of u.courseCompletions)
      for (const s of c.course.skills)
        if (!skills.has(s.skill.name))
          skills.set(s.skill.name, { name: s.skill.name, course: { slug: c.course.slug, title: c.course.title } });
  return userProfile.parse({
    id: u.id,
    handle: u.handle,
    firstName: u.firstName,
    lastName: u.lastName,
    ...(u.bio ? { bio: u.bio } : {}),
    ...(completions
      ? {
          completedCoursesCount: completions.length,
          completedCourses: completions.map((c) => ({
            slug: c.course.slug,
            title: c.course.title,
            completedAt: c.completedAt.toISOString(),
          })),
        }
      : {}),
    ...(u.showSkills ? { skills: [...skills.values()] } : {}),
    url: profileUrl(u.handle),
  });
}
