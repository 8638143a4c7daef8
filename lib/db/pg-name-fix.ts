// Workaround for prisma/orm#27403: with engine "js" + @prisma/adapter-pg, `prisma migrate deploy` fails with
// "Column type 'name' could not be deserialized". Postgres `name` columns (OID 19) are reported as text (OID 25).
// Only the migration CLI needs this (prisma.config.ts); the app's queries never read `name` columns.
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

const NAME_OID = 19;
const TEXT_OID = 25;
let patched = false;

function patchQueryable(adapter: object): void {
  if (patched) return;
  // PgQueryable is the shared base of the adapter and its transactions: patch it once.
  let proto: Record<string, unknown> | null = Object.getPrototypeOf(adapter);
  while (proto && !Object.prototype.hasOwnProperty.call(proto, "performIO")) proto = Object.getPrototypeOf(proto);
  if (!proto) return;
  const original = proto.performIO as (...args: unknown[]) => Promise<{ fields?: { dataTypeID: number }[] }>;
  proto.performIO = async function (this: unknown, ...args: unknown[]) {
    const result = await original.apply(this, args);
    for (const field of result?.fields ?? []) if (field.dataTypeID === NAME_OID) field.dataTypeID = TEXT_OID;
    return result;
  };
  patched = true;
}

export function withNameTypeFix<F extends SqlMigrationAwareDriverAdapterFactory>(factory: F): F {
  const connect = factory.connect.bind(factory);
  const connectToShadowDb = factory.connectToShadowDb.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    patchQueryable(adapter);
    return adapter;
  };
  factory.connectToShadowDb = async () => {
    const adapter = await connectToShadowDb();
    patchQueryable(adapter);
    return adapter;
  };
  return factory;
}
