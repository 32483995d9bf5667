/** @jest-environment node */
// A third set of notices (2026-11-29, `fresh-printed-notices.ts`), written by a helper who had not read the reader's
// code, in the house styles of 30 UK insurers and brokers, printed to PDF by Chromium and read as the browser reads
// them (fresh-notice-checks.ts).
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES } from './fresh-printed-notices';

jest.setTimeout(600_000);

// Branch mend-m22b-tesco-bank: this letter names itself only 'Tesco Bank' ('Tesco Bank Car Insurance' heading it and in
// its small print), and the reader now reads the brand as the letter names it ('Tesco Bank'), where this set expects the
// brand list's older name for it, 'Tesco Insurance' (sets 9, 10, 23, 24 and email set 2 expect 'Tesco Bank' for such
// letters). Kept as a known miss until the lead settles which name is right; the expected value is not changed.
const KNOWN_MISSES: Record<string, readonly string[]> = { tescoBankPayMonthlyOrAnnual: ['insurer'] };

checkFreshNotices(FRESH_NOTICES, KNOWN_MISSES);
