// npm run db:seed – loads prisma/content into the database (DATABASE_URL, or the embedded PGlite folder).
import { createPrismaClient } from "../lib/db/client";
import { loadCurriculum, ContentError } from "../lib/content/load";
import { seedDatabase } from "../lib/content/seed";

async function main() {
  let content;
  try {
    content = loadCurriculum();
  } catch (e) {
    if (e instanceof ContentError) {
      console.error(`Seed stopped: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const prisma = await createPrismaClient();
  const started = Date.now();
  const r = await seedDatabase(prisma, content);
  await prisma.$disconnect();
  console.log(
    `Seeded ${r.courses} courses, ${r.lessons} lessons, ${r.masters} master programs, ${r.users} users, ${r.exercises} exercises in ${Date.now() - started} ms.`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
