import { GET as trivial } from "../route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// GET /api/bench/trivial/{which} – the same reference on a dynamic segment, to compare with /api/courses/{slug}
export function GET(req: Request) {
  return trivial(req);
}
