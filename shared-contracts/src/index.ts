// The contracts every app's first load shares. Parts only one feature needs live under features/ and are imported
// as '@renewly/shared-contracts/features/<name>' (bundled into that feature's code, not into the first load).
import './zod-config';
export * from './messages';
export * from './constants';
export * from './common';
export * from './user';
export * from './policy';
export * from './quote';
export * from './reminder';
export * from './notification';
export * from './dashboard';
export * from './tip';
export * from './push';
export * from './theme';
export * from './rules/dates';
export * from './rules/money';
export * from './rules/policy-status';
export * from './rules/price-rise';
export * from './rules/reminder-urgency';
export * from './rules/registration';
export * from './rules/uk-mobile';
export * from './rules/user-display';
export * from './registry/remotes';
export * from './registry/routes';
export * from './registry/query-keys';
export * from './client/api-client';
export * from './client/http-error';
export * from './client/toast-events';
