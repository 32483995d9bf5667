// The cover level, as one of the policy form's options (COVERAGE_OPTIONS).
import type { Coverage } from '../../constants';
import { bestField, type Candidate, type RenewalNoticeField } from './found-field';
import { leaderStart, OTHER_LANGUAGE_HALF } from './label-before';
import { lineStartAt } from './text-lines';

const LEVELS: ReadonlyArray<readonly [Coverage, RegExp]> = [
  ['Third Party Fire & Theft', /\bthird[\s-]+party,?\s+fire\s+(?:and|&)\s+theft\b|\bTPF&?T\b/gi],
  ['Third Party Only', /\bthird[\s-]+party\s+only\b|\bTPO\b/gi],
  ['Comprehensive', /\bcomprehensive\b/gi],
];
const LABEL = new RegExp(
  String.raw`(?:cover(?:age)?(?: type| level)?|level of cover|type of cover|your cover|policy type)${OTHER_LANGUAGE_HALF}\s*(?:is\b)?\s*(?:[:\-–]|\.{2,})?\s*$`,
  'i',
);

export function findCoverType(text: string): RenewalNoticeField<Coverage> | undefined {
  const candidates: Candidate<Coverage>[] = [];
  for (const [level, pattern] of LEVELS) {
    for (const m of text.matchAll(pattern)) {
      const lineStart = lineStartAt(text, m.index);
      const labelStart = Math.max(lineStart, leaderStart(text, m.index, lineStart) - 40);
      const labelled = LABEL.test(text.slice(labelStart, m.index));
      candidates.push({ value: level, score: labelled ? 0.95 : 0.6, labelStart: labelled ? labelStart : m.index, start: m.index, end: m.index + m[0].length });
    }
  }
  return bestField(text, candidates);
}
