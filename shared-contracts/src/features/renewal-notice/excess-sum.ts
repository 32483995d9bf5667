// Excesses of one kind read at different amounts (a cheaper option's box beside the renewal's own table): when the
// notice states one total excess and exactly one compulsory and voluntary pair adds up to it, that pair is the policy's
// and the others are dropped. Used by money-fields.ts; corroborate.ts then checks the sum.
import type { Candidate } from './found-field';
import type { MoneyFieldName } from './premium-words';
import { pence } from './uk-amounts';

export function excessesThatAddUp(byField: Record<MoneyFieldName, Candidate[]>): void {
  const totals = new Set(byField.totalExcess.map((c) => pence(c.value)));
  const compulsory = [...new Set(byField.compulsoryExcess.map((c) => pence(c.value)))];
  const voluntary = [...new Set(byField.voluntaryExcess.map((c) => pence(c.value)))];
  if (totals.size !== 1 || (compulsory.length < 2 && voluntary.length < 2)) return;
  const total = [...totals][0]!;
  const pairs = compulsory.flatMap((c) => voluntary.filter((v) => c + v === total).map((v) => [c, v] as const));
  if (pairs.length !== 1) return;
  const [c, v] = pairs[0]!;
  byField.compulsoryExcess = byField.compulsoryExcess.filter((x) => pence(x.value) === c);
  byField.voluntaryExcess = byField.voluntaryExcess.filter((x) => pence(x.value) === v);
}
