/** A full page load (spec §4: a successful login loads '/' afresh). Its own module so tests can observe it. */
export function fullPageLoad(url: string): void {
  window.location.assign(url);
}
