// What editors may do in the embedded Prisma Studio, table by table. The endpoint enforces it on every statement
// (lib/studio/sql-check.ts) and filters Studio's table list with it; the UI only reflects it.
//
// Decision record (docs/editors.md):
// - edit: the catalogue (courses, sections, lessons, skills, exercises), master programs, plans, and on User only `isPro`
//   (pro access) and `role` (making another editor). Rows of User cannot be inserted or deleted from Studio.
// - read: learners' profile fields (never the password hash), completions, exercise progress (not the code), the ask gaps (UnansweredQuestion), and
//   the audit log itself.
// - hidden (not listed; any statement naming them is refused): every other table — identities, access tokens,
//   OAuth clients and their grants, sessions, `_prisma_migrations` — and every table added later until it is
//   listed here. Hidden by default is the safe direction: a new secret-bearing table is never exposed by accident.

export type TableAccess = "edit" | "read";
export type WriteOp = "insert" | "update" | "delete";

export interface TablePolicy {
  access: TableAccess;
  /** Write operations allowed when access is "edit" (default: all three). */
  ops?: readonly WriteOp[];
  /** Columns that may be changed by UPDATE (default: all visible columns). */
  updatable?: readonly string[];
  /** Columns never listed, selected or named in a statement. */
  hiddenColumns?: readonly string[];
}

export const STUDIO_POLICY: Readonly<Record<string, TablePolicy>> = {
  Course: { access: "edit" },
  Section: { access: "edit" },
  Lesson: { access: "edit" },
  Skill: { access: "edit" },
  CourseSkill: { access: "edit" },
  MasterProgram: { access: "edit" },
  MasterProgramCourse: { access: "edit" },
  Plan: { access: "edit" },
  Exercise: { access: "edit" },
  User: { access: "edit", ops: ["update"], updatable: ["isPro", "role"], hiddenColumns: ["passwordHash"] },
  LessonCompletion: { access: "read" },
  CourseCompletion: { access: "read" },
  ExerciseProgress: { access: "read", hiddenColumns: ["lastCode"] },
  UnansweredQuestion: { access: "read" },
  AuditLog: { access: "read" },
};

/** The only schema Studio sees. */
export const STUDIO_SCHEMA = "public";

/** Tables whose writes change what learners and agents read (catalogue caches, ask/search index). */
export const CONTENT_TABLES: ReadonlySet<string> = new Set([
  "Course",
  "Section",
  "Lesson",
  "Skill",
  "CourseSkill",
  "MasterProgram",
  "MasterProgramCourse",
  "Plan",
  "Exercise",
]);

export function tablePolicy(name: string): TablePolicy | undefined {
  return Object.hasOwn(STUDIO_POLICY, name) ? STUDIO_POLICY[name] : undefined;
}

export function isVisibleTable(schema: string, name: string): boolean {
  return schema === STUDIO_SCHEMA && tablePolicy(name) !== undefined;
}

export function canWrite(name: string, op: WriteOp): boolean {
  const p = tablePolicy(name);
  return p?.access === "edit" && (p.ops ?? ["insert", "update", "delete"]).includes(op);
}

/** Every hidden column name of every visible table (they may not appear anywhere in a statement). */
export const HIDDEN_COLUMNS: ReadonlySet<string> = new Set(
  Object.values(STUDIO_POLICY).flatMap((p) => p.hiddenColumns ?? []),
);
