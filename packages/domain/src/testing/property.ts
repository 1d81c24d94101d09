/**
 * Property tests run hundreds of cases, and fast-check's first run in a worker warms up for
 * a second or two; on a loaded two-core CI machine that outgrows vitest's 5 s default.
 */
export const PROPERTY_TIMEOUT_MS = 30_000;
