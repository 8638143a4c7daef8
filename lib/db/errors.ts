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

/** A unique violation on a given column (e.g. "handle"), as Prisma or the driver adapter names it. */
export function isUniqueViolationOn(e: unknown, column: string): boolean {
  if (!isUniqueViolation(e)) return false;
  const err = e as { meta?: { target?: unknown }; message?: string; cause?: { constraint?: { fields?: string[] } } };
  const target = err?.meta?.target;
  if (Array.isArray(target) ? target.includes(column) : typeof target === "string" && target.includes(column))
    return true;
  if (err?.cause?.constraint?.fields?.includes(column)) return true;
  return new RegExp(`\\b${column}\\b|_${column}_key`).test(String(err?.message ?? ""));
}
