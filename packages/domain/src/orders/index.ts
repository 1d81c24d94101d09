// `@runway-live/domain/orders`: the order desk (issue 30): admins', staff's and designers'
// orders, their transitions, notes, refunds by line, the carriers' tracking pages, payouts.
export * from './transitions';
export * from './carriers';
export * from './refunds';
export * from './messages';
export * from './requests';
export * from './answers';
export * from './csv';
