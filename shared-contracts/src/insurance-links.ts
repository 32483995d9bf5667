// The 24 external links of the quotes page (spec §9): 6 comparison sites and 18 insurers, homepages as listed in
// uk-references.md ("Comparison sites and insurers"). Quote providers are drawn from INSURER_LINKS.

export interface ExternalLink {
  name: string;
  url: string;
}

export const COMPARISON_SITE_LINKS: readonly ExternalLink[] = [
  { name: 'Compare the Market', url: 'https://www.comparethemarket.com/' },
  { name: 'MoneySuperMarket', url: 'https://www.moneysupermarket.com/' },
  { name: 'GoCompare', url: 'https://www.gocompare.com/' },
  { name: 'Confused.com', url: 'https://www.confused.com/' },
  { name: 'Quotezone', url: 'https://www.quotezone.co.uk/' },
  { name: 'Uswitch', url: 'https://www.uswitch.com/car-insurance/' },
];

export const INSURER_LINKS: readonly ExternalLink[] = [
  { name: 'Admiral', url: 'https://www.admiral.com/' },
  { name: 'Direct Line', url: 'https://www.directline.com/' },
  { name: 'Aviva', url: 'https://www.aviva.co.uk/' },
  { name: 'Churchill', url: 'https://www.churchill.com/' },
  { name: 'Hastings Direct', url: 'https://www.hastingsdirect.com/' },
  { name: 'LV=', url: 'https://www.lv.com/' },
  { name: 'AXA', url: 'https://www.axa.co.uk/' },
  { name: 'esure', url: 'https://www.esure.com/' },
  { name: "Sheilas' Wheels", url: 'https://www.sheilaswheels.com/' },
  { name: 'Saga', url: 'https://www.saga.co.uk/' },
  { name: 'The AA', url: 'https://www.theaa.com/' },
  { name: 'RAC', url: 'https://www.rac.co.uk/' },
  { name: 'Tesco Insurance', url: 'https://www.tescoinsurance.com/' },
  { name: 'Privilege', url: 'https://www.privilege.com/' },
  { name: 'Elephant', url: 'https://www.elephant.co.uk/' },
  { name: '1st Central', url: 'https://www.1stcentralinsurance.com/' },
  { name: 'NFU Mutual', url: 'https://www.nfumutual.co.uk/' },
  { name: 'By Miles', url: 'https://www.bymiles.co.uk/' },
];

export const EXTERNAL_QUOTE_LINKS: readonly ExternalLink[] = [...COMPARISON_SITE_LINKS, ...INSURER_LINKS];

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
