import { defineProject } from 'vitest/config';
import server, { serverMockingTests } from './vitest.config';

/**
 * 'server:mocks': the server's test files that replace a module (`vi.mock`), each in a fresh
 * module graph, beside the 'server' project whose files share their worker's modules.
 */
export default defineProject({
  ...server,
  test: {
    ...server.test,
    name: 'server:mocks',
    include: serverMockingTests(),
    exclude: [],
    isolate: true,
  },
});
