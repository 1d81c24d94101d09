export * from './splitFullName';
export * from './webUser';
export * from './designer';
export * from './accountRegister';
export * from './accountProfile';
