// The market page's external data sources (spec §9: 4 each on the Issues and Updates tabs). Kept here, not in
// shared-contracts: only this page shows them, and the contracts are on every first load.
import type { ExternalLink } from '@renewly/shared-contracts/features/insurance-links';

/** The 4 external data sources of the market page's Issues tab (uk-references.md, "Sources for known issues"). */
export const ISSUES_DATA_SOURCES: readonly ExternalLink[] = [
  { name: 'GOV.UK: check a vehicle recall', url: 'https://www.gov.uk/check-vehicle-recall' },
  { name: 'GOV.UK: check MOT history', url: 'https://www.gov.uk/check-mot-history' },
  { name: 'What Car? Reliability Survey', url: 'https://www.whatcar.com/' },
  { name: 'HonestJohn', url: 'https://www.honestjohn.co.uk/' },
];

/** The 4 external data sources of the market page's Updates tab. */
export const UPDATES_DATA_SOURCES: readonly ExternalLink[] = [
  { name: 'Parkers', url: 'https://www.parkers.co.uk/' },
  { name: 'Auto Express', url: 'https://www.autoexpress.co.uk/' },
  { name: 'What Car?', url: 'https://www.whatcar.com/' },
  { name: 'Which? car reviews', url: 'https://www.which.co.uk/reviews/cars' },
];

/** Free valuation services, for a real figure beside the model's estimate (Value tab). */
export const VALUATION_SERVICES: readonly ExternalLink[] = [
  { name: 'Parkers free car valuation', url: 'https://www.parkers.co.uk/car-valuation/' },
  { name: 'Auto Trader free car valuation', url: 'https://www.autotrader.co.uk/car-valuation' },
];
