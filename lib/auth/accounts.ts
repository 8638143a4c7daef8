// Who a signer-in is: password sign-in and identities from OAuth providers and identity-provider tokens, and the
// unique profile handle every new user gets. Used by next-auth (lib/auth/nextauth.ts), the token services and sign-up.
import { randomBytes } from "node:crypto";
import { slugifyHeading } from "@/lib/content/sections";
import {
  createIdentityUser,
  findUserByIdentity,
  findUserCredentialsByEmail,
  isHandleTaken,
} from "@/lib/db/queries/accounts";
import { isUniqueViolation, isUniqueViolationOn } from "@/lib/db/errors";
import { verifyPassword } from "./password";

const DUMMY_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

export async function authenticateWithPassword(email: string, password: string) {
  const user = await findUserCredentialsByEmail({ email: email.trim().toLowerCase() });
  // Verify against a dummy hash when the user does not exist, so timing does not reveal registered emails.
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  return ok && user ? { id: user.id, firstName: user.firstName, lastName: user.lastName } : null;
}

async function uniqueHandle(base: string): Promise<string> {
  const root = (slugifyHeading(base) || "learner").slice(0, 40);
  for (let i = 0; i < 20; i++) {
    const h = i === 0 ? root : `${root}-${randomBytes(3).toString("hex")}`;
    if (!(await isHandleTaken({ handle: h }))) return h;
  }
  return `${root}-${randomBytes(6).toString("hex")}`;
}

/**
 * Creates a user under a free handle. Two first sign-ins with the same name can pick the same free handle at once;
 * the loser of that race retries with a random suffix instead of failing.
 */
export async function withUniqueHandle<T>(base: string, create: (handle: string) => Promise<T>): Promise<T> {
  let handle = await uniqueHandle(base);
  for (let attempt = 0; ; attempt++) {
    try {
      return await create(handle);
    } catch (e) {
      if (attempt >= 4 || !isUniqueViolationOn(e, "handle")) throw e;
      handle = `${(slugifyHeading(base) || "learner").slice(0, 40)}-${randomBytes(3).toString("hex")}`;
    }
  }
}

/** Users are keyed by (issuer, subject); first sight creates the user. */
export async function findOrCreateOAuthUser(opts: {
  issuer: string;
  subject: string;
  email: string | null;
  name: string;
}) {
  const identity = { issuer: opts.issuer, subject: opts.subject };
  const found = await findUserByIdentity(identity);
  if (found) return found;
  const [first, ...rest] = (opts.name || opts.email?.split("@")[0] || "Learner").trim().split(/\s+/);
  try {
    return await withUniqueHandle(opts.name || first, (handle) =>
      createIdentityUser({ ...identity, firstName: first.slice(0, 60), lastName: rest.join(" ").slice(0, 60), handle }),
    );
  } catch (e) {
    // A concurrent first sign-in of the same identity: read the winner.
    if (isUniqueViolation(e)) {
      const again = await findUserByIdentity(identity);
      if (again) return again;
    }
    throw e;
  }
}
