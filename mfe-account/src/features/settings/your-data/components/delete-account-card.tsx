import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { deleteAccountSchema, type DeleteAccountInput } from '@renewly/shared-contracts/features/your-data';
import type { z } from 'zod';
import { Form } from '../../../../../../federation/form/form';
import { FormField } from '../../../../../../federation/form/form-field';
import { SubmitButton } from '../../../../../../federation/form/submit-button';
import { useZodForm } from '../../../../../../federation/form/use-zod-form';
import { useDeleteAccount } from '../api/delete-account';

type DeleteAccountFormInput = z.input<typeof deleteAccountSchema>;

/** The password, then a confirm step, then everything is erased and the user is signed out. */
export function DeleteAccountCard() {
  const erase = useDeleteAccount();
  const form = useZodForm(deleteAccountSchema, { defaultValues: { password: '' } });
  const [confirming, setConfirming] = useState<DeleteAccountInput | null>(null);
  // Focus follows the step (WCAG 2.4.3): the confirm opens on its Cancel (the safe choice); Cancel goes back to the
  // 'Delete account' button that opened it, not to the page body.
  const card = useRef<HTMLDivElement>(null);
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
    <Card ref={card} title={<span id="delete-account-heading">Delete account</span>} aria-labelledby="delete-account-heading" style={{ marginBottom: 16 }}>
      <Typography.Paragraph>
        Deletes your account and everything held about you: policies, reminders and their deliveries, quotes,
        notifications, your calendar feed and every signed-in device. This cannot be undone; export your data first if
        you want a copy.
      </Typography.Paragraph>
      {confirming ? (
        <div role="alertdialog" aria-labelledby="delete-account-confirm">
          <Alert type="error" showIcon title={<span id="delete-account-confirm">Delete your account and all your data for good?</span>} style={{ marginBottom: 12 }} />
          <Space wrap>
            <Button danger type="primary" loading={erase.isPending} onClick={() => erase.mutate(confirming, { onError: () => setConfirming(null) })}>
              Yes, delete everything
            </Button>
            <Button disabled={erase.isPending} onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </Space>
        </div>
      ) : (
        <Form form={form} id="delete-account" aria-label="Delete account" onSubmit={(values) => setConfirming(values)}>
          <FormField<DeleteAccountFormInput> name="password" label="Your password" type="password" autoComplete="current-password" />
          <SubmitButton danger>Delete account</SubmitButton>
        </Form>
      )}
    </Card>
  );
}
