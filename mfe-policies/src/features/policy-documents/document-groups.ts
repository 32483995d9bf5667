// The dialog's list: documents grouped by the policy year they belong to, the latest year first.
import type { PolicyDocument } from '@renewly/shared-contracts/features/policy-documents';
import { DOCUMENTS_TEXTS } from '@renewly/shared-contracts/features/policy-documents-texts';

export interface DocumentYear {
  termStart: string;
  heading: string;
  documents: PolicyDocument[];
}

export function groupByPolicyYear(documents: readonly PolicyDocument[]): DocumentYear[] {
  const years = new Map<string, DocumentYear>();
  for (const document of documents) {
    let year = years.get(document.termStart);
    if (!year) {
      const heading = DOCUMENTS_TEXTS.yearHeading(Number(document.termStart.slice(0, 4)), Number(document.termEnd.slice(0, 4)));
      year = { termStart: document.termStart, heading, documents: [] };
      years.set(document.termStart, year);
    }
    year.documents.push(document);
  }
  const latestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  return [...years.values()]
    .sort((a, b) => latestFirst(a.termStart, b.termStart))
    .map((year) => ({ ...year, documents: year.documents.sort((a, b) => latestFirst(a.createdAt, b.createdAt)) }));
}
