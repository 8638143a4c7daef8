import type { Metadata } from "next";
import { splitSections } from "@/lib/content/sections";
import { apiGuideMarkdown } from "@/lib/docs/api-guide";
import { appOrigin } from "@/lib/env";
import { renderMarkdownOnce } from "@/lib/markdown";

// The same for every visitor (cached); the guide is generated from code, so an hour between renders is plenty.
export const revalidate = 3600;
export const metadata: Metadata = { title: "API and agents" };

export default function ApiDocsPage() {
  const markdown = apiGuideMarkdown(appOrigin());
  const sections = splitSections(markdown).filter((s) => s.anchor);
  return (
    <div className="layout-lesson">
      <article className="prose guide">
        <h1>API and agents</h1>
        <div dangerouslySetInnerHTML={{ __html: renderMarkdownOnce(`api-guide:${appOrigin()}`, markdown) }} />
      </article>
      <aside className="toc" aria-label="On this page">
        <strong>On this page</strong>
        <ul>
          {sections.map((s) => (
            <li key={s.anchor}>
              <a href={`#${s.anchor}`}>{s.heading}</a>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
