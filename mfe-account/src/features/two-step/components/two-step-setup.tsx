// Turning two-step sign-in on: the QR code (drawn by the API as an image), the otpauth:// link that opens the app on
// the phone that holds it, and the key as text for typing or copying, then the first code from the app. A refusal (a wrong code, letters, the wrong length, a set-up expired) shows under the field.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { serverMessage, showToast } from '@renewly/shared-contracts';
import {
  totpCodeProblem,
  TWO_STEP_TEXTS as TEXT,
  type RecoveryCodesAnswer,
  type TwoStepSetup as Setup,
} from '@renewly/shared-contracts/features/two-step-texts';
import { Spinner } from '../../../shared/account-page-styles';
import { useEnableTwoStep } from '../api/two-step';
import { OneTimeCodeInput } from '../../../shared/one-time-code-input';

/** 'ABCD EFGH ...': the key in groups of four, easier to type (apps ignore the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TwoStepSetup({ setup, onCancel, onEnabled }: { setup: Setup; onCancel: () => void; onEnabled: (answer: RecoveryCodesAnswer) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enable = useEnableTwoStep();
  const intro = useRef<HTMLParagraphElement>(null);
  // The "Turn on" button that opened this is gone: the keyboard's place is the first step's text.
  useEffect(() => intro.current?.focus(), []);

  const copyKey = () =>
    navigator.clipboard
      ?.writeText(setup.secret)
      .then(() => showToast({ title: TEXT.keyCopied, variant: 'success' }))
      .catch(() => showToast({ title: TEXT.copyFailed, variant: 'error' }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = totpCodeProblem(code);
    if (problem) return setError(problem);
    setError(null);
    enable.mutate(code.replace(/\s+/g, ''), {
      onSuccess: (answer) => {
        showToast({ title: TEXT.turnedOn, variant: 'success' });
        onEnabled(answer);
      },
      onError: (e) => setError(serverMessage(e, TEXT.wrongCode)),
    });
  };

  return (
    <div data-testid="two-step-setup">
      <p ref={intro} tabIndex={-1}>
        {TEXT.scanIntro}
      </p>
      <img className="ra-qr" src={setup.qrCode} alt={TEXT.qrAlt} width={176} height={176} />
      <p>
        <a className="renewly-button" href={setup.otpauthUri}>
          {TEXT.openInApp}
        </a>
      </p>
      <p>
        {TEXT.secretLabel}:{' '}
        <code className="ra-secret" data-testid="two-step-secret">
          {grouped(setup.secret)}
        </code>{' '}
        <button type="button" className="renewly-button" onClick={copyKey}>
          {TEXT.copyKey}
        </button>
      </p>
      <form onSubmit={submit} aria-label={TEXT.turnOn} noValidate>
        <label htmlFor="two-step-code" className="renewly-field-label">
          {TEXT.enterCode}
        </label>
        <div className="ra-verify-actions">
          <OneTimeCodeInput id="two-step-code" value={code} onChange={setCode} error={error} />
          <button type="submit" className="renewly-button renewly-button-primary" disabled={enable.isPending} aria-busy={enable.isPending || undefined}>
            {enable.isPending && <Spinner />}
            {TEXT.confirmOn}
          </button>
          <button type="button" className="renewly-button" onClick={onCancel}>
            {TEXT.cancel}
          </button>
        </div>
        {error ? (
          <div id="two-step-code-error" className="ra-verify-error" role="alert">
            {error}
          </div>
        ) : null}
      </form>
    </div>
  );
}
