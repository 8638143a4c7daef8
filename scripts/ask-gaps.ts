// npm run ask:gaps [-- --limit 50] – what learners ask that the lessons do not cover: questions Ask answered "not
// covered" or with low coverage, most frequent first (the UnansweredQuestion table; also visible in Prisma Studio).
// Opens the database directly: with the embedded PGlite, stop the dev server first or use `npm run db:server`.
import { closePrismaClient, createPrismaClient, setPrisma } from "../lib/db/client";
import { listUnansweredQuestions } from "../lib/db/queries/unanswered";

async function main() {
  const i = process.argv.indexOf("--limit");
  const limit = i > 0 ? Math.max(1, Math.min(1000, Number(process.argv[i + 1]) || 50)) : 50;
  const prisma = await createPrismaClient();
  setPrisma(prisma);
  try {
    const rows = await listUnansweredQuestions({ limit });
    if (!rows.length) {
      console.log("No unanswered questions recorded yet.");
      return;
    }
    const day = (d: Date) => d.toISOString().slice(0, 10);
    console.log(`| count | question | best coverage | status | first asked | last asked |`);
    console.log(`|---:|---|---:|---|---|---|`);
    for (const r of rows)
      console.log(
        `| ${r.count} | ${r.normalized.replace(/\|/g, "\\|")} | ${r.bestScore.toFixed(2)} | ${r.notCovered ? "not covered" : "low coverage"} | ${day(r.firstAsked)} | ${day(r.lastAsked)} |`,
      );
  } finally {
    await closePrismaClient(prisma);
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
