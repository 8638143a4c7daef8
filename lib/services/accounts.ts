// Learner accounts: sign-up, password sign-in, identities from OAuth providers and identity-provider tokens.
import { randomBytes } from "node:crypto";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { SettingsForm } from "@/lib/contracts/account";
import {
  createIdentityUser,
  createPasswordUser,
  findUserByIdentity,
  findUserCredentialsByEmail,
  getAccountById,
  isHandleTaken,
  listAccessTokensByUser,
  updateUserSettings,
} from "@/lib/db/queries/accounts";
import { isUniqueViolation, isUniqueViolationOn } from "@/lib/db/errors";
import { AppError } from "@/lib/errors";
import { slugifyHeading } from "@/lib/content/sections";

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
async function withUniqueHandle<T>(base: string, create: (handle: string) => Promise<T>): Promise<T> {
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

export interface SignUp {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export async function signUp(input: SignUp) {
  const email = input.email.trim().toLowerCase();
  try {
    const passwordHash = await hashPassword(input.password);
    const user = await withUniqueHandle(`${input.firstName}-${input.lastName}`, (handle) =>
      createPasswordUser({
        email,
        passwordHash,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        handle,
      }),
    );
    return user;
  } catch (e) {
    if (isUniqueViolation(e))
      throw new AppError(
        "CONFLICT",
        "An account with this email already exists.",
        "Sign in instead, or use another email.",
      );
    throw e;
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

export function getAccount(userId: string) {
  return getAccountById({ id: userId });
}

export async function updateSettings(userId: string, s: SettingsForm) {
  try {
    await updateUserSettings(userId, { ...s, bio: s.bio || null });
  } catch (e) {
    if (isUniqueViolation(e))
      throw new AppError("CONFLICT", `The handle "${s.handle}" is taken.`, "Choose another profile handle.");
    throw e;
  }
}

/** Agent tokens issued for a learner (never the token values: only their metadata). */
export function listTokens(userId: string) {
  return listAccessTokensByUser({ userId });
}
