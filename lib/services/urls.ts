// Absolute URLs of site resources, built from the canonical origin only.
import { appOrigin } from "@/lib/env";
import { lessonPath } from "@/lib/format";

export { lessonPath };

export const courseUrl = (course: string) => `${appOrigin()}/courses/${course}`;
export const lessonUrl = (course: string, lesson: string, anchor?: string) =>
  `${appOrigin()}${lessonPath(course, lesson, anchor)}`;
export const profileUrl = (handle: string) => `${appOrigin()}/u/${handle}`;
export const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${appOrigin()}${path}`);
