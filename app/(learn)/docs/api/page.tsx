import type { Metadata } from "next";
import { apiGuideMarkdown } from "@/lib/docs/api-guide";
import { appOrigin } from "@/lib/env";
import { renderMarkdownOnce } from "@/lib/markdown";

// The same for every visitor (cached); the guide is generated from code, so an hour between renders is plenty.
export const revalidate = 3600;
export const metadata: Metadata = { title: "API and agents" };

export default function ApiDocsPage() {
  return (
    <article className="prose">
      <h1>API and agents</h1>
      <div
        dangerouslySetInnerHTML={{
          __html: renderMarkdownOnce(`api-guide:${appOrigin()}`, apiGuideMarkdown(appOrigin())),
        }}
      />
    </article>
  );
}
