import { configDefaults, defineProject } from 'vitest/config';
import server from './vitest.config';

/**
 * 'server:redis': the *.redis.test.ts files, which need a Redis server. Root
 * vitest.config.ts adds this project only when REDIS_URL is set. The rest is the 'server'
 * project's setup; include and exclude are replaced, as `extends` would append to them.
 */
export default defineProject({
  ...server,
  test: {
    ...server.test,
    name: 'server:redis',
    include: ['test/**/*.redis.test.ts'],
    exclude: configDefaults.exclude,
    isolate: true,
  },
});
