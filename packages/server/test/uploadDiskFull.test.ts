import { readdirSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@runway-live/domain/api';
import { logoPng } from './support/multipart';
import { createTestApp, type TestApp } from './support/testApp';

// A fault drill (issue 34): the disk fills up under the uploads. writeFile writes part of
// the file and fails with ENOSPC, as a full disk does; nothing else of node:fs changes.
const full = vi.hoisted(() => ({ on: false }));
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof FsPromises>();
  return {
    ...fs,
    writeFile: async (...args: Parameters<typeof fs.writeFile>) => {
      if (!full.on) return fs.writeFile(...args);
      await fs.writeFile(args[0], 'partial');
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = () => {
  const { payload, headers } = logoPng();
  return t.call({ method: 'POST', url: '/api/v2/auth/upload', payload, headers });
};

describe('uploads on a full disk', () => {
  it('answer 507 with a message, keep no part of the file, and store again once there is room', async () => {
    full.on = true;
    const before = readdirSync(t.config.uploadDir).length;
    const refused = await upload();
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ success: false, message: apiMessages.storageFull });
    expect(readdirSync(t.config.uploadDir)).toHaveLength(before);

    full.on = false;
    expect((await upload()).statusCode).toBe(200);
  });
});
