// The dark browser instance (vitest.config.ts) runs a subset of the stories again in the dark theme,
// so axe checks the dark tokens' contrast too. .storybook/preview.tsx reads this flag.
(globalThis as { __RUNWAY_STORY_THEME__?: string }).__RUNWAY_STORY_THEME__ = 'dark';
