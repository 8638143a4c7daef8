import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getUserProfile } from "@/lib/services/users";
import { getCourseProgress, listProgress, updateProgress } from "@/lib/services/progress";
import { signUp } from "@/lib/services/accounts";
import { useTestDatabase } from "../helpers/db";

const db = useTestDatabase();
const newLearner = () =>
  signUp({
    email: `p-${randomUUID()}@example.com`,
    password: "a long enough password",
    firstName: "Pat",
    lastName: "Progress",
  });

describe("updateProgress", () => {
  it("completing every lesson completes the course: count, list and skills on the public profile; undo reverts it", async () => {
    const u = await newLearner();
    const course = await getCourseProgress(u.id, "secure-coding-java");
    expect(course).toMatchObject({ percent: 0, completed: false, next: { slug: "sql-injection" } });
    const lessons = (
      await db.prisma().lesson.findMany({
        where: { course: { slug: "secure-coding-java" } },
        orderBy: { order: "asc" },
        select: { slug: true },
      })
    ).map((l) => l.slug);
    for (const lesson of lessons.slice(0, -1))
      await updateProgress(u.id, { course: "secure-coding-java", lesson, completed: true });
    expect((await getUserProfile(u.handle)).completedCoursesCount).toBe(0);
    const done = await updateProgress(u.id, { course: "secure-coding-java", lesson: lessons.at(-1)!, completed: true });
    expect(done).toMatchObject({ completed: true, percent: 100, next: null });
    const profile = await getUserProfile(u.handle);
    expect(profile.completedCoursesCount).toBe(1);
    expect(profile.completedCourses![0].slug).toBe("secure-coding-java");
    expect(profile.skills!.map((s) => s.course.slug)).toEqual(expect.arrayContaining(["secure-coding-java"]));
    expect(profile.skills!.length).toBeGreaterThan(0);

    const undone = await updateProgress(u.id, { course: "secure-coding-java", lesson: lessons[0], completed: false });
    expect(undone).toMatchObject({ completed: false, next: { slug: lessons[0] } });
    expect((await getUserProfile(u.handle)).completedCoursesCount).toBe(0);
  });

  it("is idempotent and loses nothing under concurrent updates for one learner", async () => {
    const u = await newLearner();
    const lessons = (
      await db.prisma().lesson.findMany({ where: { course: { slug: "java-fundamentals" } }, select: { slug: true } })
    ).map((l) => l.slug);
    await Promise.all(
      [...lessons, ...lessons].map((lesson) =>
        updateProgress(u.id, { course: "java-fundamentals", lesson, completed: true }),
      ),
    );
    const p = await getCourseProgress(u.id, "java-fundamentals");
    expect(p.completedLessons.length).toBe(lessons.length);
    expect(p.completed).toBe(true);
    expect((await getUserProfile(u.id)).completedCoursesCount).toBe(1);
  });

  it("refuses pro lessons to non-pro learners and unknown lessons with NOT_FOUND", async () => {
    const u = await newLearner();
    await expect(
      updateProgress(u.id, { course: "spring-data-jpa", lesson: "n-plus-one", completed: true }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await updateProgress(u.id, { course: "spring-data-jpa", lesson: "entities", completed: true }); // free preview
    await expect(
      updateProgress(u.id, { course: "spring-data-jpa", lesson: "nope", completed: true }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await listProgress(u.id)).courses.map((c) => c.course.slug)).toEqual(["spring-data-jpa"]);
  });
});
