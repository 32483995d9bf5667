import { INSURER_LINKS } from '@renewly/shared-contracts/features/insurance-links';
import { COMPARISON_SITE_LINKS, EXTERNAL_QUOTE_LINKS } from './quote-links';

describe('the quotes page links', () => {
  it('lists 24 comparison sites and insurers (6 + 18), each once', () => {
    expect(COMPARISON_SITE_LINKS).toHaveLength(6);
    expect(INSURER_LINKS).toHaveLength(18);
    expect(EXTERNAL_QUOTE_LINKS).toHaveLength(24);
    expect(new Set(EXTERNAL_QUOTE_LINKS.map((l) => l.url)).size).toBe(24);
    expect(new Set(EXTERNAL_QUOTE_LINKS.map((l) => l.name)).size).toBe(24);
  });

  it.each([...EXTERNAL_QUOTE_LINKS])('$name: a well-formed https URL', ({ url }) => {
    const parsed = new URL(url);
    expect(parsed.protocol).toBe('https:');
    expect(parsed.hostname).toMatch(/^www\.[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    expect(parsed.search + parsed.hash).toBe('');
  });
});
