// The insurer's brand as the driver knows it ('Admiral', 'Direct Line'), spelled as the policy form's insurer list
// (features/vehicle-data INSURERS) spells it. Underwriters named in the small print ('EUI Limited', 'U K Insurance
// Limited') are not brands and are not listed; a brand that follows 'underwritten by' or 'provided by' (breakdown
// cover by the RAC, a policy underwritten by Ageas) is someone else's part of the policy and does not count.
import { bestField, type Candidate, type RenewalNoticeField } from './found-field';

const BRANDS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['1st Central', /\b1st ?Central\b/gi],
  ['Admiral', /\bAdmiral\b/gi],
  ['Adrian Flux', /\bAdrian Flux\b/gi],
  ['Age Co', /\bAge ?Co\b/gi],
  ['Ageas', /\bAgeas\b/gi],
  ['Allianz', /\bAllianz\b/gi],
  ['Aviva', /\bAviva\b/gi],
  ['AXA', /\bAXA\b/g],
  ['Churchill', /\bChurchill\b/gi],
  ['Co-op Insurance', /\bCo-?op(?:erative)? Insurance\b/gi],
  ['Dial Direct', /\bDial Direct\b/gi],
  ['Direct Line', /\bDirect Line\b/gi],
  ['Elephant', /\bElephant(?:\.co\.uk)?\b/gi],
  ['esure', /\besure\b/gi],
  ['Hastings Direct', /\bHastings (?:Direct|Essential|Premier)\b/gi],
  ['Highway Insurance', /\bHighway Insurance\b/gi],
  ['John Lewis Finance', /\bJohn Lewis\b/gi],
  ['LV=', /\bLV=|\bLiverpool Victoria\b/gi],
  ['Marshmallow', /\bMarshmallow\b/gi],
  ['More Than', /\bMore ?Th[a>]n\b/g],
  ['NFU Mutual', /\bNFU Mutual\b/gi],
  ['Privilege', /\bPrivilege\b/g],
  ['Quotemehappy', /\bQuotemehappy\b/gi],
  ['RAC', /\bRAC\b/g],
  ['Saga', /\bSaga\b/g],
  ["Sainsbury's Bank", /\bSainsbury'?s\b/gi],
  ["Sheilas' Wheels", /\bSheilas'? Wheels\b/gi],
  ['Swiftcover', /\bSwiftcover\b/gi],
  ['Tesco Insurance', /\bTesco (?:Bank|Insurance)\b/gi],
  ['The AA', /\bThe AA\b|\bAA (?:Car )?Insurance\b/g],
  ['Zurich', /\bZurich\b/gi],
];

/** Other firms' roles: the brand named right after these words is not the one selling the policy. */
const SOMEONE_ELSES = /(?:underwritten|provided|administered|arranged|supplied|operated|serviced|handled) by\s*$|\bbreakdown\b.{0,40}$/i;

export function findInsurerBrand(text: string): RenewalNoticeField | undefined {
  const candidates: Candidate[] = [];
  const counts = new Map<string, number>();
  for (const [name, pattern] of BRANDS) {
    for (const m of text.matchAll(pattern)) {
      const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
      const before = text.slice(Math.max(lineStart, m.index - 60), m.index);
      if (SOMEONE_ELSES.test(before)) continue;
      counts.set(name, (counts.get(name) ?? 0) + 1);
      const lineEnd = text.indexOf('\n', m.index);
      candidates.push({ value: name, score: 0, labelStart: lineStart, start: m.index, end: lineEnd < 0 ? text.length : lineEnd });
    }
  }
  // The brand named most often wins (it heads the letter and signs it); named at least twice, it is sure.
  for (const c of candidates) {
    const n = counts.get(c.value)!;
    c.score = n >= 2 ? 0.85 + Math.min(n, 10) / 1000 : 0.7;
  }
  return bestField(text, candidates);
}
