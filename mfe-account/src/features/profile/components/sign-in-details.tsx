// "Email and password" (issue 40): change the sign-in email (by a link sent to the new address) and the password. Plain
// fields (the profile is drawn by the server, no antd on its first paint); the schemas load at the first interaction.
import type { User } from '@renewly/shared-contracts';
import type { ChangeEmailInput, ChangePasswordInput } from '@renewly/shared-contracts/features/account-security';
import { Form } from '../../../../../federation/form/form';
import { PlainFormField as FormField } from '../../../../../federation/form/plain-form-field';
import { PlainSubmitButton as SubmitButton } from '../../../../../federation/form/plain-submit-button';
import { useZodFormLoadedLater } from '../../../../../federation/form/use-zod-form-later';
import { useChangeEmail, useChangePassword } from '../api/sign-in-details';

const loadSchemas = () => import('@renewly/shared-contracts/features/account-security');

export function SignInDetails({ user }: { user: User }) {
  return (
    <section aria-labelledby="sign-in-details-heading">
      <h2 id="sign-in-details-heading" className="ra-card-title">
        Email and password
      </h2>
      <p className="ra-muted">Both ask you to confirm it’s you if you signed in more than 10 minutes ago. We email you about each change.</p>
      <ChangeEmailForm user={user} />
      <div className="ra-verify-row">
        <ChangePasswordForm username={user.email} />
      </div>
    </section>
  );
}

function ChangeEmailForm({ user }: { user: User }) {
  const change = useChangeEmail();
  const form = useZodFormLoadedLater(() => loadSchemas().then((m) => m.changeEmailSchema), { defaultValues: { email: '' } });
  return (
    <Form
      form={form}
      id="change-email"
      aria-label="Change email address"
      onSubmit={async (values) => {
        await change.mutateAsync(values);
        form.reset({ email: '' });
      }}
    >
      <FormField<ChangeEmailInput>
        name="email"
        label="New email address"
        type="email"
        autoComplete="email"
        placeholder="you@example.co.uk"
        extra={`Now ${user.email}. We email a link to the new address: it changes when you open it, and we tell this address.`}
      />
      <SubmitButton>Change email</SubmitButton>
    </Form>
  );
}

function ChangePasswordForm({ username }: { username: string }) {
  const change = useChangePassword();
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const form = useZodFormLoadedLater(() => loadSchemas().then((m) => m.changePasswordSchema), { defaultValues: empty });
  return (
    <Form
      form={form}
      id="change-password"
      aria-label="Change password"
      onSubmit={async (values) => {
        await change.mutateAsync(values);
        form.reset(empty);
      }}
    >
      {/* For password managers: whose password this is (never sent). */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FormField<ChangePasswordInput> name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
      <FormField<ChangePasswordInput> name="newPassword" label="New password" type="password" autoComplete="new-password" />
      <FormField<ChangePasswordInput> name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
      <SubmitButton>Change password</SubmitButton>
    </Form>
  );
}
