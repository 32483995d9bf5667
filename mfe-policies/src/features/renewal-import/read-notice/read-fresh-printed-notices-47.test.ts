/** @jest-environment node */
/*
 * Set 47 (issue 47): twelve renewal notices from UK private-car brands M to Z, in layouts no earlier set used (see the
 * header of fresh-printed-notices-47.ts). Written by a helper session on 2026-12-03, without sight of the reader.
 * FIRST READING: not yet run.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_47 } from './fresh-printed-notices-47';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {};

checkFreshNotices(FRESH_NOTICES_47, KNOWN_MISSES);
