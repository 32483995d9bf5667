import { useEffect, useState } from 'react';
import { REGISTRATION_MODES, REGISTRATION_PATH, type RegistrationMode } from '@renewly/shared-contracts/features/registration';

/**
 * Whether this server takes sign-ups (GET /api/auth/registration). 'open' until it answers, and if it cannot: the
 * server refuses a sign-up it does not take anyway, with its own message. The body is always read, so the signed-out
 * page leaves no connection open.
 */
export function useRegistrationMode(): RegistrationMode {
  const [mode, setMode] = useState<RegistrationMode>('open');
  useEffect(() => {
    const abort = new AbortController();
    fetch(REGISTRATION_PATH, { credentials: 'same-origin', signal: abort.signal })
      .then((res) => res.json() as Promise<{ mode?: unknown }>)
      .then((status) => {
        if (REGISTRATION_MODES.includes(status.mode as RegistrationMode)) setMode(status.mode as RegistrationMode);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return mode;
}
