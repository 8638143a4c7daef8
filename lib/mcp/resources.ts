// Lessons as MCP resources (read as documents, the way documentation servers expose their pages):
// javaspring://lessons/{course}/{lesson} → the lesson's Markdown. Backed by the catalogue services the REST routes
// use, with the same access rule: a pro lesson's body only for a pro learner; everyone else reads its outline.
import {
  ProtocolError,
  ResourceNotFoundError,
  type ReadResourceResult,
  type Resource,
} from "@modelcontextprotocol/server";
import { slugParam } from "@/lib/contracts/common";
import type { LessonDetail } from "@/lib/contracts/courses";
import { isAppError } from "@/lib/errors";
import type { Principal } from "@/lib/oauth/tokens";
import { getCourse, getLesson, lessonViewer, listCourses } from "@/lib/services/courses";
import { RPC } from "./protocol";

const PREFIX = "javaspring://lessons/";
export const LESSON_TEMPLATE = {
  uriTemplate: `${PREFIX}{course}/{lesson}`,
  name: "lesson",
  title: "Lesson (Markdown)",
  description:
    "A lesson as Markdown. course and lesson are slugs (list_courses, get_course). Pro lessons: body for pro learners only.",
  mimeType: "text/markdown",
};
/** Lessons per resources/list page. */
export const PAGE_SIZE = 50;

export const lessonUri = (course: string, lesson: string) => `${PREFIX}${course}/${lesson}`;

/** {course, lesson} of a lesson URI, or null for anything else (malformed slugs included). */
export function parseLessonUri(uri: string): { course: string; lesson: string } | null {
  if (!uri.startsWith(PREFIX)) return null;
  const parts = uri.slice(PREFIX.length).split("/");
  if (parts.length !== 2 || !parts.every((p) => slugParam.safeParse(p).success)) return null;
  return { course: parts[0], lesson: parts[1] };
}

/** Every lesson of the catalogue in course order, as resources/list entries (the course services are cached). */
async function allLessonResources(): Promise<Resource[]> {
  const courses = await Promise.all((await listCourses()).map((c) => getCourse(c.slug)));
  return courses.flatMap((c) =>
    c.sections.flatMap((s) =>
      s.lessons.map((l) => ({
        uri: lessonUri(c.slug, l.slug),
        name: `${c.slug}/${l.slug}`,
        title: `${l.title} (${c.title})`,
        description: l.summary,
        mimeType: "text/markdown",
        annotations: { audience: ["user", "assistant"] as ("user" | "assistant")[] },
        _meta: { access: l.isFree ? "free" : "pro", minutes: l.minutes },
      })),
    ),
  );
}

// Cursors are opaque to clients: the offset of the next page, base64url-encoded.
const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString("base64url");
function decodeCursor(cursor: string): number {
  const m = /^o:(\d{1,6})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!m) throw new ProtocolError(RPC.INVALID_PARAMS, "Invalid cursor: pass the nextCursor of the previous page.");
  return Number(m[1]);
}

/** resources/list: one page of lessons; nextCursor while more remain. */
export async function listLessonResources(cursor?: string): Promise<{ resources: Resource[]; nextCursor?: string }> {
  const offset = cursor === undefined ? 0 : decodeCursor(cursor);
  const all = await allLessonResources();
  if (offset > all.length) throw new ProtocolError(RPC.INVALID_PARAMS, "Invalid cursor: past the end of the list.");
  const end = offset + PAGE_SIZE;
  return { resources: all.slice(offset, end), ...(end < all.length ? { nextCursor: encodeCursor(end) } : {}) };
}

/** The Markdown document of a lesson: title, summary, facts, then the body (or, when locked, the outline). */
export function lessonMarkdown(l: LessonDetail): string {
  const head = [
    `# ${l.title}`,
    "",
    `> ${l.summary}`,
    "",
    `Course: ${l.courseTitle} · ${l.minutes} min · ${l.isFree ? "free" : "pro"} · ${l.url}`,
    "",
  ];
  if (!l.locked && l.body !== null) return [...head, l.body].join("\n");
  return [
    ...head,
    "This is a pro lesson: its text is readable with a token (scope `read`) of a learner with pro access.",
    "",
    "## Outline",
    "",
    // (the questions of "Questions learners ask" indented under their section)
    ...l.headings.map((h) => `${h.level === 3 ? "  " : ""}- ${h.title}`),
    "",
  ].join("\n");
}

export interface LessonRead {
  result: ReadResourceResult;
  /** The content depends on who asks (a pro lesson): only the requesting client may cache it. */
  personal: boolean;
}

/** resources/read: a lesson's Markdown; an unknown URI or lesson is the SEP-2164 not-found error (-32602 + uri). */
export async function readLessonResource(uri: string, principal: Principal | null): Promise<LessonRead> {
  const at = parseLessonUri(uri);
  if (!at) throw new ResourceNotFoundError(uri);
  let lesson: LessonDetail;
  try {
    lesson = await getLesson(at.course, at.lesson, lessonViewer(principal));
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") throw new ResourceNotFoundError(uri);
    throw e;
  }
  return {
    result: { contents: [{ uri, mimeType: "text/markdown", text: lessonMarkdown(lesson) }] },
    personal: !lesson.isFree,
  };
}
