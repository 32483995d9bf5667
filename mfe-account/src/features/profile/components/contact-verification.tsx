// Issue 36: whether the mobile number and the email address are verified. Test messages and SMS reminders go only to
// verified details, so an unverified number offers its code field ('Verify', 'Send a new code') and an unverified
// address 'Send the link again'. Plain markup (drawn by the server with the profile).
import { useState, type FormEvent } from 'react';
import { serverMessage, toE164Uk, type User } from '@renewly/shared-contracts';
import { VERIFICATION_TEXTS as TEXT } from '@renewly/shared-contracts/features/verification-texts';
import { Spinner } from '../../../shared/account-page-styles';
import { useSendEmailLink, useSendMobileCode, useVerifyMobile } from '../api/verification';
import { useSmsStatus } from '../api/sms-status';
import { OneTimeCodeInput } from '../../../shared/one-time-code-input';

function Status({ verified, id }: { verified: boolean; id: string }) {
  return (
    <span id={id} className={verified ? 'ra-status ra-status-ok' : 'ra-status ra-status-warn'}>
      {verified ? TEXT.verified : TEXT.notVerified}
    </span>
  );
}

export function ContactVerification({ user }: { user: User }) {
  return (
    <section aria-labelledby="verification-heading" data-testid="contact-verification">
      <h2 id="verification-heading" className="ra-card-title">
        Verification
      </h2>
      <MobileVerification user={user} />
      <EmailVerification user={user} />
    </section>
  );
}

function MobileVerification({ user }: { user: User }) {
  const verified = user.mobileVerifiedAt !== null;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMobileCode();
  const verify = useVerifyMobile();
  // Without SMS on the server no code can come: say so plainly rather than ask for one.
  const smsAvailable = useSmsStatus().data?.configured !== false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) return setError(TEXT.enterCode);
    setError(null);
    verify.mutate(digits, {
      onSuccess: () => setCode(''),
      onError: (e) => setError(serverMessage(e, TEXT.wrongCode)),
    });
  };

  return (
    <div className="ra-verify-row" data-testid="mobile-verification">
      <p className="ra-verify-what">
        Mobile number <strong>{user.mobileNumber ? toE164Uk(user.mobileNumber) : 'none'}</strong>{' '}
        <Status verified={verified} id="mobile-verification-status" />
      </p>
      {verified ? null : !smsAvailable ? (
        <p className="ra-muted" data-testid="sms-not-available">
          {TEXT.smsNotAvailable}
        </p>
      ) : (
        <form onSubmit={submit} aria-label="Verification code" noValidate>
          <p className="ra-muted">{TEXT.mobileHint}</p>
          <label htmlFor="mobile-code" className="renewly-field-label">
            {TEXT.codeLabel}
          </label>
          <div className="ra-verify-actions">
            <OneTimeCodeInput id="mobile-code" value={code} onChange={setCode} error={error} />
            <button type="submit" className="renewly-button renewly-button-primary" disabled={verify.isPending} aria-busy={verify.isPending || undefined}>
              {verify.isPending && <Spinner />}
              {TEXT.verify}
            </button>
            <button type="button" className="renewly-button" disabled={send.isPending} aria-busy={send.isPending || undefined} onClick={() => send.mutate()}>
              {send.isPending && <Spinner />}
              {TEXT.sendNewCode}
            </button>
          </div>
          {error ? (
            <div id="mobile-code-error" className="ra-verify-error" role="alert">
              {error}
            </div>
          ) : null}
        </form>
      )}
    </div>
  );
}

function EmailVerification({ user }: { user: User }) {
  const verified = user.emailVerifiedAt !== null;
  const send = useSendEmailLink();
  return (
    <div className="ra-verify-row" data-testid="email-verification">
      <p className="ra-verify-what">
        Email address <strong>{user.email}</strong> <Status verified={verified} id="email-verification-status" />
      </p>
      {verified ? null : (
        <>
          <p className="ra-muted">{TEXT.emailHint}</p>
          <button type="button" className="renewly-button" disabled={send.isPending} aria-busy={send.isPending || undefined} onClick={() => send.mutate()}>
            {send.isPending && <Spinner />}
            {TEXT.sendLinkAgain}
          </button>
        </>
      )}
    </div>
  );
}
