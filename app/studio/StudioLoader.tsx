"use client";
// Studio renders in the browser only (it reads window and the URL for its state).
import dynamic from "next/dynamic";

const EmbeddedStudio = dynamic(() => import("./EmbeddedStudio"), {
  ssr: false,
  loading: () => <p role="status">Loading Prisma Studio…</p>,
});

export default function StudioLoader() {
  return <EmbeddedStudio />;
}
