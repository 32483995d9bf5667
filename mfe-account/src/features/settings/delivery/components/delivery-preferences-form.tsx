import { useWatch } from 'react-hook-form';
import { NOTIFICATION_METHODS, type NotificationMethod } from '@renewly/shared-contracts';
import type { deliveryPreferencesSchema, DeliveryPreferences, DeliveryPreferencesInput as FormInput } from '@renewly/shared-contracts/features/delivery-preferences';
import { Form } from '../../../../../../federation/form/form';
import { PlainFormField as FormField } from '../../../../../../federation/form/plain-form-field';
import { PlainSubmitButton as SubmitButton } from '../../../../../../federation/form/plain-submit-button';
import { useZodFormLoadedLater } from '../../../../../../federation/form/use-zod-form-later';
import { useSaveDeliveryPreferences } from '../api/save-delivery-preferences';
import { VERIFICATION_TEXTS } from '@renewly/shared-contracts/features/verification-texts';
import { NOTICE_EMAILS_TEXTS } from '@renewly/shared-contracts/features/notice-emails';
import { HourSelect } from './hour-select';

const CHANNEL_LABELS: Record<NotificationMethod, string> = { email: 'Email', sms: 'SMS', app: 'In-app' };

const loadSchema = (): Promise<typeof deliveryPreferencesSchema> =>
  import('@renewly/shared-contracts/features/delivery-preferences').then((m) => m.deliveryPreferencesSchema);

/** `mobileUnverified`: SMS reminders are not sent until the number is verified (issue 36): the SMS box says so. */
export function DeliveryPreferencesForm({ preferences, mobileUnverified = false }: { preferences: DeliveryPreferences; mobileUnverified?: boolean }) {
  const save = useSaveDeliveryPreferences();
  // `values` keeps the form in step with the saved copy.
  // The schema (and zod) loads at the first interaction, not with the server-drawn page; submitting awaits it.
  const form = useZodFormLoadedLater(loadSchema, { values: preferences });
  const quietOn = useWatch({ control: form.control, name: 'quietHours.enabled' });
  return (
    <Form form={form} id="delivery" aria-label="Reminder delivery" confirmLeave onSubmit={(values) => save.mutateAsync(values)}>
      <FormField<FormInput>
        name="deliveryHour"
        label="Delivery time"
        extra="Reminders go out at this time (UK time) on the day they are due."
        render={(control) => <HourSelect {...control} />}
      />
      <FormField<FormInput>
        name="quietHours.enabled"
        label="Quiet hours"
        extra="SMS and push notifications wait until quiet hours end; email and in-app reminders are not held."
        render={({ field, ...control }) => (
          <button
            type="button"
            role="switch"
            id={control.id}
            className="renewly-switch"
            aria-checked={field.value === true}
            onClick={() => field.onChange(field.value !== true)}
            aria-describedby={control['aria-describedby']}
          />
        )}
      />
      <div className="renewly-field-row">
        <FormField<FormInput> name="quietHours.start" label="From" render={(control) => <HourSelect {...control} disabled={!quietOn} />} />
        <FormField<FormInput> name="quietHours.end" label="To" render={(control) => <HourSelect {...control} disabled={!quietOn} />} />
      </div>
      <FormField<FormInput>
        name="defaultChannels"
        label="New reminders start with"
        extra="None ticked: the usual defaults (Email for a new reminder, In-app for a new policy's reminders)."
        render={({ field, ...control }) => (
          <div id={control.id} role="group" aria-label="New reminders start with" aria-describedby={control['aria-describedby']} tabIndex={-1}>
            <ChannelChecks
              mobileUnverified={mobileUnverified}
              value={(field.value as NotificationMethod[] | null) ?? []}
              // None ticked is "not chosen" (null): the spec's defaults (Email in the reminder dialog, In-app in the
              // policy dialog).
              onChange={(value) => field.onChange(value.length > 0 ? value : null)}
            />
          </div>
        )}
      />
      <FormField<FormInput>
        name="noticeEmails"
        label={NOTICE_EMAILS_TEXTS.label}
        extra={NOTICE_EMAILS_TEXTS.extra}
        render={({ field, ...control }) => (
          // On unless turned off (an email's unsubscribe link turns it off; this is the way back).
          <button
            type="button"
            role="switch"
            id={control.id}
            className="renewly-switch"
            aria-checked={field.value !== false}
            onClick={() => field.onChange(field.value === false)}
            aria-describedby={control['aria-describedby']}
          />
        )}
      />
      <SubmitButton disabled={!form.formState.isDirty}>Save</SubmitButton>
    </Form>
  );
}

/** The channels as the browser's own checkboxes, in NOTIFICATION_METHODS order whatever the order of ticking. */
function ChannelChecks({
  value,
  onChange,
  mobileUnverified,
}: {
  value: NotificationMethod[];
  onChange: (value: NotificationMethod[]) => void;
  mobileUnverified: boolean;
}) {
  const toggle = (method: NotificationMethod, on: boolean) =>
    onChange(NOTIFICATION_METHODS.filter((m) => (m === method ? on : value.includes(m))));
  return (
    <div className="renewly-checks">
      {NOTIFICATION_METHODS.map((m) => (
        <label key={m}>
          <input type="checkbox" value={m} checked={value.includes(m)} onChange={(e) => toggle(m, e.target.checked)} />
          {CHANNEL_LABELS[m]}
          {m === 'sms' && mobileUnverified ? (
            <a className="ra-status ra-status-warn" href="/profile" data-testid="sms-not-verified">
              {VERIFICATION_TEXTS.mobileNotVerified}
            </a>
          ) : null}
        </label>
      ))}
    </div>
  );
}
