// How the market-trends texts are split for display (no zod here: the market page draws with these on first paint).

/** Known issues arrive as blocks separated by blank lines. */
export function splitKnownIssues(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean);
}

/** Competitor models arrive separated by comma and space. */
export function splitCompetitorModels(text: string): string[] {
  return text
    .split(', ')
    .map((model) => model.trim())
    .filter(Boolean);
}

/**
 * A sourced known issue as a block of the known-issues text (the API writes it; the page, which draws the sourced
 * issues with their links, leaves these blocks out of the rest).
 */
export function knownIssueBlock(issue: { summary: string; applies: string; publisher: string }): string {
  const applies = issue.applies ? `\nApplies to: ${issue.applies.replace(/\.$/, '')}.` : '';
  return `${issue.summary}${applies}\nSource: ${issue.publisher}`;
}

/** The heading the known issues of other generations (or years) of the model stand under, after the car's own. */
export const OTHER_VERSIONS_HEADING = 'Other versions of this model';
