import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { userIdParam } from "@/lib/contracts/users";
import { isAppError } from "@/lib/errors";
import { getUserProfile } from "@/lib/services/users";

export const dynamic = "force-dynamic";

async function load(handle: string) {
  if (!userIdParam.safeParse(handle).success) notFound();
  try {
    return await getUserProfile(handle);
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") notFound();
    throw e;
  }
}

export async function generateMetadata({ params }: { params: Promise<{ handle: string }> }): Promise<Metadata> {
  const p = await load((await params).handle);
  return { title: `${p.firstName} ${p.lastName}` };
}

export default async function ProfilePage({ params }: { params: Promise<{ handle: string }> }) {
  const p = await load((await params).handle);
  return (
    <>
      <h1>
        {p.firstName} {p.lastName}
      </h1>
      <p className="muted">@{p.handle}</p>
      {p.bio ? <p>{p.bio}</p> : null}
      {p.completedCourses ? (
        <section aria-labelledby="completed">
          <h2 id="completed">Completed courses ({p.completedCoursesCount})</h2>
          {p.completedCourses.length ? (
            <ul>
              {p.completedCourses.map((c) => (
                <li key={c.slug}>
                  <Link href={`/courses/${c.slug}`}>{c.title}</Link>{" "}
                  <span className="muted">
                    – {new Date(c.completedAt).toLocaleDateString("en-US", { dateStyle: "medium" })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No completed courses yet.</p>
          )}
        </section>
      ) : null}
      {p.skills ? (
        <section aria-labelledby="skills">
          <h2 id="skills">Skills</h2>
          {p.skills.length ? (
            <ul>
              {p.skills.map((s) => (
                <li key={s.name}>
                  {s.name}{" "}
                  <span className="muted">
                    – from <Link href={`/courses/${s.course.slug}`}>{s.course.title}</Link>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No skills yet.</p>
          )}
        </section>
      ) : null}
    </>
  );
}
