// Who published a source, for the text of its link: the publication's name where the address is a well-known one,
// otherwise the site's address without 'www.' (never an invented name).

const PUBLISHERS: [domain: string, name: string][] = [
  ['autocar.co.uk', 'Autocar'],
  ['autoexpress.co.uk', 'Auto Express'],
  ['autotrader.co.uk', 'Auto Trader'],
  ['bbci.co.uk', 'BBC News'],
  ['belfasttelegraph.co.uk', 'Belfast Telegraph'],
  ['carbuyer.co.uk', 'Carbuyer'],
  ['carmagazine.co.uk', 'CAR magazine'],
  ['honestjohn.co.uk', 'Honest John'],
  ['irishnews.com', 'The Irish News'],
  ['motor1.com', 'Motor1'],
  ['parkers.co.uk', 'Parkers'],
  ['pressreader.com', 'PressReader'],
  ['scotsman.com', 'The Scotsman'],
  ['techradar.com', 'TechRadar'],
  ['telegraph.co.uk', 'The Telegraph'],
  ['thisismoney.co.uk', 'This is Money'],
  ['topgear.com', 'Top Gear'],
  ['whatcar.com', 'What Car?'],
  ['which.co.uk', 'Which?'],
];

export function publisherOf(address: string): string {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return 'the source';
  }
  const known = PUBLISHERS.find(([domain]) => host === domain || host.endsWith(`.${domain}`));
  return known ? known[1] : host.replace(/^www\./, '');
}
