// "Where you're signed in" (issue 40, ASVS V3.3.4): each session's browser and system, when it signed in and was last
// used (London time, to the minute: the same text on the server and in the browser), "This device", and "Sign out".
// Signing out another device removes its row and the focused button with it: focus moves to the next row's button
// (or the last one, or the heading).
import { useRef } from 'react';
import { formatUkDateTime } from '@renewly/shared-contracts';
import type { SignedInSession } from '@renewly/shared-contracts/features/account-sessions';
import { refocusWhenLost } from '../../../../../federation/dialog-focus';
import { SkeletonLines } from '../../../shared/account-page-styles';
import { useSignedInSessions, useSignOutSession } from '../api/signed-in-sessions';

export function describeSession(s: Pick<SignedInSession, 'browser' | 'system'>): string {
  if (s.system) return `${s.browser ?? 'Unknown browser'} on ${s.system}`;
  return s.browser ?? 'Unknown browser';
}

export function SignedInSessions() {
  const { data: sessions, isPending, isError, refetch } = useSignedInSessions();
  const signOut = useSignOutSession();
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const signOutOf = (session: SignedInSession, index: number) =>
    signOut.mutate(session, {
      onSuccess: (answer) => {
        if (answer.current) return;
        refocusWhenLost(() => {
          const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button[data-session]') ?? [])];
          // Until the list is drawn again without the row.
          if (buttons.some((b) => b.dataset.session === session.id)) return null;
          return buttons[Math.min(index, buttons.length - 1)] ?? heading.current;
        });
      },
    });
  return (
    <section aria-labelledby="signed-in-sessions-heading">
      <h2 id="signed-in-sessions-heading" className="ra-card-title" ref={heading} tabIndex={-1}>
        Where you’re signed in
      </h2>
      {isPending ? (
        <SkeletonLines rows={2} label="Loading where you’re signed in" />
      ) : isError || !sessions ? (
        <div className="ra-alert-error" role="alert">
          <p>Could not load where you’re signed in.</p>
          <button type="button" className="renewly-button" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <ul className="ra-sessions" aria-label="Signed-in devices" ref={list}>
          {sessions.map((s, index) => {
            const name = describeSession(s);
            const busy = signOut.isPending && signOut.variables?.id === s.id;
            return (
              <li key={s.id} className="ra-session" data-testid="signed-in-session">
                <div>
                  <p className="ra-session-name">
                    {name}
                    {s.current && <span className="ra-status ra-status-ok">This device</span>}
                  </p>
                  <p className="ra-session-times">
                    {s.signedInAt ? `Signed in ${formatUkDateTime(s.signedInAt)}` : 'Signed in before this was recorded'}
                    {s.lastUsedAt ? ` · Last used ${formatUkDateTime(s.lastUsedAt)}` : ''}
                  </p>
                </div>
                <button
                  type="button"
                  className="renewly-button"
                  aria-label={s.current ? `Sign out of this device (${name})` : `Sign out of ${name}`}
                  disabled={busy}
                  aria-busy={busy || undefined}
                  data-session={s.id}
                  onClick={() => signOutOf(s, index)}
                >
                  {busy && <span className="renewly-button-spinner" aria-hidden="true" />}
                  Sign out
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
