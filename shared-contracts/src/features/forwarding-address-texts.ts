// Issue 49: the words of the forwarding address on the pages, without zod (Profile's first load reads them).
/** What the pages say about the address (Profile's card and the import dialog's line). */
export const FORWARDING_TEXTS = {
  heading: 'Forward renewal emails',
  intro:
    "Forward your insurer's renewal email to this address and Renewly reads it for you to check. Nothing changes on your policy until you save the review.",
  private: 'This address is private: anyone who has it can send notices to your account. Keep it to yourself, and make a new address if it gets out.',
  notConfigured: 'Forwarding renewal emails is not set up on this server.',
  off: 'Forwarding is off: mail to your address is refused.',
  none: 'You have no forwarding address yet.',
  make: 'Make my address',
  makeNew: 'Make a new address',
  makeNewConfirm: 'The current address stops taking mail at once.',
  turnOff: 'Turn off',
  turnOn: 'Turn on',
  copied: 'Address copied',
  importLine: 'Or forward the renewal email to',
  emailWhenRead: 'Email me when a forwarded notice is read',
  emailWhenReadHint:
    'One email to your verified address each time, with the line the bell shows and a link to check it; never the figures.',
  emailWhenReadUnverified: 'Verify your email address above to get these emails.',
} as const;
