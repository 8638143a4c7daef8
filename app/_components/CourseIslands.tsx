"use client";
// The visitor-specific parts of a cached course page: the learner's progress card ("continue where you left off")
// and the ✓ Done marks in the lesson list. Visitors see neither (and cause no request).
import Link from "next/link";
import { useEffect, useState } from "react";
import type { CourseViewerState } from "@/app/(learn)/courses/actions";
import { loadCourseState } from "./viewer-state";

function useCourseState(course: string) {
  const [state, setState] = useState<CourseViewerState | null>(null);
  useEffect(() => {
    let live = true;
    loadCourseState(course).then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [course]);
  return state;
}

export function CourseProgressCard({ course }: { course: string }) {
  const progress = useCourseState(course)?.progress;
  const [justCompleted, setJustCompleted] = useState(false);
  useEffect(() => setJustCompleted(new URLSearchParams(location.search).get("completed") === "1"), []);
  if (!progress) return null;
  return (
    <section className="card" aria-label="Your progress" style={{ margin: "1rem 0" }}>
      {justCompleted || progress.completed ? (
        <p role="status">
          <strong>🎉 Course completed!</strong> It now shows on your <Link href="/account">public profile</Link> with
          its skills.
        </p>
      ) : null}
      <div className="row">
        <div
          className="progress"
          style={{ flex: "1 1 12rem" }}
          role="progressbar"
          aria-valuenow={progress.percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label="Course progress"
        >
          <span style={{ width: `${progress.percent}%` }} />
        </div>
        <span>
          {progress.completedLessons.length} of {progress.totalLessons} lessons
        </span>
      </div>
      {progress.next ? (
        <p style={{ margin: 0 }}>
          <Link className="button" href={`/courses/${course}/${progress.next.slug}`}>
            {progress.completedLessons.length ? "Continue where you left off" : "Start the course"}:{" "}
            {progress.next.title}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

export function DoneMark({ course, lesson }: { course: string; lesson: string }) {
  const done = useCourseState(course)?.progress?.completedLessons.includes(lesson) ?? false;
  return done ? (
    <span className="badge free" aria-label="completed">
      ✓ Done
    </span>
  ) : null;
}
