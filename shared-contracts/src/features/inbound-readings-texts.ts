// Issue 49: the words and link of a forwarded notice waiting for review, without zod (the policies page's first load).
/** Where the bell's notification for a reading leads: the policies page opens the review. */
export const inboundReadingLink = (id: string) => `/policies?reading=${id}`;
export const INBOUND_READING_PARAM = 'reading';

export const INBOUND_READING_TEXTS = {
  notFound: 'This renewal notice is no longer waiting for review.',
  received: 'Renewal notice received: check it',
  check: 'Check it',
  pickCar: 'Which car is this notice for?',
  noCar: 'Add the car first, then check the notice.',
  fromSender: (domain: string) => `From ${domain}`,
  nothingRead: 'We could not read the figures in this email. Save the notice from your email, choose Import renewal notice on the car, then mark this one as checked.',
} as const;
