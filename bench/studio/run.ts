// Studio statement check: what the endpoint's SQL inspection costs per statement, on the statements Studio itself
// builds for our tables (browse, full-table search, update, insert, delete) and on a long hand-written query.
// Pure CPU, no database.   Run: npx tsx bench/studio/run.ts [--iterations=20000]
import {
  getDeleteQuery,
  getInsertQuery,
  getSelectQuery,
  getUpdateQuery,
  mockIntrospect,
} from "@prisma/studio-core/data/postgres-core";
import { checkStatement } from "@/lib/studio/sql-check";

const arg = (name: string, dflt: number) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? Number(a.split("=")[1]) : dflt;
};
const N = arg("iterations", 20_000);
const table = { ...mockIntrospect().schemas.public.tables.users, name: "Lesson" }; // an editable table
const ctx = { hidden: new Set(["accesstoken", "oauthclient", "useridentity", "_prisma_migrations"]) };
const filter = { kind: "FilterGroup", after: "and", filters: [], id: "root" } as const;
type SelectDetails = Parameters<typeof getSelectQuery>[0];

const cases: [string, string][] = [
  [
    "browse (page + count)",
    getSelectQuery({ table, pageIndex: 0, pageSize: 25, sortOrder: [], filter } as unknown as SelectDetails).sql,
  ],
  [
    "full-table search",
    getSelectQuery({
      table,
      pageIndex: 0,
      pageSize: 25,
      sortOrder: [],
      filter,
      fullTableSearchTerm: "java",
    } as unknown as SelectDetails).sql,
  ],
  ["update one cell", getUpdateQuery({ table, row: { id: 1 }, changes: { name: "x" } }).sql],
  ["insert one row", getInsertQuery({ table, rows: [{ name: "x" }] }).sql],
  ["delete one row", getDeleteQuery({ table, rows: [{ id: 1 }] }).sql],
  [
    "hand-written join (2 KB)",
    `SELECT c."slug", l."title", count(*) FROM "Course" c JOIN "Lesson" l ON l."courseId" = c."id" WHERE ${Array.from(
      { length: 60 },
      (_, i) => `l."title" ILIKE '%w${i}%'`,
    ).join(" OR ")} GROUP BY 1, 2 ORDER BY 3 DESC`,
  ],
];

console.log(`Studio statement check, ${N} iterations each (µs per statement)\n`);
console.log("| statement | chars | µs/statement |");
console.log("|---|---:|---:|");
for (const [name, sql] of cases) {
  const r = checkStatement(sql, ctx);
  if (!r.ok) throw new Error(`${name} refused: ${r.reason}`);
  for (let i = 0; i < 500; i++) checkStatement(sql, ctx); // warm up
  const t = process.hrtime.bigint();
  for (let i = 0; i < N; i++) checkStatement(sql, ctx);
  const us = Number(process.hrtime.bigint() - t) / 1000 / N;
  console.log(`| ${name} | ${sql.length} | ${us.toFixed(1)} |`);
}
