"use client";
// The one code editor of the site (exercises and the playground): CodeMirror 6 with Java highlighting, line numbers,
// undo history, bracket matching and the reviewer's findings as inline diagnostics (lines `line`..`endLine`).
//
// No JavaScript, or before it loads: a plain <textarea name={name}> that the surrounding form submits. After
// hydration the editor replaces it on screen and keeps the (hidden) textarea's value in sync, so the same form keeps
// working. Keyboard: Tab and Shift+Tab move between fields as everywhere on the site (no focus trap); Enter keeps the
// indentation and a closing brace re-indents its line. Once mounted, the editor takes the field's id and label (the
// hidden textarea gives them up), so "the code field" is one element for labels, tests and assistive technology.
import { useEffect, useRef } from "react";
import type { EditorView } from "@codemirror/view";

export interface EditorDiagnostic {
  line: number;
  endLine?: number;
  severity: "error" | "warning" | "info";
  message: string;
}

interface Props {
  id: string;
  name: string;
  /** The text the editor opens with (and the textarea's default). */
  initial: string;
  label: string;
  diagnostics?: EditorDiagnostic[];
  rows?: number;
  readOnly?: boolean;
  /** Called on every change (the parent may keep the code in state). */
  onChange?: (code: string) => void;
  /** Bumped by the parent to replace the editor's text with `initial` (e.g. "reset to the starter"). */
  resetKey?: number;
  describedBy?: string;
}

export function JavaEditor({
  id,
  name,
  initial,
  label,
  diagnostics,
  rows = 14,
  readOnly,
  onChange,
  resetKey,
  describedBy,
}: Props) {
  const area = useRef<HTMLTextAreaElement>(null);
  // The field's default is the first text only: a later `initial` (e.g. a form's state after a submit) must not
  // give the hidden field its text back; the editor's text changes through `resetKey`.
  const first = useRef(initial);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const detach = useRef<(() => void) | null>(null);
  const lint = useRef<typeof import("@codemirror/lint") | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const pendingDiagnostics = useRef(diagnostics);
  pendingDiagnostics.current = diagnostics;

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const [{ EditorState }, cmView, commands, language, javaLang, lintMod, { tags: t }] = await Promise.all([
        import("@codemirror/state"),
        import("@codemirror/view"),
        import("@codemirror/commands"),
        import("@codemirror/language"),
        import("@codemirror/lang-java"),
        import("@codemirror/lint"),
        import("@lezer/highlight"),
      ]);
      if (cancelled || !host.current || !area.current) return;
      const textarea = area.current;
      const v = new cmView.EditorView({
        parent: host.current,
        state: EditorState.create({
          doc: textarea.value,
          extensions: [
            cmView.lineNumbers(),
            cmView.highlightActiveLine(),
            cmView.highlightActiveLineGutter(),
            cmView.drawSelection(),
            commands.history(),
            language.indentOnInput(),
            language.bracketMatching(),
            javaHighlighting(language, t),
            javaLang.java(),
            lintMod.lintGutter(),
            cmView.keymap.of([...commands.defaultKeymap, ...commands.historyKeymap]),
            EditorState.tabSize.of(4),
            EditorState.readOnly.of(!!readOnly),
            cmView.EditorView.contentAttributes.of({
              id,
              "aria-label": label,
              ...(describedBy ? { "aria-describedby": describedBy } : {}),
              "data-testid": `${id}-editor`,
            }),
            cmView.EditorView.updateListener.of((u) => {
              if (!u.docChanged) return;
              const text = u.state.doc.toString();
              textarea.value = text;
              changed.current?.(text);
            }),
          ],
        }),
      });
      view.current = v;
      lint.current = lintMod;
      // The hidden field keeps only its value (the form's data), not the starter as its text content.
      const text = textarea.value;
      textarea.defaultValue = "";
      textarea.value = text;
      textarea.hidden = true;
      textarea.removeAttribute("id");
      textarea.removeAttribute("aria-label");
      host.current.hidden = false;
      applyDiagnostics(v, lintMod, pendingDiagnostics.current);
      detach.current = bindForm(textarea, name, v);
    })();
    return () => {
      cancelled = true;
      detach.current?.();
      detach.current = null;
      view.current?.destroy();
      view.current = null;
      if (area.current) {
        area.current.hidden = false;
        area.current.id = id;
        area.current.setAttribute("aria-label", label);
      }
    };
    // The editor is built once; later props arrive through the effects below.
  }, []);

  useEffect(() => {
    if (view.current && lint.current) applyDiagnostics(view.current, lint.current, diagnostics);
  }, [diagnostics]);

  useEffect(() => {
    const v = view.current;
    if (!v || resetKey === undefined) return;
    v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: initial } });
    // only a new resetKey replaces the text
  }, [resetKey]);

  return (
    <div className="java-editor">
      <textarea
        ref={area}
        id={id}
        name={name}
        rows={rows}
        defaultValue={first.current}
        spellCheck={false}
        readOnly={readOnly}
        aria-label={label}
        aria-describedby={describedBy}
      />
      <div ref={host} className="cm-host" hidden style={{ minHeight: `${rows * 1.45}em` }} />
    </div>
  );
}

/**
 * What the form sends is the editor's text, whatever happened to the hidden field: React resets a form after its
 * action succeeds (the field falls back to its first default, or to "" for a moment), so without this the next submit
 * would send the starter, or nothing, while the editor shows the learner's code. Every FormData built from the form
 * (React's action, a native submit) fires `formdata`; a reset gets the text back. Returns the detach function.
 */
function bindForm(textarea: HTMLTextAreaElement, name: string, v: EditorView): (() => void) | null {
  const form = textarea.form;
  if (!form) return null;
  const onFormData = (e: FormDataEvent) => e.formData.set(name, v.state.doc.toString());
  const onReset = () => setTimeout(() => (textarea.value = v.state.doc.toString()));
  form.addEventListener("formdata", onFormData);
  form.addEventListener("reset", onReset);
  return () => {
    form.removeEventListener("formdata", onFormData);
    form.removeEventListener("reset", onReset);
  };
}

function applyDiagnostics(
  v: EditorView,
  lintMod: typeof import("@codemirror/lint"),
  list: EditorDiagnostic[] | undefined,
): void {
  const doc = v.state.doc;
  const items = (list ?? [])
    .filter((d) => d.line >= 1 && d.line <= doc.lines)
    .map((d) => {
      const start = doc.line(d.line);
      const end = doc.line(Math.min(Math.max(d.endLine ?? d.line, d.line), doc.lines));
      return {
        from: start.from,
        to: Math.max(end.to, start.from),
        severity: d.severity === "info" ? ("info" as const) : d.severity,
        message: d.message,
      };
    });
  v.dispatch(lintMod.setDiagnostics(v.state, items));
}

/** Colours from CSS variables (app/globals.css), with light and dark values that keep WCAG AA contrast. */
function javaHighlighting(language: typeof import("@codemirror/language"), t: typeof import("@lezer/highlight").tags) {
  return language.syntaxHighlighting(
    language.HighlightStyle.define([
      { tag: [t.keyword, t.modifier, t.controlKeyword, t.definitionKeyword], color: "var(--syn-keyword)" },
      { tag: [t.string, t.character], color: "var(--syn-string)" },
      { tag: [t.number, t.bool, t.null], color: "var(--syn-number)" },
      { tag: [t.comment, t.lineComment, t.blockComment], color: "var(--syn-comment)", fontStyle: "italic" },
      { tag: [t.typeName, t.className], color: "var(--syn-type)" },
      { tag: [t.annotation, t.meta], color: "var(--syn-annotation)" },
    ]),
  );
}
