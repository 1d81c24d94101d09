import type { Database } from '../../db/client';
import { referencedUploads } from '../../db/uploadReferences';
import { UPLOAD_NAME_PATTERN } from '../../providers/uploads';
import type { UploadStorage } from '../../providers/uploadStorage';

/** An upload no row names after this long was abandoned (an application never sent). */
export const UNREFERENCED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const EVERY_HOUR_MS = 60 * 60 * 1000;

export type UploadJanitor = {
  /** Deletes the uploads older than the maximum age at `now` that no row names; answers them. */
  runOnce: (now?: Date) => Promise<string[]>;
  /** A first run now, then one every interval (unref'd: it never keeps the process alive). */
  start: () => void;
  /** Stops the interval and waits for a run in progress (before the database closes). */
  stop: () => Promise<void>;
};

/**
 * Removes anonymous uploads that no record kept, from the upload storage (a directory or a
 * bucket). Only files the upload route names (UPLOAD_NAME_PATTERN) are considered: anything
 * else there was put by hand. A file's age is its modification time.
 */
export function createUploadJanitor(options: {
  storage: UploadStorage;
  db: Database;
  maxAgeMs?: number;
  intervalMs?: number;
  onDeleted?: (names: string[]) => void;
  onError?: (error: unknown) => void;
}): UploadJanitor {
  const maxAgeMs = options.maxAgeMs ?? UNREFERENCED_UPLOAD_MAX_AGE_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function oldUploads(now: Date): Promise<string[]> {
    return (await options.storage.list())
      .filter(
        ({ name, modifiedAt }) =>
          UPLOAD_NAME_PATTERN.test(name) && now.getTime() - modifiedAt.getTime() > maxAgeMs,
      )
      .map(({ name }) => name);
  }

  async function runOnce(now = new Date()): Promise<string[]> {
    const old = await oldUploads(now);
    if (old.length === 0) return [];
    // Read after listing: a file named by a row written meanwhile is kept.
    const referenced = await referencedUploads(options.db);
    const deleted: string[] = [];
    for (const name of old.filter((candidate) => !referenced.has(candidate))) {
      // Another process sharing the storage may have removed it first: no error.
      await options.storage.remove(name);
      deleted.push(name);
    }
    if (deleted.length > 0) options.onDeleted?.(deleted);
    return deleted;
  }

  function runInBackground(): void {
    running = running.then(() => runOnce()).catch((error: unknown) => options.onError?.(error));
  }

  return {
    runOnce,
    start: () => {
      if (timer) return;
      runInBackground();
      timer = setInterval(runInBackground, options.intervalMs ?? EVERY_HOUR_MS);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
