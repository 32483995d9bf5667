// Issue 40: "Sign in with a passkey" on the sign-in screen, and the browser's passkey autofill on the email field
// (conditional mediation). A passkey sign-in needs no password and is complete (two factors: the device and its
// lock); the page then loads as after a password sign-in. @simplewebauthn/browser loads only when a ceremony starts.
import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { showToast } from '@renewly/shared-contracts';
import { PASSKEY_TEXTS } from '@renewly/shared-contracts/features/passkeys-texts';
import { isAbort, isRefusedByServer, passkeyFailureMessage, signInWithPasskey, signInWithPasskeyAutofill } from '../../../federation/passkeys/passkey-ceremonies';
import { fullPageLoad } from '../lib/full-page-load';
import { pathAfterSignIn } from './after-sign-in';

/** Set once a passkey has signed the user in: the page is loading, no second sign-in may start (its new session would
 * replace the one the page is loading with). */
let signedIn = false;

/** Starts the autofill request once the sign-in form is on screen; a chosen passkey signs the user in. */
export function usePasskeyAutofill(): void {
  useEffect(() => {
    let live = true;
    signInWithPasskeyAutofill().then(
      (user) => {
        if (!user) return;
        signedIn = true;
        fullPageLoad(pathAfterSignIn());
      },
      (error: unknown) => {
        // Only a passkey the user picked and the API refused is worth a word; the request ending by itself (the
        // password form, the passkey button, leaving the form, a browser that cannot) is not.
        if (!live || isAbort(error) || !isRefusedByServer(error)) return;
        showToast({ title: PASSKEY_TEXTS.signInWithPasskey, description: passkeyFailureMessage(error), variant: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
}

export function PasskeySignInButton() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const start = () => {
    if (signedIn) return;
    setBusy(true);
    setProblem(null);
    signInWithPasskey().then(
      () => {
        signedIn = true;
        fullPageLoad(pathAfterSignIn());
      },
      (error: unknown) => {
        setBusy(false);
        setProblem(passkeyFailureMessage(error));
      },
    );
  };
  return (
    <div className="renewly-auth-passkey">
      <Button block onClick={start} loading={busy} data-testid="passkey-sign-in">
        {PASSKEY_TEXTS.signInWithPasskey}
      </Button>
      <p role="alert" className="renewly-auth-passkey-problem" data-testid="passkey-sign-in-problem" hidden={!problem}>
        {problem}
      </p>
    </div>
  );
}
