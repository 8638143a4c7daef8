import { describe, expect, it } from "vitest";
import { getCourse, getLesson, listCourses } from "@/lib/services/courses";
import { listMasterPrograms } from "@/lib/services/masters";
import { getUserProfile } from "@/lib/services/users";
import { pageAnchors } from "@/lib/content/sections";
import { useTestDatabase } from "../helpers/db";

const db = useTestDatabase();

describe("listCourses", () => {
  it("returns every published course with lesson count, minutes and free/pro status", async () => {
    const courses = await listCourses();
    expect(courses.length).toBeGreaterThanOrEqual(16);
    const total = courses.reduce((s, c) => s + c.lessonCount, 0);
    expect(total).toBeGreaterThanOrEqual(120);
    const jf = courses.find((c) => c.slug === "java-fundamentals")!;
    expect(jf).toMatchObject({ isFree: true, access: "free", title: "Java Fundamentals" });
    expect(jf.lessonCount).toBe(8);
    expect(jf.image).toMatch(/^https?:\/\/.+\/images\/courses\/java-fundamentals\.svg$/);
    expect(courses.some((c) => !c.isFree && c.access === "pro")).toBe(true);
    // ordering follows the `order` column
    expect(courses[0].slug).toBe("java-fundamentals");
  });

  it("hides unpublished courses", async () => {
    // a draft of its own, so tests sharing a Postgres server never see the catalogue change
    const slug = `draft-${Date.now()}`;
    await db
      .prisma()
      .course.create({ data: { slug, title: "Draft course", description: "Not ready yet.", published: false } });
    expect((await listCourses()).map((c) => c.slug)).not.toContain(slug);
    await expect(getCourse(slug)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await listCourses()).map((c) => c.slug)).toContain("java-concurrency");
  });
});

describe("getCourse", () => {
  it("returns sections and lessons in order, without lesson bodies", async () => {
    const c = await getCourse("spring-data-jpa");
    expect(c.sections.map((s) => s.slug)).toEqual(["mapping", "transactions-and-performance"]);
    expect(c.sections[0].lessons.map((l) => l.slug)).toEqual(["entities", "repositories", "queries"]);
    expect(c.sections[0].lessons[0].isFree).toBe(true); // free preview of a pro course
    expect(c.sections[0].lessons[1].isFree).toBe(false);
    expect(JSON.stringify(c)).not.toContain('"body"');
  });

  it("throws NOT_FOUND with a hint for an unknown slug", async () => {
    await expect(getCourse("no-such-course")).rejects.toMatchObject({
      code: "NOT_FOUND",
      hint: expect.stringContaining("/api/courses"),
    });
  });
});

describe("getLesson", () => {
  it("returns the body and anchors of a free lesson", async () => {
    const l = await getLesson("exceptions-and-debugging", "null-pointer-exception");
    expect(l.locked).toBe(false);
    expect(l.body).toContain("NullPointerException");
    // every heading id the page renders: the sections' and the questions' of "Questions learners ask"
    expect(l.headings.map((h) => h.anchor)).toEqual(pageAnchors(l.body!).filter(Boolean));
    expect(l.headings.filter((h) => h.level === 3).length).toBeGreaterThan(2);
    expect(l.previous?.slug).toBe("reading-stack-traces");
  });

  it("locks a pro lesson for anonymous and non-pro viewers but opens it for pro learners", async () => {
    expect(await getLesson("spring-data-jpa", "n-plus-one")).toMatchObject({ locked: true, body: null });
    const linus = await db.prisma().user.findUniqueOrThrow({ where: { handle: "linus-t" } });
    const ada = await db.prisma().user.findUniqueOrThrow({ where: { handle: "ada-dev" } });
    expect((await getLesson("spring-data-jpa", "n-plus-one", { userId: linus.id })).locked).toBe(true);
    const open = await getLesson("spring-data-jpa", "n-plus-one", { userId: ada.id });
    expect(open.locked).toBe(false);
    expect(open.body).toMatch(/N\+1/);
  });
});

describe("listMasterPrograms", () => {
  it("returns active programs only, with prices in cents and their courses", async () => {
    const m = await listMasterPrograms();
    expect(m.length).toBeGreaterThanOrEqual(3);
    expect(m.map((x) => x.slug)).not.toContain("java-ee-legacy-migration");
    expect(m[0]).toMatchObject({ slug: "java-backend-developer", priceCents: 29900, currency: "USD" });
    expect(m[0].courses.length).toBeGreaterThan(3);
  });
});

describe("getUserProfile", () => {
  it("returns the public profile by handle and by id, with completions and skills, never private fields", async () => {
    const byHandle = await getUserProfile("ada-dev");
    const byId = await getUserProfile(byHandle.id);
    expect(byId).toEqual(byHandle);
    expect(byHandle).toMatchObject({ firstName: "Ada", lastName: "Lovelace", completedCoursesCount: 4 });
    expect(byHandle.completedCourses!.map((c) => c.slug)).toContain("java-fundamentals");
    expect(byHandle.skills!.find((s) => s.name === "Java syntax")?.course.slug).toBe("java-fundamentals");
    const json = JSON.stringify(byHandle);
    expect(json).not.toMatch(/email|password|scrypt/i);
  });

  it("treats a private profile as not found", async () => {
    await expect(getUserProfile("barbara-l")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("omits completions and skills the learner chose to hide", async () => {
    const handle = `private-${Date.now()}`;
    await db.prisma().user.create({
      data: { handle, firstName: "Quiet", lastName: "Learner", showCompletions: false, showSkills: false },
    });
    const p = await getUserProfile(handle);
    expect(p.completedCourses).toBeUndefined();
    expect(p.completedCoursesCount).toBeUndefined();
    expect(p.skills).toBeUndefined();
  });
});
