import type { Metadata } from "next";
import { apiGuideMarkdown } from "@/lib/docs/api-guide";
import { appOrigin } from "@/lib/env";
import { renderMarkdown } from "@/lib/markdown";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "API and agents" };

export default function ApiDocsPage() {
  return (
    <article className="prose">
      <h1>API and agents</h1>
      <div dangerouslySetInnerHTML={{ __html: renderMarkdown(apiGuideMarkdown(appOrigin())) }} />
    </article>
  );
}
