"use client";
// The exercise page's island: the editor with the starter, Run / Submit, per-check results, the reviewer's
// explanation of a failure (also as inline diagnostics in the editor), hints one at a time, the model solution after
// success or on request, and the learner's solved state. The form posts without JavaScript as well.
import Link from "next/link";
import { useActionState, useEffect, useMemo, useState } from "react";
import {
  exerciseViewerAction,
  revealSolutionAction,
  workbenchAction,
  type WorkbenchState,
} from "@/app/(learn)/courses/[slug]/[lesson]/exercises/actions";
import type { ExerciseDetail, SubmissionResultBody } from "@/lib/contracts/exercises";
import { renderMarkdown } from "@/lib/markdown";
import { hasSignedInHint } from "@/lib/pages/signed-in-hint";
import { JavaEditor, type EditorDiagnostic } from "./JavaEditor";

export interface WorkbenchProps {
  course: string;
  lesson: string;
  exercise: string;
  kind: ExerciseDetail["kind"];
  /** The starter code (predict: the program to read). */
  starter: string;
  hints: string[];
  checks: string[];
  runner: { available: boolean; reason: string };
}

function diagnosticsOf(s: SubmissionResultBody | undefined): EditorDiagnostic[] {
  if (!s) return [];
  const out: EditorDiagnostic[] = s.diagnostics.map((d) => ({ line: d.line, severity: "error", message: d.message }));
  for (const f of s.review?.findings ?? [])
    if (f.line)
      out.push({ line: f.line, endLine: f.endLine, severity: f.severity, message: `${f.rule}: ${f.message}` });
  for (const c of s.checks)
    if (!c.passed && c.line)
      out.push({ line: c.line, severity: "error", message: `${c.name}: ${c.error ?? c.actual}` });
  return out;
}

export function ExerciseWorkbench(p: WorkbenchProps) {
  const here = `/courses/${p.course}/${p.lesson}/exercises/${p.exercise}`;
  const predict = p.kind === "predict";
  const canRun = !predict && p.kind !== "static";
  const [state, formAction, pending] = useActionState<WorkbenchState, FormData>(workbenchAction, {
    code: predict ? "" : p.starter,
  });
  const [me, setMe] = useState<{ signedIn: boolean; detail: ExerciseDetail | null } | null>(null);
  const [solution, setSolution] = useState<string | null>(null);
  const [reset, setReset] = useState<{ key: number; text: string } | undefined>(undefined);

  useEffect(() => {
    if (!hasSignedInHint()) return setMe({ signedIn: false, detail: null });
    exerciseViewerAction({ course: p.course, lesson: p.lesson, exercise: p.exercise })
      .then((r) => setMe(r.ok ? r.data : { signedIn: false, detail: null }))
      .catch(() => setMe({ signedIn: false, detail: null }));
  }, [p.course, p.lesson, p.exercise]);

  const submission = state.intent === "submit" ? state.submission : undefined;
  const solved = submission?.solved || me?.detail?.solved === true;
  const shownSolution = submission?.solution ?? me?.detail?.solution ?? solution;
  const diagnostics = useMemo(() => diagnosticsOf(submission), [submission]);

  async function reveal() {
    const r = await revealSolutionAction({ course: p.course, lesson: p.lesson, exercise: p.exercise });
    if (r.ok) setSolution(r.data);
  }

  return (
    <section className="workbench stack" aria-label="Your solution">
      {!p.runner.available && !predict ? (
        <p className="notice" role="note">
          <strong>Code does not run on this server.</strong> {p.runner.reason} Reviewer checks and predictions still
          work.
        </p>
      ) : null}
      {solved ? (
        <p className="notice success" role="status" data-testid="solved">
          ✓ Solved. {me?.detail?.attempts ? `${me.detail.attempts} attempt(s).` : null}
        </p>
      ) : null}

      {predict ? (
        <JavaEditor id="program" name="program" initial={p.starter} label="The program (read only)" readOnly />
      ) : null}

      <form action={formAction} className="stack">
        <input type="hidden" name="course" value={p.course} />
        <input type="hidden" name="lesson" value={p.lesson} />
        <input type="hidden" name="exercise" value={p.exercise} />
        {predict ? (
          <div>
            <label htmlFor="code">What does the program print?</label>
            <textarea id="code" name="code" rows={6} defaultValue={state.code} spellCheck={false} required />
          </div>
        ) : (
          <div>
            <label htmlFor="code">Your code</label>
            <JavaEditor
              id="code"
              name="code"
              initial={reset?.text ?? state.code}
              resetKey={reset?.key}
              label="Your Java code"
              diagnostics={diagnostics}
              rows={16}
              describedBy="code-help"
            />
            <small id="code-help" className="muted">
              Submit runs the checks; Run runs a class with a main method. Tab moves to the next field.
            </small>
          </div>
        )}
        {canRun ? (
          <details>
            <summary>Standard input for Run (optional)</summary>
            <textarea name="stdin" rows={3} spellCheck={false} aria-label="Standard input" />
          </details>
        ) : null}
        <div className="row">
          <button type="submit" name="intent" value="submit" disabled={pending}>
            {pending && state.intent !== "run" ? "Checking…" : predict ? "Check my answer" : "Submit"}
          </button>
          {canRun ? (
            <button type="submit" name="intent" value="run" className="secondary" disabled={pending}>
              Run
            </button>
          ) : null}
          {!predict ? (
            <button
              type="button"
              className="secondary"
              onClick={() => setReset({ key: Date.now(), text: p.starter })}
              disabled={pending}
            >
              Reset to the starter
            </button>
          ) : null}
          {!predict && me?.detail?.lastCode ? (
            <button
              type="button"
              className="secondary"
              onClick={() => setReset({ key: Date.now(), text: me.detail!.lastCode! })}
            >
              Restore my last attempt
            </button>
          ) : null}
        </div>
      </form>

      {me && !me.signedIn ? <SignInNote here={here} canRun={canRun} /> : null}

      {state.error ? (
        <p className="notice error" role="alert">
          {state.error}
        </p>
      ) : null}

      {state.intent === "run" && state.run ? <RunOutput run={state.run} /> : null}
      {submission ? <Results s={submission} /> : null}

      <Hints hints={p.hints} />
      <Solution shown={shownSolution} onReveal={reveal} />
    </section>
  );
}

