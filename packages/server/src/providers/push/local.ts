import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PushMessage, PushProvider } from './types';

/** A file name of the key: its characters, others as '_' (a key is ids and a channel). */
export function pushFileName(idempotencyKey: string): string {
  return `${idempotencyKey.replace(/[^\w.-]/g, '_')}.json`;
}

/**
 * The default provider: one JSON file per message under DATA_DIR/push-outbox, named by its
 * idempotency key and created exclusively, so a repeat of a key writes nothing more.
 */
export function createLocalPushProvider(dir: string): PushProvider {
  return {
    name: 'local',
    send: async (message: PushMessage) => {
      await mkdir(dir, { recursive: true });
      try {
        await writeFile(
          join(dir, pushFileName(message.idempotencyKey)),
          `${JSON.stringify({ ...message, at: new Date().toISOString() }, null, 2)}\n`,
          { flag: 'wx' },
        );
      } catch (error) {
        if ((error as { code?: string }).code !== 'EEXIST') throw error;
      }
    },
  };
}
