// Not exported from the index: '@renewly/shared-contracts/features/schemas'. The zod schemas of the entities the
// index describes (the index keeps their constants, messages, rules and z.infer types): one file per entity under
// features/schemas/ (common, user, policy, quote, reminder, notification, dashboard, tip). zod is about 25 KB gzip, so
// no first load carries it: the API imports this at once (it validates every request with these), a form imports it
// with its lazily loaded dialog (federation/form/use-zod-form.ts) or, drawn on the first paint, at the first interaction
// (federation/form/use-zod-form-later.ts), and a query checks an answer with it through loadSchemas (checkedRead in
// client/api-client.ts).
export * from './schemas/common';
export * from './schemas/user';
export * from './schemas/policy';
export * from './schemas/quote';
export * from './schemas/reminder';
export * from './schemas/notification';
export * from './schemas/dashboard';
export * from './schemas/tip';
