// Whether this tab showed an app page before the one it loaded now (a reload, a typed address, a link within the
// app). sessionStorage is per tab, so a new tab starts with nothing behind it.
const KEY = 'renewly-tab-has-history';
let hadEarlierPage = false;

/** Called once when the shell starts. */
export function noteAppStart(): void {
  try {
    hadEarlierPage = window.sessionStorage.getItem(KEY) !== null;
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    hadEarlierPage = false; // storage refused: assume nothing is behind
  }
}

export function tabHadEarlierPage(): boolean {
  return hadEarlierPage;
}
