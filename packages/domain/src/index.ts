// Everything the domain exports. Each part is also its own subpath
// (`@runway-live/domain/schemas`, `/api`, `/live`, … in package.json's `exports`), so a file
// imports and loads only the part it uses; this barrel is for npm consumers who want all.
export * from './messages';
export * from './entries/envelope';
export * from './entries/access';
export * from './entries/display';
export * from './entries/money';
export * from './entries/reference';
export * from './schemas';
export * from './show';
export * from './payloads';
export * from './storage';
export * from './import';
export * from './people/designersCsv';
export * from './api';
export * from './live';
export * from './reports';
