"use client";
import { useActionState, useMemo } from "react";
import { RunOutput } from "@/app/_components/ExerciseWorkbench";
import { JavaEditor } from "@/app/_components/JavaEditor";
import { renderMarkdown } from "@/lib/markdown";
import { reviewAction, runAction, type ReviewState, type RunState } from "./actions";

const SAMPLE = `import java.sql.*;

public class UserDao {
    public ResultSet find(Connection con, String name) throws SQLException {
        Statement st = con.createStatement();
        return st.executeQuery("SELECT * FROM users WHERE name = '" + name + "'");
    }

    public boolean isAdmin(String role) {
        return role == "admin";
    }
}
`;

const severityLabel = { error: "Error", warning: "Warning", info: "Suggestion" } as const;

export function Playground() {
  const [state, action, pending] = useActionState<ReviewState, FormData>(reviewAction, {
    code: SAMPLE,
    lastError: "",
    lastOutput: "",
  });
  const [ran, run, running] = useActionState<RunState, FormData>(runAction, {});
  const findings = state.result?.findings ?? [];
  const diagnostics = useMemo(
    () =>
      (state.result?.findings ?? [])
        .filter((f) => f.line)
        .map((f) => ({ line: f.line!, endLine: f.endLine, severity: f.severity, message: `${f.rule}: ${f.message}` })),
    [state.result],
  );
  const byLine = new Map<number, typeof findings>();
  for (const f of findings) if (f.line) byLine.set(f.line, [...(byLine.get(f.line) ?? []), f]);
  const lines = (state.result ? state.code : "").split("\n");
  return (
    <>
      <form action={action} className="stack">
        <div>
          <label htmlFor="code">Java or Spring Boot code</label>
          <JavaEditor
            id="code"
            name="code"
            initial={state.code}
            label="Java or Spring Boot code"
            diagnostics={diagnostics}
            rows={16}
            describedBy="code-help"
          />
          <small id="code-help" className="muted">
            A whole file, a class body, a method or a few statements. Tab moves to the next field. Run needs a class
            with <code>main</code>.
          </small>
        </div>
        <details>
          <summary>Add the last compiler error or program output (optional)</summary>
          <div className="stack" style={{ marginTop: ".5rem" }}>
            <div>
              <label htmlFor="lastError">Last compiler error or stack trace</label>
              <textarea id="lastError" name="lastError" rows={5} defaultValue={state.lastError} spellCheck={false} />
            </div>
            <div>
              <label htmlFor="lastOutput">Program output</label>
              <textarea id="lastOutput" name="lastOutput" rows={3} defaultValue={state.lastOutput} spellCheck={false} />
            </div>
          </div>
        </details>
        <div>
          <button type="submit" disabled={pending}>
            {pending ? "Reviewing…" : "Review my code"}
          </button>{" "}
          <button type="submit" formAction={run} className="secondary" disabled={running}>
            {running ? "Running…" : "Run"}
          </button>
        </div>
      </form>
      {ran.error ? (
        <p className="notice error" role="alert">
          {ran.error}
        </p>
      ) : null}
      {ran.result ? <RunOutput run={ran.result} /> : null}
      {state.error ? (
        <p className="notice error" role="alert">
          {state.error}
        </p>
      ) : null}
      {state.result ? (
        <section aria-labelledby="review-h" aria-live="polite">
          <h2 id="review-h">Review</h2>
          {findings.length ? (
            <figure className="code" aria-label="Your code with findings marked">
              <pre tabIndex={0}>
                <code>
                  {lines.map((text, i) => {
                    const f = byLine.get(i + 1);
                    const sev = f?.some((x) => x.severity === "error") ? "error" : f?.length ? "warning" : "";
                    return (
                      <span
                        key={i}
                        className={`code-line ${sev}`}
                        data-line={i + 1}
                        title={f?.map((x) => `${severityLabel[x.severity]}: ${x.message}`).join("\n")}
                      >
                        <span className="ln" aria-hidden="true">
                          {String(i + 1).padStart(3)}{" "}
                        </span>
                        {text}
                        {f ? (
                          <span className="visually-hidden">
                            {" "}
                            ({f.map((x) => `${severityLabel[x.severity]}: ${x.message}`).join("; ")})
                          </span>
                        ) : null}
                        {"\n"}
                      </span>
                    );
                  })}
                </code>
              </pre>
            </figure>
          ) : null}
          <article className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(state.result.analysis) }} />
        </section>
      ) : null}
    </>
  );
}
