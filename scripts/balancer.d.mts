import type { Server } from 'node:http';

export declare function createBalancer(options: { targets: string[]; probeMs?: number }): {
  server: Server;
  up: () => string[];
  probe: () => Promise<void>;
  close: () => Promise<void>;
};
