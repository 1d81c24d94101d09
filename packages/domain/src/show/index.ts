// A show: what a marketplace event and a web event share (decision 0024).
export * from './lifecycle';
export * from './fields';
export * from './api';
