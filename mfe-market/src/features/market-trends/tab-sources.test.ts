import { ISSUES_DATA_SOURCES, UPDATES_DATA_SOURCES, VALUATION_SERVICES } from './tab-sources';

describe('the market page data sources', () => {
  it('has 4 data sources each for the Issues and Updates tabs', () => {
    expect(ISSUES_DATA_SOURCES).toHaveLength(4);
    expect(UPDATES_DATA_SOURCES).toHaveLength(4);
  });

  it.each([...ISSUES_DATA_SOURCES, ...UPDATES_DATA_SOURCES, ...VALUATION_SERVICES])('$name: a well-formed https URL', ({ url }) => {
    const parsed = new URL(url);
    expect(parsed.protocol).toBe('https:');
    expect(parsed.hostname).toMatch(/^www\.[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    expect(parsed.search + parsed.hash).toBe('');
  });
});
