import type { SessionTokens } from './auth/sessionTokens';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { AddressValidator } from './providers/address';
import type { Mailer } from './providers/mail';
import type { PaymentProvider } from './providers/payments/types';

/** What modules are built with: configuration, the database and the outside services. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  sessions: SessionTokens;
  payments: PaymentProvider;
  addresses: AddressValidator;
};
