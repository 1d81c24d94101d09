/**
 * Push to the shopping apps (issue 33, decision 0046). A provider is given one message for
 * one account with its delivery's idempotency key: a provider that sees the same key again
 * (a retry after a crash between its send and the delivery's row being marked) drops it.
 */
export type PushMessage = {
  idempotencyKey: string;
  userId: string;
  title: string;
  body: string;
  /** A console path or an app deep link; null for none. */
  link: string | null;
};

export type PushProvider = {
  name: string;
  /** Resolves once the message is handed over; throws when it was refused. */
  send: (message: PushMessage) => Promise<void>;
};
