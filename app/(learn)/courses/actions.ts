"use server";
// The visitor-specific parts of the cached course and lesson pages (their client islands call these; server action
// responses are never cached, and each reads only the caller's own session).
import { z } from "zod";
import { slugParam } from "@/lib/contracts/common";
import type { CourseProgress } from "@/lib/contracts/progress";
import { progressUpdate } from "@/lib/contracts/progress";
import { action } from "@/lib/http/action";
import { lessonBodyFor } from "@/lib/services/courses";
import { getCourseProgress, updateProgress } from "@/lib/services/progress";

export interface CourseViewerState {
  signedIn: boolean;
  progress: CourseProgress | null;
}

export interface LessonViewerState extends CourseViewerState {
  /** The rendered text of a pro lesson when the viewer may read it (a pro learner); otherwise null. */
  html: string | null;
  /** Whether the viewer may mark this lesson complete (pro lessons need pro access). */
  canComplete: boolean;
}

const course = z.strictObject({ course: slugParam });
const lesson = z.strictObject({ course: slugParam, lesson: slugParam, locked: z.boolean() });

// The caller's progress in one course (null for visitors).
export const courseViewerAction = action(
  { input: course, auth: "optional" },
  async ({ input, viewer }): Promise<CourseViewerState> =>
    viewer
      ? { signedIn: true, progress: await getCourseProgress(viewer.userId, input.course) }
      : { signedIn: false, progress: null },
);

// The caller's progress, and the text of a pro lesson for a pro learner (null for everyone else).
export const lessonViewerAction = action(
  { input: lesson, auth: "optional" },
  async ({ input, viewer }): Promise<LessonViewerState> => {
    if (!viewer) return { signedIn: false, progress: null, html: null, canComplete: false };
    const [progress, html] = await Promise.all([
      getCourseProgress(viewer.userId, input.course),
      input.locked ? lessonBodyFor(input.course, input.lesson, viewer) : Promise.resolve(null),
    ]);
    return { signedIn: true, progress, html, canComplete: !input.locked || html !== null };
  },
);

// Mark a lesson complete, or undo it; returns the course progress after the change.
export const setLessonCompleteAction = action({ input: progressUpdate, auth: "required" }, ({ input, viewer }) =>
  updateProgress(viewer.userId, input),
);
