import { runRequest } from "@/lib/contracts/exercises";
import { methodNotAllowed, route } from "@/lib/http/route";
import { runJava } from "@/lib/services/exercises";
export const runtime = "nodejs";
export const dynamic = "force-dynamic";
export const maxDuration = 60;

// POST /api/java/run – compile and run {code, stdin?} in the sandbox (token with the practice scope; 10 runs/minute)
export const POST = route({ endpoint: "POST /api/java/run", body: runRequest }, ({ body }) =>
  runJava(body.code, body.stdin),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
