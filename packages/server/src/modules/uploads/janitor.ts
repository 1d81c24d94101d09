import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../db/client';
import { referencedUploads } from '../../db/uploadReferences';
import { UPLOAD_NAME_PATTERN } from '../../providers/uploads';

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

function isMissing(error: unknown): boolean {
  return (error as { code?: string }).code === 'ENOENT';
}

/**
 * Removes anonymous uploads that no record kept. Only files the upload route names
 * (UPLOAD_NAME_PATTERN) are considered: anything else in the folder was put there by hand.
 * A file's age is its modification time.
 */
export function createUploadJanitor(options: {
  uploadDir: string;
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
    const names = await readdir(options.uploadDir).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    const old: string[] = [];
    for (const name of names.filter((entry) => UPLOAD_NAME_PATTERN.test(entry))) {
      const info = await stat(join(options.uploadDir, name)).catch(() => undefined);
      if (info?.isFile() && now.getTime() - info.mtimeMs > maxAgeMs) old.push(name);
    }
    return old;
  }

  async function runOnce(now = new Date()): Promise<string[]> {
    const old = await oldUploads(now);
    if (old.length === 0) return [];
    // Read after listing: a file named by a row written meanwhile is kept.
    const referenced = await referencedUploads(options.db);
    const deleted: string[] = [];
    for (const name of old.filter((candidate) => !referenced.has(candidate))) {
      try {
        await unlink(join(options.uploadDir, name));
        deleted.push(name);
      } catch (error) {
        // Another process sharing the folder may have removed it first.
        if (!isMissing(error)) throw error;
      }
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
