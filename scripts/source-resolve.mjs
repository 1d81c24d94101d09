import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Workspace packages export their TypeScript sources under the `runway-source` condition,
 * so tests, Storybook and the dev server run on src without a build step; published
 * consumers never see the condition and get dist.
 */
export const SOURCE_CONDITION = 'runway-source';

export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};

/**
 * The server's tests: the sources, then Node's own conditions. Vitest hands the conditions
 * to Node for the dependencies it does not transform, and `module` would make Node take a
 * package's bundler build (the AWS SDK's imports files without their extensions).
 */
const NODE_CONDITIONS = [SOURCE_CONDITION, 'node', 'development|production'];
export const nodeSourceResolve = {
  resolve: { conditions: NODE_CONDITIONS },
  ssr: { resolve: { conditions: NODE_CONDITIONS } },
};
