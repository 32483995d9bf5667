import type { z } from 'zod';
import { formatUkDate, loadSchemas, type User } from '@renewly/shared-contracts';
import type { updateProfileSchema } from '@renewly/shared-contracts/features/schemas';
import { Form } from '../../../../../federation/form/form';
import { PlainFormField as FormField, PlainReadOnlyInput } from '../../../../../federation/form/plain-form-field';
import { PlainSubmitButton as SubmitButton } from '../../../../../federation/form/plain-submit-button';
import { useZodFormLoadedLater } from '../../../../../federation/form/use-zod-form-later';
import { useUpdateProfile } from '../api/update-profile';

type ProfileFormInput = z.input<typeof updateProfileSchema>;

export const MOBILE_HINT = 'UK format: 07... or +44...';

function valuesOf(user: User): ProfileFormInput {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', mobileNumber: user.mobileNumber ?? '' };
}

const loadProfileSchema = () => loadSchemas().then((m) => m.updateProfileSchema);

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  // `values` keeps the form in step with the server copy after a save and refetch.
  // The schema (and zod) loads at the first interaction, not with the server-drawn page; submitting awaits it.
  const form = useZodFormLoadedLater(loadProfileSchema, { values: valuesOf(user) });

  return (
    <Form form={form} id="profile" aria-label="Profile" confirmLeave onSubmit={(values) => update.mutateAsync(values)}>
      <div className="renewly-field-row">
        <FormField<ProfileFormInput> name="firstName" label="First name" autoComplete="given-name" />
        <FormField<ProfileFormInput> name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <FormField<ProfileFormInput>
        name="mobileNumber"
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        placeholder="07123 456789"
        extra={MOBILE_HINT}
      />
      <div className="renewly-field">
        <label htmlFor="profile-email" className="renewly-field-label">
          Email
        </label>
        {/* Read-only, not disabled: full-contrast text that Tab and a screen reader reach (WCAG 1.4.3, 4.1.2). */}
        <PlainReadOnlyInput id="profile-email" value={user.username} aria-describedby="profile-email-extra" />
        <div id="profile-email-extra" className="renewly-field-extra">
          Your email address is your username. Change it under “Email and password”.
        </div>
      </div>
      {user.createdAt ? <p style={{ color: 'rgba(0,0,0,0.55)', marginTop: -8 }}>Member since {formatUkDate(user.createdAt)}</p> : null}
      <SubmitButton disabled={!form.formState.isDirty}>Save changes</SubmitButton>
    </Form>
  );
}
