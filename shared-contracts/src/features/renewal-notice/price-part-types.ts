// What a notice's price is made of (price-parts.ts reads it from rows, sentence-price-parts.ts from one sentence).
import type { RenewalNoticeField } from './found-field';

export interface AddOn {
  /** The add-on's name in Renewly's words ('Breakdown', 'Legal expenses'). */
  name: string;
  value: string;
  snippet: string;
}

export interface PriceParts {
  carInsurance?: { value: string; snippet: string };
  addOns: AddOn[];
  total?: RenewalNoticeField;
}
