import type { Metadata } from "next";
import Link from "next/link";
import { formatPrice } from "@/lib/format";
import { readUnlessBuilding } from "@/lib/services/cache";
import { listMasterPrograms } from "@/lib/services/masters";

// Cached for every visitor (ISR): rendered on the first request, then again in the background at most once a minute.
export const revalidate = 60;
export const metadata: Metadata = { title: "Master programs" };

export default async function MastersPage() {
  const masters = await readUnlessBuilding(listMasterPrograms, []);
  return (
    <>
      <h1>Master programs</h1>
      <p className="muted">
        Bundles of courses that take you to a job-ready specialisation. Prices are one-time, in the listed currency.
      </p>
      <div className="stack">
        {masters.map((m) => (
          <section key={m.slug} id={m.slug} className="card" aria-labelledby={`m-${m.slug}`}>
            <h2 id={`m-${m.slug}`}>{m.title}</h2>
            <p className="price">{formatPrice(m.priceCents, m.currency)}</p>
            <p>{m.description}</p>
            <p>
              <strong>Includes:</strong>
            </p>
            <ul>
              {m.courses.map((c) => (
                <li key={c.slug}>
                  <Link href={`/courses/${c.slug}`}>{c.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
