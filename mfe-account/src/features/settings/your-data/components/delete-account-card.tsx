import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../../shared/account-page-styles';
import type { deleteAccountSchema, DeleteAccountInput } from '@renewly/shared-contracts/features/your-data';
import type { z } from 'zod';
import { Form } from '../../../../../../federation/form/form';
import { PlainFormField as FormField } from '../../../../../../federation/form/plain-form-field';
import { PlainSubmitButton as SubmitButton } from '../../../../../../federation/form/plain-submit-button';
import { useZodFormLoadedLater } from '../../../../../../federation/form/use-zod-form-later';
import { useDeleteAccount } from '../api/delete-account';

type DeleteAccountFormInput = z.input<typeof deleteAccountSchema>;

/** The password, then a confirm step, then everything is erased and the user is signed out. */
const loadSchema = (): Promise<typeof deleteAccountSchema> =>
  import('@renewly/shared-contracts/features/your-data').then((m) => m.deleteAccountSchema);

export function DeleteAccountCard() {
  const erase = useDeleteAccount();
  // The schema (and zod) loads at the first interaction, not with the server-drawn page; submitting awaits it.
  const form = useZodFormLoadedLater(loadSchema, { defaultValues: { password: '' } });
  const [confirming, setConfirming] = useState<DeleteAccountInput | null>(null);
  // Focus follows the step (WCAG 2.4.3): the confirm opens on its Cancel (the safe choice); Cancel goes back to the
  // 'Delete account' button that opened it, not to the page body.
  const card = useRef<HTMLElement>(null);
  const stepShown = useRef(false);
  useEffect(() => {
    if (!stepShown.current) {
      stepShown.current = true;
      return;
    }
    const target = confirming
      ? [...(card.current?.querySelectorAll<HTMLElement>('[role="alertdialog"] button') ?? [])].at(-1)
      : card.current?.querySelector<HTMLElement>('form button[type="submit"]');
    target?.focus();
  }, [confirming]);

  return (
    <section ref={card} className="ra-card" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className="ra-card-title">
        Delete account
      </h2>
      <p>
        Deletes your account and everything held about you: policies, reminders and their deliveries, quotes,
        notifications, your calendar feed and every signed-in device. Cars you share go for everyone you shared them with
        (they are told by email); cars shared with you stay with their owners. This cannot be undone; export your data
        first if you want a copy.
      </p>
      {confirming ? (
        <div role="alertdialog" aria-labelledby="delete-account-confirm">
          <p className="ra-alert-error" id="delete-account-confirm">
            Delete your account and all your data for good?
          </p>
          <div className="ra-actions">
            <button
              type="button"
              className="renewly-button renewly-button-danger-primary"
              disabled={erase.isPending}
              aria-busy={erase.isPending || undefined}
              onClick={() => erase.mutate(confirming, { onError: () => setConfirming(null) })}
            >
              {erase.isPending && <Spinner />}
              Yes, delete everything
            </button>
            <button type="button" className="renewly-button" disabled={erase.isPending} onClick={() => setConfirming(null)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <Form form={form} id="delete-account" aria-label="Delete account" onSubmit={(values) => setConfirming(values)}>
          <FormField<DeleteAccountFormInput> name="password" label="Your password" type="password" autoComplete="current-password" />
          <SubmitButton danger>Delete account</SubmitButton>
        </Form>
      )}
    </section>
  );
}
