"use client";
// The visitor-specific parts of a cached lesson page. The server renders what every visitor sees (the sign-in
// prompt, a pro lesson's outline); after hydration these ask once for the signed-in learner's own state.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { setLessonCompleteAction, type LessonViewerState } from "@/app/(learn)/courses/actions";
import { forgetViewerState, loadLessonState } from "./viewer-state";

interface Props {
  course: string;
  lesson: string;
  locked: boolean;
}

function useLessonState({ course, lesson, locked }: Props) {
  const [state, setState] = useState<LessonViewerState | null>(null);
  useEffect(() => {
    let live = true;
    loadLessonState(course, lesson, locked).then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [course, lesson, locked]);
  return [state, setState] as const;
}

/** A pro lesson's text for a pro learner, in place of the outline (`children`) that everyone else sees. */
export function ProLessonBody(props: Props & { children: ReactNode }) {
  const [state] = useLessonState(props);
  const html = state?.html ?? null;
  useEffect(() => {
    if (!html || !location.hash) return;
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }, [html]);
  if (!html) return <>{props.children}</>;
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/** "Mark as complete" and the learner's progress in the course; a sign-in link for visitors. */
export function LessonProgress(props: Props) {
  const { course, lesson } = props;
  const [state, setState] = useLessonState(props);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const here = `/courses/${course}/${lesson}`;

  if (!state?.signedIn)
    return (
      <p>
        <Link href={`/signin?next=${encodeURIComponent(here)}`}>Sign in</Link> to track your progress.
      </p>
    );
  if (!state.canComplete) return <p className="muted">Pro lessons can be completed with pro access.</p>;
  const progress = state.progress;
  const isDone = progress?.completedLessons.includes(lesson) ?? false;

  async function toggle() {
    setBusy(true);
    setError(null);
    const r = await setLessonCompleteAction({ course, lesson, completed: !isDone });
    setBusy(false);
    forgetViewerState();
    if (!r.ok) return setError(r.error.message);
    setState({ ...state!, progress: r.data });
    if (!isDone && r.data.completed) router.push(`/courses/${course}?completed=1`);
  }

  return (
    <div className="row">
      {error ? <p role="alert">{error}</p> : null}
      {isDone ? <span>✓ You completed this lesson.</span> : null}
      <button type="button" className={isDone ? "secondary" : undefined} onClick={toggle} disabled={busy}>
        {isDone ? "Mark as not complete" : "Mark as complete"}
      </button>
      {progress ? (
        <span className="muted">
          {progress.completedLessons.length} of {progress.totalLessons} lessons done
        </span>
      ) : null}
    </div>
  );
}
