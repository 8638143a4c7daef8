import { methodNotAllowed } from "@/lib/http/route";
import { studioPost } from "@/lib/studio/http";
export const runtime = "nodejs";

export const dynamic = "force-dynamic";
export const maxDuration = 30;

// POST /api/studio – the embedded Prisma Studio's backend: runs its SQL for signed-in editors, within their policy
export const POST = studioPost;
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
