import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ExerciseWorkbench, ProExercise } from "@/app/_components/ExerciseWorkbench";
import { slugParam } from "@/lib/contracts/common";
import { isAppError } from "@/lib/errors";
import { renderMarkdown } from "@/lib/markdown";
import { getExercisePage } from "@/lib/services/exercises";

// Cached for every visitor like the lesson page (ISR): statement, starter, hints and check names are the same for
// everyone; the learner's own state, Run and Submit are the client island's server actions.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ slug: string; lesson: string; exercise: string }>;

const load = cache(async (slug: string, lesson: string, exercise: string) => {
  if (![slug, lesson, exercise].every((s) => slugParam.safeParse(s).success)) notFound();
  try {
    return await getExercisePage(slug, lesson, exercise);
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") notFound();
    throw e;
  }
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug, lesson, exercise } = await params;
  const p = await load(slug, lesson, exercise);
  return { title: `${p.title} – exercise – ${p.lessonTitle}` };
}

const KIND = { write: "Write code", fix: "Fix the bug", predict: "Predict the output", static: "Spring code review" };

export default async function ExercisePage({ params }: { params: Params }) {
  const { slug, lesson, exercise } = await params;
  const p = await load(slug, lesson, exercise);
  const lessonHref = `/courses/${slug}/${lesson}`;
  return (
    <article className="exercise">
      <nav aria-label="Breadcrumb" className="muted">
        <Link href="/courses">Courses</Link> / <Link href={`/courses/${slug}`}>{p.courseTitle}</Link> /{" "}
        <Link href={lessonHref}>{p.lessonTitle}</Link>
      </nav>
      <h1>{p.title}</h1>
      <p className="meta">
        <span className="badge">{KIND[p.kind]}</span> <span>{p.difficulty}</span>
        {p.locked ? <span className="badge pro">Pro</span> : null}
      </p>
      {p.locked || !p.detail ? (
        <ProExercise course={slug} lesson={lesson} exercise={exercise} runner={p.runner}>
          <div className="notice">
            <p>
              <strong>This exercise belongs to a pro lesson.</strong> Practise it with pro access.
            </p>
            <p>
              <Link href={`/signin?next=${encodeURIComponent(`${lessonHref}/exercises/${exercise}`)}`}>Sign in</Link> or{" "}
              <Link href="/masters">see master programs</Link>.
            </p>
          </div>
        </ProExercise>
      ) : (
        <>
          <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(p.detail.statement) }} />
          <p className="muted">
            Checks: {p.detail.checks.length} ({p.detail.checks.join(" · ")})
          </p>
          <ExerciseWorkbench
            course={slug}
            lesson={lesson}
            exercise={exercise}
            kind={p.kind}
            starter={p.detail.starter}
            hints={p.detail.hints}
            checks={p.detail.checks}
            runner={p.runner}
          />
        </>
      )}
      <p>
        <Link href={`${lessonHref}#exercises`}>← Back to the lesson&apos;s exercises</Link>
      </p>
    </article>
  );
}
