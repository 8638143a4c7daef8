import type { Metadata } from "next";
import { forbidden, redirect } from "next/navigation";
import { getViewer } from "@/lib/auth/session";
import { isEditor } from "@/lib/services/studio";
import StudioLoader from "./StudioLoader";
import "./studio.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Studio", robots: { index: false, follow: false } };

// /studio – Prisma Studio embedded for editors: anonymous visitors are sent to sign in, learners get 403
export default async function StudioPage() {
  const viewer = await getViewer();
  if (!viewer) redirect("/signin?next=/studio");
  if (!(await isEditor(viewer.userId))) forbidden();
  return (
    <div className="studio-page">
      <h1 className="visually-hidden">Studio</h1>
      <p className="studio-note">
        Editors change content, programs, plans and learners&apos; pro access here; every change is recorded in the
        audit log (table <code>AuditLog</code>) and shows up for learners and agents within seconds.
      </p>
      <StudioLoader />
    </div>
  );
}
