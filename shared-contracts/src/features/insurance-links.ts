/** An external site the app links to (the quotes page's comparison sites and insurers, the market page's sources). */
export interface ExternalLink {
  name: string;
  url: string;
}

/** 18 UK insurers' homepages (uk-references.md, "Comparison sites and insurers"): quote providers and links. */
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
