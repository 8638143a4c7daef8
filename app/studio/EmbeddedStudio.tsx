"use client";
// Prisma Studio (@prisma/studio-core, Apache-2.0; its branding stays as its licence asks) over our backend endpoint:
// the Postgres adapter builds the SQL, the BFF client POSTs it to /api/studio with the session cookie.
import { createStudioBFFClient } from "@prisma/studio-core/data/bff";
import { createPostgresAdapter } from "@prisma/studio-core/data/postgres-core";
import { Studio } from "@prisma/studio-core/ui";
import "@prisma/studio-core/ui/index.css";
import { useMemo } from "react";

// Studio's anonymous usage ping (checkpoint.prisma.io) is switched off through its documented opt-out; the page's CSP
// (connect-src 'self') would block it anyway, and the app works offline.
const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
if (proc?.env) proc.env.CHECKPOINT_DISABLE = "1";

export default function EmbeddedStudio() {
  const adapter = useMemo(() => createPostgresAdapter({ executor: createStudioBFFClient({ url: "/api/studio" }) }), []);
  return (
    <div className="studio-frame">
      <Studio adapter={adapter} />
    </div>
  );
}
