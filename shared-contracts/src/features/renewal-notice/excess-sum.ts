// Excesses of one kind read at different amounts (a cheaper option's box beside the renewal's own table; last year's
// card beside the renewal's): when exactly one total, compulsory and voluntary excess read add up (compulsory +
// voluntary = total), they are the policy's and the others are dropped. Used by money-fields.ts; corroborate.ts then checks the sum.
import type { Candidate } from './found-field';
import type { MoneyFieldName } from './premium-words';
import { pence } from './uk-amounts';

export function excessesThatAddUp(byField: Record<MoneyFieldName, Candidate[]>): void {
  const distinct = (field: MoneyFieldName) => [...new Set(byField[field].map((c) => pence(c.value)))];
  const [totals, compulsory, voluntary] = [distinct('totalExcess'), distinct('compulsoryExcess'), distinct('voluntaryExcess')];
  if (totals.length < 2 && compulsory.length < 2 && voluntary.length < 2) return;
  const sums = totals.flatMap((t) => compulsory.flatMap((c) => voluntary.filter((v) => c + v === t).map((v) => [t, c, v] as const)));
  if (sums.length !== 1) return;
  const [t, c, v] = sums[0]!;
  byField.totalExcess = byField.totalExcess.filter((x) => pence(x.value) === t);
  byField.compulsoryExcess = byField.compulsoryExcess.filter((x) => pence(x.value) === c);
  byField.voluntaryExcess = byField.voluntaryExcess.filter((x) => pence(x.value) === v);
}