function SignInNote({ here, canRun }: { here: string; canRun: boolean }) {
  return (
    <p className="muted">
      <Link href={`/signin?next=${encodeURIComponent(here)}`}>Sign in</Link> to submit and keep your progress.
      {canRun ? " Run works without an account." : null}
    </p>
  );
}

function Hints({ hints }: { hints: string[] }) {
  const [shown, setShown] = useState(0);
  return (
    <section aria-labelledby="hints-h">
      <h2 id="hints-h">Hints</h2>
      {hints.length ? (
        <>
          <ol>
            {hints.slice(0, shown).map((h, i) => (
              <li key={i} dangerouslySetInnerHTML={{ __html: renderMarkdown(h) }} />
            ))}
          </ol>
          {shown < hints.length ? (
            <button type="button" className="secondary" onClick={() => setShown((n) => n + 1)}>
              Show a hint ({hints.length - shown} left)
            </button>
          ) : null}
        </>
      ) : (
        <p className="muted">No hints for this one.</p>
      )}
    </section>
  );
}

function Solution({ shown, onReveal }: { shown: string | null; onReveal: () => void }) {
  return (
    <section aria-labelledby="solution-h">
      <h2 id="solution-h">Model solution</h2>
      {shown ? (
        <pre data-testid="solution">
          <code>{shown}</code>
        </pre>
      ) : (
        <button type="button" className="secondary" onClick={onReveal}>
          Show the model solution
        </button>
      )}
    </section>
  );
}

/** A program's output (the exercise page's and the playground's Run). */
export function RunOutput({ run }: { run: NonNullable<WorkbenchState["run"]> }) {
  return (
    <section aria-labelledby="run-h" aria-live="polite">
      <h2 id="run-h">Output</h2>
      <p className={run.status === "ok" ? "muted" : "notice error"}>{run.message}</p>
      {run.stdout ? (
        <pre data-testid="stdout">
          <code>{run.stdout}</code>
        </pre>
      ) : null}
      {run.stderr ? (
        <pre className="stderr">
          <code>{run.stderr}</code>
        </pre>
      ) : null}
    </section>
  );
}

function Results({ s }: { s: SubmissionResultBody }) {
  return (
    <section aria-labelledby="results-h" aria-live="polite" data-testid="results">
      <h2 id="results-h">Results</h2>
      <p className={s.passed ? "notice success" : "notice"} data-testid="result-message">
        {s.passed ? "All checks passed. " : null}
        {s.message}
      </p>
      {s.compileOutput ? (
        <pre className="stderr">
          <code>{s.compileOutput}</code>
        </pre>
      ) : null}
      <ul className="checks">
        {s.checks.map((c) => (
          <li key={c.name} className={c.passed ? "pass" : "fail"} data-passed={c.passed}>
            <span aria-hidden="true">{c.passed ? "✓" : "✗"}</span> <strong>{c.name}</strong>
            <span className="visually-hidden">{c.passed ? " passed" : " failed"}</span>
            {!c.passed ? (
              <div className="muted">
                {c.expected !== undefined ? (
                  <div>
                    expected <code>{c.expected}</code>, got <code>{c.actual || "(nothing)"}</code>
                  </div>
                ) : null}
                {c.error ? <div>{c.error}</div> : null}
                {c.stackTrace ? (
                  <details>
                    <summary>Stack trace</summary>
                    <pre>
                      <code>{c.stackTrace}</code>
                    </pre>
                  </details>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {s.review ? (
        <section aria-labelledby="review-h">
          <h3 id="review-h">What went wrong</h3>
          <article className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(s.review.analysis) }} />
        </section>
      ) : null}
    </section>
  );
}

/** A pro lesson's exercise: the locked notice (`children`) for everyone, the exercise itself for a pro learner. */
export function ProExercise(
  props: Omit<WorkbenchProps, "starter" | "hints" | "checks" | "kind"> & { children: React.ReactNode },
) {
  const [detail, setDetail] = useState<ExerciseDetail | null>(null);
  useEffect(() => {
    if (!hasSignedInHint()) return;
    exerciseViewerAction({ course: props.course, lesson: props.lesson, exercise: props.exercise })
      .then((r) => r.ok && setDetail(r.data.detail))
      .catch(() => undefined);
  }, [props.course, props.lesson, props.exercise]);
  if (!detail) return <>{props.children}</>;
  return (
    <>
      <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(detail.statement) }} />
      <ExerciseWorkbench
        {...props}
        kind={detail.kind}
        starter={detail.starter}
        hints={detail.hints}
        checks={detail.checks}
      />
    </>
  );
}
