export * from './events';
export * from './payloads';
export * from './blockedWords';
