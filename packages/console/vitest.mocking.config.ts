import { consoleMockingTests, consoleProject } from './vitest.config';

/**
 * 'console:mocks': the console's test files that replace a module (`vi.mock`), each in a
 * fresh module graph, as every file was before the console project shared its workers'
 * modules (vitest.config.ts).
 */
export default consoleProject({
  name: 'console:mocks',
  include: consoleMockingTests(),
  isolate: true,
});
