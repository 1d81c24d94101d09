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
