// The 24 external links of the quotes page (spec §9): 6 comparison sites (here: only this page shows them, and the
// contracts are on every first load) and the 18 insurers of shared-contracts (the API's quote providers too).
import { INSURER_LINKS, type ExternalLink } from '@renewly/shared-contracts/features/insurance-links';

export const COMPARISON_SITE_LINKS: readonly ExternalLink[] = [
  { name: 'Compare the Market', url: 'https://www.comparethemarket.com/' },
  { name: 'MoneySuperMarket', url: 'https://www.moneysupermarket.com/' },
  { name: 'GoCompare', url: 'https://www.gocompare.com/' },
  { name: 'Confused.com', url: 'https://www.confused.com/' },
  { name: 'Quotezone', url: 'https://www.quotezone.co.uk/' },
  { name: 'Uswitch', url: 'https://www.uswitch.com/car-insurance/' },
];

export const EXTERNAL_QUOTE_LINKS: readonly ExternalLink[] = [...COMPARISON_SITE_LINKS, ...INSURER_LINKS];
