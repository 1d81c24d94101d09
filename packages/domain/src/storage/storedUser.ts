import * as z from 'zod/mini';
import { createEncryptedEntry, type EncryptedEntry } from './encryptedEntry';
import { STORAGE_KEYS, type StorageLike } from './webStorage';

// This module is the part of the encrypted storage the login page needs. It is written in
// zod/mini and imports neither the draft nor the catalogue shapes (encryptedStorage.ts), so
// the login page carries the USER entry without the designer form's schema and
// libphonenumber-js (docs/decisions/0006-login-bundle-budget.md).

/**
 * The login user as kept under USER: its id and roles are what the session needs; the
 * console also shows the name, the e-mail, whether a designer's payment account is set
 * up (a loginLink) and whether their subscription is needed and active. The server's full user (`ApiUser`) fits; other fields are kept as stored.
 */
export const storedUserSchema = z.looseObject({
  _id: z.string(),
  roles: z.array(z.string()),
  fullName: z.optional(z.string()),
  email: z.optional(z.string()),
  payment: z.optional(z.nullable(z.looseObject({ loginLink: z.nullable(z.string()) }))),
  /** A designer's plan and its subscription, for the setup gates (designerGates.ts). */
  designer: z.optional(
    z.nullable(
      z.looseObject({
        subscriptionAmount: z.optional(z.number()),
        subscription: z.optional(z.nullable(z.looseObject({ status: z.string() }))),
      }),
    ),
  ),
});

export type StoredUser = z.output<typeof storedUserSchema>;

/** The user under USER (section 9), encrypted with the envelope. */
export function createUserStorage(
  storage: StorageLike,
  secret: string,
): EncryptedEntry<StoredUser> {
  return createEncryptedEntry(storage, STORAGE_KEYS.USER, secret, storedUserSchema);
}
