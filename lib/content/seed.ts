// Loads the validated curriculum into the database, idempotently (upsert by slug). Re-running updates text and
// ordering, removes sections/lessons that no longer exist in the files, and never duplicates rows.
import type { Prisma, PrismaClient } from "@prisma/client";
import { hashPassword } from "@/lib/auth/password";
import { loadExercises, type Exercise } from "./exercises";
import { slugifyHeading } from "./sections";
import type { Curriculum } from "./schema";

export interface SeedReport {
  courses: number;
  lessons: number;
  masters: number;
  users: number;
  exercises: number;
}

export async function seedDatabase(
  prisma: PrismaClient,
  content: Curriculum,
  exercises: Exercise[] = loadExercises(),
): Promise<SeedReport> {
  let lessonCount = 0;
  const courseIds = new Map<string, string>();
  const lessonIds = new Map<string, string>(); // "course/lesson" → id

  for (const c of content.courses) {
    const data = {
      title: c.title,
      summary: c.summary,
      description: c.description,
      isFree: c.isFree,
      image: c.image,
      level: c.level,
      order: c.order,
      published: true,
    };
    const course = await prisma.course.upsert({
      where: { slug: c.slug },
      create: { slug: c.slug, ...data },
      update: data,
    });
    courseIds.set(c.slug, course.id);

    const skillIds: string[] = [];
    for (const name of c.skills) {
      // Keyed by slug, the stable key: a skill renamed in Studio gets its name back from the files on re-seed
      // (instead of a second row colliding on the slug).
      const slug = slugifyHeading(name);
      const skill = await prisma.skill.upsert({ where: { slug }, create: { name, slug }, update: { name } });
      skillIds.push(skill.id);
    }
    await prisma.courseSkill.deleteMany({ where: { courseId: course.id, skillId: { notIn: skillIds } } });
    for (const skillId of skillIds)
      await prisma.courseSkill.upsert({
        where: { courseId_skillId: { courseId: course.id, skillId } },
        create: { courseId: course.id, skillId },
        update: {},
      });

    const keptLessons: string[] = [];
    const keptSections: string[] = [];
    let lessonOrder = 0;
    for (const [si, s] of c.sections.entries()) {
      const section = await prisma.section.upsert({
        where: { courseId_slug: { courseId: course.id, slug: s.slug } },
        create: { courseId: course.id, slug: s.slug, title: s.title, order: si },
        update: { title: s.title, order: si },
      });
      keptSections.push(section.id);
      for (const lessonSlug of s.lessons) {
        const l = c.lessons.get(lessonSlug)!;
        const ld = {
          sectionId: section.id,
          title: l.title,
          summary: l.summary,
          body: l.body,
          minutes: l.minutes,
          isFree: c.isFree || l.free === true,
          order: lessonOrder++,
        };
        const lesson = await prisma.lesson.upsert({
          where: { courseId_slug: { courseId: course.id, slug: l.slug } },
          create: { courseId: course.id, slug: l.slug, ...ld },
          update: ld,
        });
        keptLessons.push(lesson.id);
        lessonIds.set(`${c.slug}/${l.slug}`, lesson.id);
        lessonCount++;
      }
    }
    await prisma.lesson.deleteMany({ where: { courseId: course.id, id: { notIn: keptLessons } } });
    await prisma.section.deleteMany({ where: { courseId: course.id, id: { notIn: keptSections } } });
  }

  for (const m of content.masters) {
    const data = {
      title: m.title,
      description: m.description,
      priceCents: m.priceCents,
      currency: m.currency,
      active: m.active,
      order: m.order,
    };
    const master = await prisma.masterProgram.upsert({
      where: { slug: m.slug },
      create: { slug: m.slug, ...data },
      update: data,
    });
    const ids = m.courses.map((s) => courseIds.get(s)!);
    await prisma.masterProgramCourse.deleteMany({ where: { masterId: master.id, courseId: { notIn: ids } } });
    for (const [order, courseId] of ids.entries())
      await prisma.masterProgramCourse.upsert({
        where: { masterId_courseId: { masterId: master.id, courseId } },
        create: { masterId: master.id, courseId, order },
        update: { order },
      });
  }

  for (const p of content.plans) {
    const data = {
      name: p.name,
      description: p.description,
      priceCents: p.priceCents,
      currency: p.currency,
      interval: p.interval,
      features: p.features,
      order: p.order,
      active: true,
    };
    await prisma.plan.upsert({ where: { slug: p.slug }, create: { slug: p.slug, ...data }, update: data });
  }

  for (const u of content.users) {
    const profile = {
      firstName: u.firstName,
      lastName: u.lastName,
      bio: u.bio ?? null,
      isPro: u.isPro,
      profilePublic: u.profilePublic ?? true,
    };
    const existing = await prisma.user.findUnique({ where: { handle: u.handle }, select: { id: true } });
    const user = existing
      ? await prisma.user.update({ where: { id: existing.id }, data: profile, select: { id: true } })
      : await prisma.user.create({
          data: { handle: u.handle, email: u.email, passwordHash: await hashPassword(u.password), ...profile },
          select: { id: true },
        });
    const done = new Set<string>();
    for (const cs of u.completedCourses) {
      for (const l of content.courses.find((c) => c.slug === cs)!.lessons.keys()) done.add(`${cs}/${l}`);
      const courseId = courseIds.get(cs)!;
      await prisma.courseCompletion.upsert({
        where: { userId_courseId: { userId: user.id, courseId } },
        create: { userId: user.id, courseId },
        update: {},
      });
    }
    for (const [cs, ls] of Object.entries(u.inProgress)) for (const l of ls) done.add(`${cs}/${l}`);
    for (const key of done) {
      const lessonId = lessonIds.get(key)!;
      await prisma.lessonCompletion.upsert({
        where: { userId_lessonId: { userId: user.id, lessonId } },
        create: { userId: user.id, lessonId },
        update: {},
      });
    }
  }

  const exerciseCount = await seedExercises(prisma, exercises, lessonIds);
  return {
    courses: content.courses.length,
    lessons: lessonCount,
    masters: content.masters.length,
    users: content.users.length,
    exercises: exerciseCount,
  };
}

/** Exercises of the seeded lessons (docs/exercises.md), upserted by lesson + slug; removed ones are deleted. */
async function seedExercises(prisma: PrismaClient, exercises: Exercise[], lessonIds: Map<string, string>) {
  const kept = new Map<string, string[]>([...lessonIds.values()].map((id) => [id, []]));
  let count = 0;
  for (const e of exercises) {
    const lessonId = lessonIds.get(`${e.course}/${e.lesson}`);
    if (!lessonId) continue; // a lesson the curriculum does not have (the loader reports it)
    const data = {
      title: e.title,
      kind: e.kind,
      difficulty: e.difficulty,
      order: e.order,
      statement: e.statement,
      starter: (e.kind === "predict" ? e.program : e.starter) ?? "",
      solution: e.solution ?? null,
      answer: e.answer ?? null,
      hints: e.hints,
      checks: e.checks as unknown as Prisma.InputJsonValue,
    };
    const row = await prisma.exercise.upsert({
      where: { lessonId_slug: { lessonId, slug: e.slug } },
      create: { lessonId, slug: e.slug, ...data },
      update: data,
      select: { id: true },
    });
    kept.get(lessonId)!.push(row.id);
    count++;
  }
  for (const [lessonId, ids] of kept) await prisma.exercise.deleteMany({ where: { lessonId, id: { notIn: ids } } });
  return count;
}
