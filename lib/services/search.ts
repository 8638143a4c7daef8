// Site search across courses, sections and lessons, on the ask retrieval index (one index for both).
import { listCourses } from "./courses";
import { retrieve } from "./ask";
import { lessonPath } from "./urls";

export interface SearchResults {
  query: string;
  courses: { slug: string; title: string; summary?: string }[];
  sections: { url: string; lessonTitle: string; courseTitle: string; section: string; snippet: string; pro: boolean }[];
}

export async function searchSite(raw: string): Promise<SearchResults> {
  const query = raw.trim().slice(0, 200);
  if (!query) return { query, courses: [], sections: [] };
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 2);
  const [courses, hits] = await Promise.all([listCourses(), retrieve(query, 20)]);
  return {
    query,
    courses: courses
      .filter((c) => words.some((w) => `${c.title} ${c.summary ?? ""} ${c.skills.join(" ")}`.toLowerCase().includes(w)))
      .slice(0, 5)
      .map((c) => ({ slug: c.slug, title: c.title, summary: c.summary })),
    sections: hits.map((h) => ({
      url: lessonPath(h.courseSlug, h.lessonSlug, h.anchor || undefined),
      lessonTitle: h.lessonTitle,
      courseTitle: h.courseTitle,
      section: h.section,
      snippet: h.snippet,
      pro: h.pro === true,
    })),
  };
}
