import type { Database } from '../db/client';

/** What `db.transaction(async (tx) => …)` hands its callback, on either driver. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a repository runs its queries on: the database, or a transaction of it. */
export type Queries = Database | Transaction;
