// `@runway-live/domain/checkout`: a shopper's cart, checkout and orders (issue 29).
export * from './statuses';
export * from './limits';
export * from './messages';
export * from './request';
export * from './answers';
export * from './query';
export * from './transfers';
