// The lesson page's "Practice" section: the lesson's exercises (the same for every visitor, so the page stays
// cached); each learner's solved state is on the exercise page.
import Link from "next/link";
import { listExercises } from "@/lib/services/exercises";

const KIND = { write: "write code", fix: "fix the bug", predict: "predict the output", static: "Spring review" };

export async function ExerciseList({ course, lesson }: { course: string; lesson: string }) {
  const { exercises, runner } = await listExercises(course, lesson, null);
  if (!exercises.length) return null;
  return (
    <section id="exercises" aria-labelledby="exercises-h">
      <h2 id="exercises-h">Practice</h2>
      <ol className="exercise-list">
        {exercises.map((e) => (
          <li key={e.slug}>
            <Link href={`/courses/${course}/${lesson}/exercises/${e.slug}`}>{e.title}</Link>{" "}
            <span className="muted">
              · {KIND[e.kind]} · {e.difficulty}
            </span>
            {e.locked ? <span className="badge pro">Pro</span> : null}
          </li>
        ))}
      </ol>
      {runner.available ? null : <p className="muted">Running code is not enabled on this server: {runner.reason}</p>}
    </section>
  );
}
