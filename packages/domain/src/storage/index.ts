export * from './webStorage';
export * from './encryptedEntry';
export * from './storedUser';
export * from './encryptedStorage';
