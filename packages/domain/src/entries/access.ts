// `@runway-live/domain/access`: roles, who may open which route, the menus, who may sign in
// where and who may own a catalogue.
export * from '../roles';
export * from '../access';
export * from '../menus';
export * from '../signIn';
export * from '../catalogueOwner';
export * from '../ids';
