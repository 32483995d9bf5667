// Profile → Passkeys (issue 40): add a passkey (named by the user; the browser asks for the fingerprint, face or
// screen lock), the list with when each was added and last used, rename and remove. Drawn by the server from
// GET /api/passkeys (plain markup, no antd on the first paint; the remove confirm loads antd, the WebAuthn code loads
// when a passkey is added).
import { useRef, useState, type FormEvent } from 'react';
import { PASSKEY_TEXTS } from '@renewly/shared-contracts/features/passkeys-texts';
import { SkeletonLines, Spinner } from '../../../shared/account-page-styles';
import { refocusWhenLost } from '../../../../../federation/dialog-focus';
import { passkeyFailureMessage } from '../../../../../federation/passkeys/passkey-ceremonies';
import { useAddPasskey, usePasskeys } from '../api/passkeys';
import { checkPasskeyName, PasskeyNameField } from './passkey-name-field';
import { PasskeyRow } from './passkey-row';

const css = `
.ra-passkeys { list-style: none; padding: 0; margin: 0 0 16px; }
.ra-passkey { border-top: 1px solid #e5e7eb; padding: 12px 0; }
.ra-passkey:last-child { border-bottom: 1px solid #e5e7eb; }
.ra-passkey-head { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: baseline; overflow-wrap: anywhere; }
.ra-card p.ra-passkey-when { color: #595959; margin: 2px 0 8px; }
.ra-passkey-rename { margin-top: 8px; }
.ra-card p.ra-passkey-failed { color: #a8071a; margin: 8px 0 0; }
.ra-card p.ra-passkey-failed:empty { display: none; }
`;

export function PasskeysCard() {
  const passkeys = usePasskeys();
  return (
    <section className="ra-card" aria-labelledby="passkeys-heading" data-testid="passkeys-card">
      <style>{css}</style>
      <h2 id="passkeys-heading" className="ra-card-title">
        {PASSKEY_TEXTS.cardTitle}
      </h2>
      <p className="ra-muted">{PASSKEY_TEXTS.intro}</p>
      {passkeys.isPending ? (
        <SkeletonLines rows={1} label="Loading your passkeys" />
      ) : passkeys.isError ? (
        <p className="ra-alert-error" role="alert">
          Could not load your passkeys
        </p>
      ) : passkeys.data.length > 0 ? (
        <ul className="ra-passkeys" aria-label="Your passkeys">
          {passkeys.data.map((p) => (
            <PasskeyRow key={p.id} passkey={p} />
          ))}
        </ul>
      ) : (
        <p className="ra-muted" data-testid="no-passkeys">
          {PASSKEY_TEXTS.none}
        </p>
      )}
      <AddPasskeyForm />
    </section>
  );
}

function AddPasskeyForm() {
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const field = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const checked = checkPasskeyName(name);
    if (!checked.ok) {
      setNameProblem(checked.message);
      field.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setNameProblem(null);
    add.mutate(checked.name, {
      onSuccess: () => setName(''),
      onError: (error) => setFailure(passkeyFailureMessage(error)),
      // The button was disabled while the browser asked for the passkey, which dropped focus: back on it.
      onSettled: () => refocusWhenLost(() => button.current),
    });
  };
  return (
    <form ref={field} aria-label={PASSKEY_TEXTS.add} onSubmit={submit} noValidate data-testid="add-passkey">
      <PasskeyNameField id="passkey-name" value={name} onChange={setName} problem={nameProblem} />
      <button ref={button} type="submit" className="renewly-button renewly-button-primary" disabled={add.isPending} aria-busy={add.isPending || undefined}>
        {add.isPending && <Spinner />}
        {PASSKEY_TEXTS.add}
      </button>
      <p className="ra-passkey-failed" role="status" data-testid="add-passkey-problem">
        {failure}
      </p>
    </form>
  );
}
