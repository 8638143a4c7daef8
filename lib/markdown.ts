// Markdown → HTML for lessons and answers. Raw HTML in the source is disabled (escaped), links are limited to
// http(s)/relative, code is highlighted server-side, and `##` headings get the same anchors as splitSections().
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import java from "highlight.js/lib/languages/java";
import json from "highlight.js/lib/languages/json";
import properties from "highlight.js/lib/languages/properties";
import sql from "highlight.js/lib/languages/sql";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import MarkdownIt from "markdown-it";
import { escapeHtml } from "@/lib/html";
import { QUESTIONS_HEADING, questionAnchors, uniqueAnchors } from "@/lib/content/sections";

hljs.registerLanguage("java", java);
hljs.registerLanguage("bash", bash);
hljs.registerLanguage("shell", bash);
hljs.registerLanguage("json", json);
hljs.registerLanguage("properties", properties);
hljs.registerLanguage("sql", sql);
hljs.registerLanguage("xml", xml);
hljs.registerLanguage("yaml", yaml);

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
md.validateLink = (url: string) => /^(https?:\/\/|\/(?!\/)|#|mailto:)/i.test(url.trim());

const escape = escapeHtml;

md.renderer.rules.fence = (tokens, idx) => {
  const token = tokens[idx];
  const info = token.info.trim();
  const lang = info.split(/\s+/)[0]?.toLowerCase() ?? "";
  const file = /\bfile=([\w.$-]+)/.exec(info)?.[1];
  let body: string;
  if (lang && hljs.getLanguage(lang)) {
    try {
      body = hljs.highlight(token.content, { language: lang, ignoreIllegals: true }).value;
    } catch {
      body = escape(token.content);
    }
  } else body = escape(token.content);
  const label = file ? `<div class="code-file">${escape(file)}</div>` : "";
  // tabindex lets keyboard users scroll a wide block; Tab moves on (it is not an editor).
  return `<figure class="code">${label}<pre tabindex="0"><code class="hljs${lang ? ` language-${escape(lang)}` : ""}">${body}</code></pre></figure>\n`;
};

md.core.ruler.push("heading_anchors", (state) => {
  // every h2, and the h3 questions of "Questions learners ask" (Ask links to them: splitQuestions), in one pass
  const h2: { idx: number; text: string }[] = [];
  const questions: { idx: number; text: string }[] = [];
  let inQuestions = false;
  state.tokens.forEach((t, i) => {
    if (t.type !== "heading_open") return;
    const text = state.tokens[i + 1]?.content ?? "";
    if (t.tag === "h2") {
      h2.push({ idx: i, text });
      inQuestions = text === QUESTIONS_HEADING;
    } else if (t.tag === "h3" && inQuestions) questions.push({ idx: i, text });
  });
  const anchors = uniqueAnchors(h2.map((h) => h.text));
  h2.forEach((h, i) => state.tokens[h.idx].attrSet("id", anchors[i]));
  const qAnchors = questionAnchors(questions.map((q) => q.text));
  questions.forEach((q, i) => state.tokens[q.idx].attrSet("id", qAnchors[i]));
});

// A section's answer unit ("**In short:** …", prisma/content/README.md) renders as a highlighted summary.
md.core.ruler.push("in_short", (state) => {
  state.tokens.forEach((t, i) => {
    const inline = state.tokens[i + 1];
    if (t.type === "paragraph_open" && inline?.type === "inline" && /^\*\*In short:\*\*/.test(inline.content))
      t.attrJoin("class", "in-short");
  });
});

const defaultHeadingClose = md.renderer.rules.heading_close;
md.renderer.rules.heading_close = (tokens, idx, options, env, self) => {
  const open = tokens[idx - 2];
  const id = open?.attrGet("id");
  const link = id ? ` <a class="anchor" href="#${escape(String(id))}" aria-label="Link to this section">#</a>` : "";
  return (
    link +
    (defaultHeadingClose
      ? defaultHeadingClose(tokens, idx, options, env, self)
      : self.renderToken(tokens, idx, options))
  );
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}

// Rendered HTML by content version: markdown-it + highlight.js cost milliseconds per lesson, so each version of a
// text is rendered once per process. Callers key by row id + updatedAt, so an edit renders anew and old versions
// age out of the bounded map.
const rendered = new Map<string, string>();
const MAX_RENDERED = 1000;

export function renderMarkdownOnce(versionKey: string, source: string): string {
  const hit = rendered.get(versionKey);
  if (hit !== undefined) return hit;
  const html = renderMarkdown(source);
  rendered.set(versionKey, html);
  if (rendered.size > MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
  return html;
}
