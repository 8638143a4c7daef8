// Exercises as content (docs/exercises.md): prisma/content/courses/<course>/exercises/<lesson>/<slug>.md, parsed
// and validated here (zod; every problem names the file and the field). loadExercises() is cached per process.
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { slug } from "./schema";

/** YAML turns `expect: 12` into a number: accept scalars and keep their text. */
const text = z.union([z.string(), z.number(), z.boolean()]).transform((v) => String(v));

const checkFields = z.strictObject({
  name: z.string().min(2).max(160),
  setup: z.string().optional(),
  run: z.string().min(1).optional(),
  main: z
    .string()
    .regex(/^[A-Za-z_$][\w$]*$/, "must be a class name")
    .optional(),
  stdin: text.optional(),
  args: z.array(text).optional(),
  expect: text.optional(),
  absent: z.string().min(3).optional(),
  present: z.string().min(3).optional(),
  matches: z.string().min(1).optional(),
  notMatches: z.string().min(1).optional(),
});

const WHAT = ["run", "main", "absent", "present", "matches", "notMatches"] as const;

export const exerciseCheck = checkFields.superRefine((c, ctx) => {
  const what = WHAT.filter((k) => c[k] !== undefined);
  if (what.length !== 1)
    ctx.addIssue({
      code: "custom",
      message: `needs exactly one of ${WHAT.join(", ")} (has ${what.length ? what.join(", ") : "none"})`,
    });
  const runs = c.run !== undefined || c.main !== undefined;
  if (runs && c.expect === undefined)
    ctx.addIssue({ code: "custom", path: ["expect"], message: "required with run/main" });
  if (!runs && c.expect !== undefined)
    ctx.addIssue({ code: "custom", path: ["expect"], message: "only run/main checks have expect" });
  if (c.setup !== undefined && c.run === undefined)
    ctx.addIssue({ code: "custom", path: ["setup"], message: "only with run" });
  if ((c.stdin !== undefined || c.args !== undefined) && c.main === undefined)
    ctx.addIssue({ code: "custom", path: ["stdin"], message: "stdin/args only with main" });
  for (const k of ["matches", "notMatches"] as const) {
    const re = c[k];
    if (re === undefined) continue;
    try {
      new RegExp(re, "m");
    } catch (e) {
      ctx.addIssue({ code: "custom", path: [k], message: `invalid regular expression: ${(e as Error).message}` });
    }
  }
});
export type ExerciseCheck = z.infer<typeof exerciseCheck>;

export const EXERCISE_KINDS = ["write", "fix", "predict", "static"] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

export const exerciseFrontMatter = z
  .strictObject({
    slug,
    title: z.string().min(3).max(120),
    kind: z.enum(EXERCISE_KINDS),
    difficulty: z.enum(["easy", "medium", "hard"]),
    order: z.number().int().min(0),
    hints: z.array(z.string().min(3)).min(1).max(5),
    checks: z.array(exerciseCheck).max(12).optional(),
    answer: text.optional(),
  })
  .superRefine((f, ctx) => {
    if (f.kind === "predict") {
      if (f.answer === undefined) ctx.addIssue({ code: "custom", path: ["answer"], message: "required for predict" });
    } else {
      if (f.answer !== undefined) ctx.addIssue({ code: "custom", path: ["answer"], message: "only for predict" });
      if (!f.checks?.length) ctx.addIssue({ code: "custom", path: ["checks"], message: `required for ${f.kind}` });
    }
    if (f.kind === "static")
      for (const [i, c] of (f.checks ?? []).entries())
        if (c.run !== undefined || c.main !== undefined)
          ctx.addIssue({ code: "custom", path: ["checks", i], message: "static exercises have no run/main checks" });
    const names = (f.checks ?? []).map((c) => c.name);
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: "custom", path: ["checks"], message: "duplicate check name" });
  });

export interface Exercise {
  /** "<course>/<lesson>/<slug>" */
  id: string;
  course: string;
  lesson: string;
  slug: string;
  title: string;
  kind: ExerciseKind;
  difficulty: "easy" | "medium" | "hard";
  order: number;
  hints: string[];
  checks: ExerciseCheck[];
  /** predict: the exact expected output. */
  answer?: string;
  /** The statement (Markdown, without the code blocks). */
  statement: string;
  starter?: string;
  solution?: string;
  /** predict: the program whose output is predicted. */
  program?: string;
  /** Path relative to the working folder, for messages. */
  file: string;
}

/** What a run/reviewer check does (by the field it carries). */
export function checkType(c: ExerciseCheck): (typeof WHAT)[number] {
  return WHAT.find((k) => c[k] !== undefined) ?? "run";
}

const BLOCK = /^```java[ \t]+(starter|solution|program)[ \t]*\n([\s\S]*?)^```[ \t]*$/gm;

export class ExerciseError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = "ExerciseError";
  }
}

const describe = (e: z.ZodError) =>
  e.issues
    .map((i) => {
      const at = i.path.join(".") || "(front matter)";
      // `- Loop with for (int p : prices)` is a YAML mapping, not text: say so instead of "received object".
      const yaml = /expected string, received object/.test(i.message)
        ? " (YAML read the ': ' in this line as a key: put the text in quotes)"
        : "";
      return `${at}: ${i.message}${yaml}`;
    })
    .join("; ");

