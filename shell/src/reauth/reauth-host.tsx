// Answers the API client's re-authentication requests (shared-contracts/src/client/reauth-events.ts) for the shell
// and every remote page in it: shows the "Confirm it's you" dialog, loaded only when first needed.
import { useEffect, useState } from 'react';
import { onReauthRequest } from '@renewly/shared-contracts';
import { lazyDialog } from '../../../federation/lazy-dialog';

const LazyReauthDialog = lazyDialog(() => import('./reauth-dialog').then((m) => m.ReauthDialog), 'Loading the confirmation');

export function ReauthHost() {
  const [respond, setRespond] = useState<((confirmed: boolean) => void) | null>(null);
  useEffect(() => onReauthRequest((detail) => setRespond(() => detail.respond)), []);
  if (!respond) return null;
  return (
    <LazyReauthDialog
      onDone={(confirmed) => {
        setRespond(null);
        respond(confirmed);
      }}
    />
  );
}
