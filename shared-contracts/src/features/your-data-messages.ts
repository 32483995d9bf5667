// The settings page's "your data" words, without zod: '@renewly/shared-contracts/features/your-data-messages' (the
// page shows them; its schemas, in features/your-data.ts, load when a form or an answer is checked).
export const YOUR_DATA_MESSAGES = {
  feedNotFound: 'Calendar feed not found',
  feedTurnedOff: 'Calendar feed turned off',
  wrongPassword: 'That password is not right. Nothing was deleted.',
  accountDeleted: 'Your account and everything held about you have been deleted.',
} as const;
