"use client";
import { useActionState } from "react";
import { renderMarkdown } from "@/lib/markdown";
import { reviewAction, type ReviewState } from "./actions";

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
  const findings = state.result?.findings ?? [];
  const byLine = new Map<number, typeof findings>();
  for (const f of findings) if (f.line) byLine.set(f.line, [...(byLine.get(f.line) ?? []), f]);
  const lines = (state.result ? state.code : "").split("\n");
  return (
    <>
      <form action={action} className="stack">
        <div>
          <label htmlFor="code">Java or Spring Boot code</label>
          <textarea
            id="code"
            name="code"
            rows={16}
            defaultValue={state.code}
            required
            spellCheck={false}
            aria-describedby="code-help"
          />
          <small id="code-help" className="muted">
            A whole file, a class body, a method or a few statements. Tab moves to the next field.
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
          </button>
        </div>
      </form>
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
