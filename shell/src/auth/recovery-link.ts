// Links from security emails (issue 51) that must work signed in or out: '/#forgotPassword' (the notices' "if it was
// not you"), '/#resetToken=<token>' (the reset email; '?resetToken=' from older emails) and '/#restoreEmail=<token>'
// (the notice to an address the account left). Tokens are in the fragment: never sent to a server, so never logged.
import type { AuthMode } from './auth-mode';

export interface RecoveryLink {
  mode: Extract<AuthMode, 'forgot' | 'reset' | 'restore'>;
  token: string;
}

export function recoveryLinkIn(location: Pick<Location, 'hash' | 'search'> = window.location): RecoveryLink | null {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const reset = (fragment.get('resetToken') ?? new URLSearchParams(location.search).get('resetToken'))?.trim();
  if (reset) return { mode: 'reset', token: reset };
  const restore = fragment.get('restoreEmail')?.trim();
  if (restore) return { mode: 'restore', token: restore };
  if (fragment.has('forgotPassword')) return { mode: 'forgot', token: '' };
  return null;
}
