// Database error classification that works for every driver adapter (pg, PGlite): Prisma maps some adapters'
// errors to P2002, others surface a DriverAdapterError whose cause names the violation.
import { Prisma } from "@prisma/client";

export function isUniqueViolation(e: unknown): boolean {
  if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") return true;
  const err = e as { name?: string; message?: string; cause?: { kind?: string; originalCode?: string } };
  return (
    err?.cause?.kind === "UniqueConstraintViolation" ||
    err?.cause?.originalCode === "23505" ||
    /duplicate key value violates unique constraint|Unique constraint failed/i.test(String(err?.message ?? ""))
  );
}
