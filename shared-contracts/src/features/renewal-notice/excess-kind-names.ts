// Other names insurers give the two kinds of excess: 'Standard excess', 'Policy excess' or 'Own damage excess' for the
// compulsory one, 'Own choice excess' for the voluntary one. Alone on a notice such a name may be the whole excess ('Policy excess £400'), so
// it is read as a kind only when the notice also names the other kind, and never names this kind plainly. Used by
// money-fields.ts.
import type { Scored } from './premium-words';

const COMPULSORY_NAMES = 'standard|policy|basic|own[- ]damage';
const VOLUNTARY_NAMES = 'own[- ]choice|chosen|optional';

/** The whole row label is the name: 'Standard excess', 'Policy excess:', 'Your own choice excess is'. */
const nameLabel = (names: string) => new RegExp(String.raw`^[\s|,;]*(?:your\s+|the\s+)?(?:${names})\s+excess\s*(?:is|of|:)?\s*$`, 'i');
const named = (names: string) => new RegExp(String.raw`\b(?:${names})\s+excess\b`, 'i');

const KINDS = [
  { field: 'compulsoryExcess', label: nameLabel(COMPULSORY_NAMES), plain: /\bcompulsory\b/i, other: [/\bvoluntary\b/i, named(VOLUNTARY_NAMES)] },
  { field: 'voluntaryExcess', label: nameLabel(VOLUNTARY_NAMES), plain: /\bvoluntary\b/i, other: [/\bcompulsory\b/i, named(COMPULSORY_NAMES)] },
] as const;

/** For this notice: the kind a row label names by another name, or null. */
export function excessKindByName(notice: string): (label: string) => Scored | null {
  const kinds = KINDS.filter((k) => !k.plain.test(notice) && k.other.some((word) => word.test(notice)));
  return (label) => {
    // (Or the label's last cell, a column's label before it: 'Excess       Own damage excess £250 plus ...'.)
    const cell = label.split(/[ \t]{3,}/).pop()!;
    const kind = kinds.find((k) => k.label.test(label) || k.label.test(cell));
    return kind ? { field: kind.field, score: 0.85 } : null;
  };
}
