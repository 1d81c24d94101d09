import type { SessionCheck } from './auth/sessionCheck';
import type { SessionTokens } from './auth/sessionTokens';
import type { Config } from './config';
import type { LiveNotices } from './live/notices';
import type { DatabaseHandle } from './db/client';
import type { AddressValidator } from './providers/address';
import type { MailDispatcher } from './mail/dispatcher';
import type { NotificationScheduler } from './modules/notifications/scheduler';
import type { PaymentProvider } from './providers/payments/types';

/** What modules are built with: configuration, the database and the outside services. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  /** Kicked after a commit that queued mail (see mail/outbox.ts). */
  mail: MailDispatcher;
  sessions: SessionTokens;
  /** The session check of signed-in callers (the routes' and the live socket's). */
  sessionCheck: SessionCheck;
  /** What the live socket tells its rooms when the API changed a show (live/notices.ts). */
  live: LiveNotices;
  payments: PaymentProvider;
  /** Sends due notifications exactly once (decision 0046); its clock is the routes' "now". */
  notifications: NotificationScheduler;
  addresses: AddressValidator;
};
