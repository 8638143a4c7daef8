import { getPrisma } from "@/lib/db/client";

/** The cheapest round trip to the database, for the health check. */
export async function pingDatabase(): Promise<void> {
  await (
    await getPrisma()
  ).$queryRaw`SELECT 1`;
}
