"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { getViewer } from "@/lib/auth/session";
import { progressUpdate } from "@/lib/contracts/progress";
import { isAppError } from "@/lib/errors";
import { updateProgress } from "@/lib/services/progress";

// Mark a lesson complete, or undo it (a plain form post; works without client JavaScript).
export async function setLessonCompleteAction(form: FormData) {
  const parsed = progressUpdate.safeParse({
    course: form.get("course"),
    lesson: form.get("lesson"),
    completed: form.get("completed") === "true",
  });
  if (!parsed.success) redirect("/courses");
  const { course, lesson, completed } = parsed.data!;
  const here = `/courses/${course}/${lesson}`;
  const viewer = await getViewer();
  if (!viewer) redirect(`/signin?next=${encodeURIComponent(here)}`);
  let done = false;
  try {
    const p = await updateProgress(viewer!.userId, { course, lesson, completed });
    done = p.completed;
  } catch (e) {
    if (isAppError(e)) redirect(`${here}?error=${encodeURIComponent(e.message)}#progress`);
    throw e;
  }
  // The page shows per-learner state: refresh it (a redirect to the same URL alone would be a scroll).
  revalidatePath(here);
  revalidatePath(`/courses/${course}`);
  redirect(completed && done ? `/courses/${course}?completed=1` : `${here}?saved=${Date.now()}#progress`);
}
