import { createRequire } from 'node:module';
import type * as AxePlaywright from '@axe-core/playwright';
import type * as PlaywrightCore from 'playwright-core';

// The journeys' browser libraries are the console's devDependencies (playwright-core and
// @axe-core/playwright); resolve them from there, since e2e/ is not a package of its own.
const require = createRequire(new URL('../../packages/console/package.json', import.meta.url));

export const { chromium } = require('playwright-core') as typeof PlaywrightCore;
export const { default: AxeBuilder } = require('@axe-core/playwright') as typeof AxePlaywright;
export type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
