/** Reports' test fixtures, for other features' tests (never imported by the console itself). */
export * from './reportFixtures';
