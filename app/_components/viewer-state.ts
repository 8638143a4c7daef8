// In the browser: the visitor-specific state of a cached course or lesson page, one request per page shared by
// every island on it. Visitors without the signed-in hint cookie get the anonymous state without a request.
import {
  courseViewerAction,
  lessonViewerAction,
  type CourseViewerState,
  type LessonViewerState,
} from "@/app/(learn)/courses/actions";
import type { ActionResult } from "@/lib/http/action";
import { hasSignedInHint } from "@/lib/pages/signed-in-hint";

const ANONYMOUS: LessonViewerState = { signedIn: false, progress: null, html: null, canComplete: false };
// Shared by the islands that mount together (one page); a later visit asks again.
const SHARE_MS = 3000;
const pending = new Map<string, { at: number; p: Promise<LessonViewerState> }>();

function shared(key: string, load: () => Promise<LessonViewerState>): Promise<LessonViewerState> {
  const hit = pending.get(key);
  if (hit && Date.now() - hit.at < SHARE_MS) return hit.p;
  const p = load();
  pending.set(key, { at: Date.now(), p });
  return p;
}

function settle<T>(r: Promise<ActionResult<T>>, fallback: T): Promise<T> {
  return r.then((x) => (x.ok ? x.data : fallback)).catch(() => fallback);
}

export function loadCourseState(course: string): Promise<CourseViewerState> {
  if (!hasSignedInHint()) return Promise.resolve(ANONYMOUS);
  return shared(`course:${course}`, () =>
    settle(courseViewerAction({ course }), ANONYMOUS).then((s) => ({ ...ANONYMOUS, ...s })),
  );
}

export function loadLessonState(course: string, lesson: string, locked: boolean): Promise<LessonViewerState> {
  if (!hasSignedInHint()) return Promise.resolve(ANONYMOUS);
  return shared(`lesson:${course}:${lesson}`, () => settle(lessonViewerAction({ course, lesson, locked }), ANONYMOUS));
}

/** After a change (a lesson marked complete): the next page asks again. */
export function forgetViewerState(): void {
  pending.clear();
}
