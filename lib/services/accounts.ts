// Learner accounts: sign-up, settings and the agent tokens listed on /account.
import { withUniqueHandle } from "@/lib/auth/accounts";
import { hashPassword } from "@/lib/auth/password";
import type { SettingsForm } from "@/lib/contracts/account";
import {
  createPasswordUser,
  getAccountById,
  listAccessTokensByUser,
  updateUserSettings,
} from "@/lib/db/queries/accounts";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors";

// Sign-in and identities live in lib/auth (next-auth needs them and must not import services); re-exported here for
// the services and pages that deal in accounts.
export { authenticateWithPassword, findOrCreateOAuthUser } from "@/lib/auth/accounts";

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
