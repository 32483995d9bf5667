// "Confirm it's you" with a passkey (issue 40): the browser asks for one of the account's passkeys, the API checks it
// (POST /api/auth/reauth/passkey/options and /verify). A refusal or a cancel is said under the button.
import { useState } from 'react';
import { Button } from 'antd';
import { confirmWithPasskey, passkeyFailureMessage } from '../../../federation/passkeys/passkey-ceremonies';
import type { ReauthMethodProps } from './reauth-method-props';

export function PasskeyReauthForm({ onConfirmed }: ReauthMethodProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    setBusy(true);
    setProblem(null);
    confirmWithPasskey().then(onConfirmed, (error: unknown) => {
      setBusy(false);
      setProblem(passkeyFailureMessage(error));
    });
  };
  return (
    <div>
      <Button type="primary" block onClick={confirm} loading={busy}>
        Confirm with a passkey
      </Button>
      <p role="alert" className="renewly-auth-passkey-problem" hidden={!problem}>
        {problem}
      </p>
    </div>
  );
}
