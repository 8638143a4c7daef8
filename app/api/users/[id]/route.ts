import { userParams } from "@/lib/contracts/users";
import { methodNotAllowed, route } from "@/lib/http/route";
import { getUserProfile } from "@/lib/services/users";
export const runtime = "nodejs";

// GET /api/users/{id} – a public profile by user id or handle (privacy settings apply; short shared cache)
export const GET = route(
  {
    endpoint: "GET /api/users/{id}",
    params: userParams,
    cache: "public, max-age=0, s-maxage=30, stale-while-revalidate=60",
  },
  ({ params }) => getUserProfile(params.id),
);
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
