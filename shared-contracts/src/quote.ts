// The quote's schema is in features/schemas/quote.ts.
export type { Quote } from './features/schemas/quote';
