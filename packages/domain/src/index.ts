export * from './messages';
export * from './envelope';
export * from './roles';
export * from './reference/catalogue';
export * from './import';
export * from './api';