/** Parses one exercise file; throws ExerciseError naming the file and the field. */
export function parseExercise(raw: string, where: { course: string; lesson: string; file: string }): Exercise {
  let m: matter.GrayMatterFile<string>;
  try {
    m = matter(raw, {});
  } catch (e) {
    throw new ExerciseError(where.file, `invalid front matter (${(e as Error).message.split("\n")[0]})`);
  }
  const r = exerciseFrontMatter.safeParse(m.data);
  if (!r.success) throw new ExerciseError(where.file, describe(r.error));
  const fm = r.data;
  const expected = `${fm.slug}.md`;
  if (path.basename(where.file) !== expected)
    throw new ExerciseError(where.file, `slug: "${fm.slug}" must equal the file name`);
  const blocks: Partial<Record<"starter" | "solution" | "program", string>> = {};
  for (const b of m.content.matchAll(BLOCK)) {
    const role = b[1] as keyof typeof blocks;
    if (blocks[role] !== undefined) throw new ExerciseError(where.file, `two \`java ${role}\` blocks`);
    blocks[role] = b[2];
  }
  const need = fm.kind === "predict" ? (["program"] as const) : (["starter", "solution"] as const);
  for (const role of need)
    if (!blocks[role]?.trim()) throw new ExerciseError(where.file, `missing the \`\`\`java ${role} block`);
  if (fm.kind === "predict" && (blocks.starter || blocks.solution))
    throw new ExerciseError(where.file, "predict exercises have a `java program` block only");
  if (fm.kind !== "predict" && blocks.program)
    throw new ExerciseError(where.file, "`java program` blocks are for predict exercises");
  const statement = m.content
    .replace(BLOCK, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (statement.length < 20) throw new ExerciseError(where.file, "the statement (Markdown body) is too short");
  return {
    id: `${where.course}/${where.lesson}/${fm.slug}`,
    course: where.course,
    lesson: where.lesson,
    slug: fm.slug,
    title: fm.title,
    kind: fm.kind,
    difficulty: fm.difficulty,
    order: fm.order,
    hints: fm.hints,
    checks: fm.checks ?? [],
    answer: fm.answer,
    statement,
    starter: blocks.starter,
    solution: blocks.solution,
    program: blocks.program,
    file: where.file,
  };
}

export interface ExerciseScan {
  exercises: Exercise[];
  /** One line per problem: "<file>: <field>: <message>". */
  problems: string[];
}

/** Reads every exercise under root, collecting problems instead of stopping at the first. */
export function scanExercises(root = path.join(process.cwd(), "prisma", "content"), only?: string[]): ExerciseScan {
  const rel = (f: string) => path.relative(process.cwd(), f);
  const coursesDir = path.join(root, "courses");
  const exercises: Exercise[] = [];
  const problems: string[] = [];
  for (const course of fs.readdirSync(coursesDir).sort()) {
    if (only?.length && !only.includes(course)) continue;
    const dir = path.join(coursesDir, course, "exercises");
    if (!fs.existsSync(dir)) continue;
    for (const lesson of fs.readdirSync(dir).sort()) {
      const lessonDir = path.join(dir, lesson);
      if (!fs.statSync(lessonDir).isDirectory()) {
        problems.push(`${rel(lessonDir)}: exercises live in a folder per lesson (exercises/<lesson>/<slug>.md)`);
        continue;
      }
      if (!fs.existsSync(path.join(coursesDir, course, `${lesson}.md`))) {
        problems.push(`${rel(lessonDir)}: no lesson "${lesson}" in course "${course}"`);
        continue;
      }
      const orders = new Map<number, string>();
      for (const name of fs.readdirSync(lessonDir).sort()) {
        const file = path.join(lessonDir, name);
        if (!name.endsWith(".md")) {
          problems.push(`${rel(file)}: not a .md file`);
          continue;
        }
        try {
          const ex = parseExercise(fs.readFileSync(file, "utf8"), { course, lesson, file: rel(file) });
          const twin = orders.get(ex.order);
          if (twin) problems.push(`${rel(file)}: order: ${ex.order} is also the order of ${twin}`);
          orders.set(ex.order, name);
          exercises.push(ex);
        } catch (e) {
          problems.push(e instanceof ExerciseError ? e.message : `${rel(file)}: ${(e as Error).message}`);
        }
      }
    }
  }
  exercises.sort((a, b) => a.course.localeCompare(b.course) || a.lesson.localeCompare(b.lesson) || a.order - b.order);
  return { exercises, problems };
}

let cache: Exercise[] | undefined;

/** Every exercise (cached); throws ExerciseError listing every problem when any file is invalid. */
export function loadExercises(root?: string): Exercise[] {
  if (cache && !root) return cache;
  const { exercises, problems } = scanExercises(root);
  if (problems.length)
    throw new ExerciseError("prisma/content", `${problems.length} invalid exercise file(s):\n${problems.join("\n")}`);
  if (!root) cache = exercises;
  return exercises;
}

/** A lesson's exercises in order. */
export function exercisesOfLesson(course: string, lesson: string): Exercise[] {
  return loadExercises().filter((e) => e.course === course && e.lesson === lesson);
}

/** One exercise by course, lesson and slug; undefined when there is none. */
export function findExercise(course: string, lesson: string, exerciseSlug: string): Exercise | undefined {
  return loadExercises().find((e) => e.course === course && e.lesson === lesson && e.slug === exerciseSlug);
}
