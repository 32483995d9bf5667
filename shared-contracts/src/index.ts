export * from './messages';
export * from './constants';
export * from './user';
export * from './rules/uk-mobile';
export * from './client/api-client';
export * from './client/toast-events';
