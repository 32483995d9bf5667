/** A full page load (spec §4: a successful login loads '/' afresh). Its own module so tests can observe it. */
export function fullPageLoad(url: string): void {
  const target = new URL(url, window.location.href);
  const here = window.location;
  // Only the fragment differs ('/policies#invite=…' from that very page): assign() would only move to the fragment.
  if (target.pathname === here.pathname && target.search === here.search && target.hash) {
    if (target.hash !== here.hash) window.history.replaceState(window.history.state, '', target.href);
    window.location.reload();
    return;
  }
  window.location.assign(url);
}
