import { createUserStorage, type StorageLike } from '@runway-live/domain/storage';
import { consoleConfig } from '../config';

// Loaded on demand (storedSession.ts): the USER entry brings the envelope (crypto-js) and
// the stored user's schema, which a first visit to the login page does not need.

/** The domain's encrypted USER entry, on the console's envelope secret. */
export const createUserEntry = (storage: StorageLike) =>
  createUserStorage(storage, consoleConfig.envelopeSecret);
