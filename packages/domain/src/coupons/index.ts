// `@runway-live/domain/coupons` (issue 32): a coupon's fields and rules, the checkout's
// refusals, the discount's split across a checkout's orders, bulk codes and their CSV.
export * from './rules';
export * from './messages';
export * from './discount';
export * from './codes';
export * from './schemas';
export * from './offer';
export * from './liveWindow';
