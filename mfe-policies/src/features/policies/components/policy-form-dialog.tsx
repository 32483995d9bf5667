import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, AutoComplete, Button, Checkbox, Input, InputNumber, Modal, Select, Switch, Typography } from 'antd';
import { BEST_QUOTE_DAYS_BEFORE, COVERAGE_OPTIONS, dvlaNotFoundText, formatUkDate, isCalendarDate, MESSAGES, NOTIFICATION_METHODS, OWNER_ONLY_REGISTRATION_MESSAGE, policyCreatedMessage, REMINDER_DAY_OPTIONS, refusedMessage, showToast, TOASTS, type NotificationMethod, type Policy, type PolicyInputBody } from '@renewly/shared-contracts';
import { type VehicleLookupResult } from '@renewly/shared-contracts/features/vehicle';
import { CAR_MAKE_NAMES, INSURERS, modelsForMake } from '@renewly/shared-contracts/features/vehicle-data';
import { EMPTY_POLICY_FORM, missesRequiredField, pastReminderDays, policyFormSchema, policyFormValues, renewalHasPassed, sameDateNextYear, type PolicyFormValues } from '@renewly/shared-contracts/features/policy-form';
import { DrawnAfter } from '../../../../../federation/form/drawn-after';
import { Form } from '../../../../../federation/form/form';
import { LateFieldDefault } from '../../../../../federation/form/late-field-default';
import { FormField, type FieldControlProps } from '../../../../../federation/form/form-field';
import { SubmitButton } from '../../../../../federation/form/submit-button';
import { useZodForm } from '../../../../../federation/form/use-zod-form';
import { useCreatePolicy } from '../api/create-policy';
import { useDeliveryPreferences } from '../api/get-delivery-preferences';
import { useUpdatePolicy } from '../api/update-policy';
import { useRegistrationLookup } from '../hooks/use-registration-lookup';
import { UkDatePicker } from './uk-date-picker';
import { useDiscardGuard } from '../../../../../federation/discard-changes-modal';
import { useNoticeFilePicker } from '../../renewal-import/notice-file-input';
import { useLostAccess } from '../../sharing/lost-access';
import { useEarlyDialogHandover } from '../../../../../federation/early-dialog';
import { fieldProps, fieldSpec } from '../../../../../federation/form-spec';
import { ADD_POLICY_FORM, EDIT_POLICY_FORM } from '../policy.form';

export interface PolicyFormDialogProps {
  open: boolean;
  /** The policy being edited; none to add a new one. */
  policy?: Policy | null;
  onClose: () => void;
  /** 'Import renewal notice' was used in the Edit Policy Details dialog: the dialog closes and the notice is read. */
  onImportNotice?: (policy: Policy, file: File) => void;
}

const METHOD_LABELS: Record<NotificationMethod, string> = { email: 'Email', sms: 'SMS', app: 'In-app' };
const Field = FormField<PolicyFormValues>;
type DateFieldName = 'renewalDate' | 'motExpiryDate' | 'roadTaxExpiryDate';

/** 'Add New Policy' / 'Edit Policy Details'. Mounted fresh for each opening so it starts from the right values. */
export function PolicyFormDialog({ open, policy, onClose, onImportNotice }: PolicyFormDialogProps) {
  if (!open) return null;
  return <PolicyFormDialogBody key={policy?.id ?? 'new'} policy={policy ?? null} onClose={onClose} onImportNotice={onImportNotice} />;
}

function PolicyFormDialogBody({
  policy,
  onClose,
  onImportNotice,
}: {
  policy: Policy | null;
  onClose: () => void;
  onImportNotice?: (policy: Policy, file: File) => void;
}) {
  const mode = policy ? 'edit' : 'create';
  const spec = mode === 'create' ? ADD_POLICY_FORM : EDIT_POLICY_FORM;
  const title = spec.title;
  const plate = fieldSpec(spec, 'registrationNumber');
  // An editor of a shared car keeps its plate: only the owner changes it (the API refuses any other).
  const plateLocked = policy?.access === 'editor';
  const schema = useMemo(() => policyFormSchema(mode), [mode]);
  const form = useZodForm(schema, { defaultValues: policy ? policyFormValues(policy) : EMPTY_POLICY_FORM });
  const { control, setValue, getValues, trigger } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const createPolicy = useCreatePolicy();
  const updatePolicy = useUpdatePolicy();
  const lostAccess = useLostAccess();
  const defaultChannels = useDeliveryPreferences().data?.defaultChannels;
  const preferredChannels = defaultChannels?.length ? defaultChannels : undefined;
  const saving = form.formState.isSubmitting;
  const dirty = form.formState.isDirty;

  const [registration, make, renewalDate, reminderDays] = useWatch({
    control,
    name: ['registrationNumber', 'carManufacturer', 'renewalDate', 'reminderDays'],
  });

  const fillFromLookup = (vehicle: VehicleLookupResult) => {
    if (vehicle.manufacturer) setValue('carManufacturer', vehicle.manufacturer, { shouldDirty: true });
    if (vehicle.model) setValue('carModel', vehicle.model, { shouldDirty: true });
    if (vehicle.motExpiryDate) setValue('motExpiryDate', vehicle.motExpiryDate, { shouldDirty: true });
    if (vehicle.roadTaxExpiryDate) setValue('roadTaxExpiryDate', vehicle.roadTaxExpiryDate, { shouldDirty: true });
  };
  const lookup = useRegistrationLookup(registration, mode === 'create', fillFromLookup);

  const makeOptions = useMemo(() => {
    const names = make && !CAR_MAKE_NAMES.includes(make) ? [make, ...CAR_MAKE_NAMES] : CAR_MAKE_NAMES;
    return names.map((name) => ({ value: name, label: name }));
  }, [make]);
  const modelOptions = useMemo(() => modelsForMake(make ?? '').map((m) => ({ value: m })), [make]);
  const skippedReminders = mode === 'create' ? pastReminderDays(renewalDate, reminderDays) : [];
  const bestDayPassed = mode === 'create' && pastReminderDays(renewalDate, [BEST_QUOTE_DAYS_BEFORE]).length > 0;

  // A notice chosen here closes the dialog (asking first when it has changes) and is read for the saved policy.
  const noticeFile = useRef<File | null>(null);
  const { requestClose: guardedClose, discardModal } = useDiscardGuard(dirty, saving, () =>
    policy && noticeFile.current && onImportNotice ? onImportNotice(policy, noticeFile.current) : onClose(),
  );
  const requestClose = () => {
    noticeFile.current = null;
    guardedClose();
  };
  const notice = useNoticeFilePicker((file) => {
    noticeFile.current = file;
    guardedClose();
  });

  const save = async (body: PolicyInputBody) => {
    setFormError(null);
    try {
      if (policy) {
        await updatePolicy.mutateAsync({ id: policy.id, body });
        showToast({ title: TOASTS.policyUpdated, variant: 'success' });
      } else {
        const created = await createPolicy.mutateAsync(body);
        showToast({ title: policyCreatedMessage(created.remindersCreated), variant: 'success' });
      }
      onClose();
    } catch (error) {
      // The car was taken away meanwhile (removed from its share, or deleted): say so, and the card goes.
      if (policy && lostAccess(policy, error)) return onClose();
      const fallback = policy ? TOASTS.policyUpdateFailed : TOASTS.policyCreateFailed;
      setFormError(refusedMessage(error, fallback) ?? null);
      showToast({ title: TOASTS.error, description: fallback, variant: 'error' });
    }
  };

  // A date that is not real is marked as soon as the user leaves the field (and cleared once corrected).
  const checkDateOnBlur = (name: DateFieldName) => {
    const value = getValues(name);
    if ((value && !isCalendarDate(value)) || form.getFieldState(name).invalid) void trigger(name);
  };

  /** The three date fields' control: a marked field is checked again as it changes, and on leaving it. */
  const datePicker =
    (name: DateFieldName) =>
    ({ field, ...control }: FieldControlProps<PolicyFormValues>) => (
      <UkDatePicker
        {...ariaOf(control)}
        value={field.value as string}
        onChange={(value) => {
          field.onChange(value);
          if (form.getFieldState(name).invalid) void trigger(name);
        }}
        onBlur={() => {
          field.onBlur();
          checkDateOnBlur(name);
        }}
      />
    );

  // A plate longer than any UK plate is said at once, not cut to fit the box (the spec's check).
  const onRegistrationTyped = (value: string) => {
    if (plate.checkAtOnce?.(value) || form.getFieldState('registrationNumber').invalid) {
      void trigger('registrationNumber');
    }
  };

  // Issue 38: a plate typed in the plain early dialog (a tap made before this code had arrived) is kept, and looked up.
  useEarlyDialogHandover(spec, form, onClose);

  return (
    <>
      <Modal
        open
        title={title}
        onCancel={requestClose}
        width="min(680px, calc(100vw - 16px))"
        style={{ top: 16 }}
        mask={{ closable: !saving }}
        keyboard={!saving}
        modalRender={(dialog) => (
          <Form
            form={form}
            id="policy"
            aria-label={title}
            onSubmit={save}
            onInvalid={() => setFormError(missesRequiredField(getValues()) ? MESSAGES.policyRequiredFields : null)}
          >
            {dialog}
          </Form>
        )}
        footer={[
          policy && onImportNotice && (
            <span key="import" style={{ float: 'left' }}>
              <Button type="link" onClick={notice.open} disabled={saving} style={{ paddingLeft: 0 }}>
                Import renewal notice
              </Button>
              {notice.input}
            </span>
          ),
          <Button key="cancel" onClick={requestClose} disabled={saving}>
            Cancel
          </Button>,
          <SubmitButton key="save">{mode === 'create' ? 'Add Policy' : 'Save Changes'}</SubmitButton>,
        ]}
      >
        {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} role="alert" />}
        <div className="renewly-field-row">
          <Field
            {...fieldProps(spec, 'registrationNumber')}
            extra={mode === 'create' ? lookupHint(lookup) : plateLocked ? OWNER_ONLY_REGISTRATION_MESSAGE : undefined}
            render={({ field, ...control }) => (
              <Input
                {...ariaOf(control)}
                ref={field.ref}
                name={field.name}
                readOnly={plateLocked}
                value={field.value as string}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  onRegistrationTyped(event.target.value);
                }}
                onBlur={field.onBlur}
                placeholder={plate.placeholder}
                autoComplete="off"
                style={plate.uppercase ? { textTransform: 'uppercase', fontWeight: 600, letterSpacing: 1 } : undefined}
              />
            )}
          />
          {/* The rest of the form follows the first field in a second pass (issue 38). */}
          <DrawnAfter>
            <Field
              {...fieldProps(spec, 'carManufacturer')}
              render={({ field, ...control }) => (
                <Select
                  {...ariaOf(control)}
                  showSearch
                  // The option list stays inside the dialog (a region for screen readers), not loose in the body.
                  getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
                  placeholder="Select make"
                  options={makeOptions}
                  value={(field.value as string) || undefined}
                  onChange={(value: string) => {
                    field.onChange(value ?? '');
                    if (value !== field.value) setValue('carModel', '', { shouldDirty: true });
                  }}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Field
              {...fieldProps(spec, 'carModel')}
              render={({ field, ...control }) => (
                <AutoComplete
                  {...ariaOf(control)}
                  // A fresh list for each make, shown from its top.
                  key={make}
                  getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
                  options={modelOptions}
                  value={field.value as string}
                  onChange={(value: string) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  placeholder={make ? 'Select or type a model' : 'Choose the make first, or type'}
                  filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
                />
              )}
            />
            <Field
              {...fieldProps(spec, 'insurer')}
              render={({ field, ...control }) => (
                <Select
                  {...ariaOf(control)}
                  showSearch
                  allowClear
                  placeholder="Select insurer"
                  options={INSURERS.map((name) => ({ value: name, label: name }))}
                  value={(field.value as string) || undefined}
                  onChange={(value?: string) => field.onChange(value ?? '')}
                />
              )}
            />
            <Field
              {...fieldProps(spec, 'renewalDate')}
              extra={
                renewalHasPassed(renewalDate) ? (
                  <PastRenewal
                    next={sameDateNextYear(renewalDate)}
                    onUse={(next) => setValue('renewalDate', next, { shouldDirty: true, shouldValidate: true })}
                  />
                ) : undefined
              }
              render={datePicker('renewalDate')}
            />
            <Field
              name="coverage"
              label="Coverage"
              render={({ field, ...control }) => (
                <Select
                  {...ariaOf(control)}
                  allowClear
                  placeholder="Select coverage"
                  options={COVERAGE_OPTIONS.map((c) => ({ value: c, label: c }))}
                  value={(field.value as string) || undefined}
                  onChange={(value?: string) => field.onChange(value ?? '')}
                />
              )}
            />
            <Field
              name="motExpiryDate"
              label="MOT Expiry Date"
              render={datePicker('motExpiryDate')}
            />
            <Field
              name="roadTaxExpiryDate"
              label="Road Tax Expiry Date"
              render={datePicker('roadTaxExpiryDate')}
            />
            <Field name="currentPremium" label="Current Premium (£)" render={(props) => <Money {...props} step={10} />} />
            <Field name="previousPremium" label="Last Year's Premium (£)" render={(props) => <Money {...props} step={10} />} />
            <Field name="excess" label="Excess (£)" render={(props) => <Money {...props} step={50} />} />
          </DrawnAfter>
        </div>
        <DrawnAfter>
          {mode === 'edit' && (
            <Field
              name="isActive"
              label="Policy active"
              render={({ field, id }) => <Switch id={id} checked={field.value as boolean} onChange={field.onChange} />}
            />
          )}
          {mode === 'edit' && policy && (
            <Field
              name="dvlaRefresh"
              label="DVLA dates"
              extra={
                !policy.dvlaRefreshAvailable
                  ? 'Not available: no DVLA key is configured for this Renewly, so the dates are not checked.'
                  : policy.dvlaNotFound
                    ? `${dvlaNotFoundText(policy.registrationNumber)}. Until it is corrected the dates are not kept up to date.`
                    : undefined
              }
              render={({ field, id, ...control }) => (
                <Checkbox
                  id={id}
                  aria-describedby={control['aria-describedby']}
                  checked={policy.dvlaRefreshAvailable && (field.value as boolean)}
                  disabled={!policy.dvlaRefreshAvailable}
                  onChange={(event) => field.onChange(event.target.checked)}
                >
                  Keep MOT and tax dates up to date from the DVLA
                </Checkbox>
              )}
            />
          )}
          {mode === 'create' && (
            <>
              <Typography.Text strong>Renewal reminders (optional)</Typography.Text>
              <div className="renewly-field-row" style={{ marginTop: 8 }}>
                <Field
                  name="reminderDays"
                  label="Remind me"
                  extra={skippedReminders.length > 0 ? skippedRemindersText(skippedReminders) : undefined}
                  render={({ field }) => (
                    <Checkbox.Group
                      aria-label="Reminder days"
                      options={REMINDER_DAY_OPTIONS.map((d) => ({ value: d, label: `${d} days before` }))}
                      value={field.value as number[]}
                      onChange={(value) => field.onChange(value as number[])}
                    />
                  )}
                />
                <Field
                  name="bestDayReminder"
                  label="Best day to get quotes"
                  extra={bestDayPassed ? `Not set: the best day (${BEST_QUOTE_DAYS_BEFORE} days before renewal) has passed.` : undefined}
                  render={({ field, id, ...control }) => (
                    <Checkbox
                      id={id}
                      aria-describedby={control['aria-describedby']}
                      checked={field.value as boolean}
                      onChange={(event) => field.onChange(event.target.checked)}
                    >
                      Remind me {BEST_QUOTE_DAYS_BEFORE} days before renewal
                    </Checkbox>
                  )}
                />
                <Field
                  name="reminderMethods"
                  label="Notify me by"
                  render={({ field, ...control }) => (
                    <Checkbox.Group
                      aria-label="Reminder methods"
                      aria-invalid={control['aria-invalid']}
                      aria-describedby={control['aria-describedby']}
                      options={NOTIFICATION_METHODS.map((m) => ({ value: m, label: METHOD_LABELS[m] }))}
                      value={field.value as NotificationMethod[]}
                      onChange={(value) => field.onChange(value)}
                    />
                  )}
                />
                {/* A new policy's reminders start with the user's default channels (else the spec's In-app). */}
                <LateFieldDefault form={form} name="reminderMethods" value={preferredChannels} />
              </div>
            </>
          )}
        </DrawnAfter>
      </Modal>
      {discardModal}
    </>
  );
}

function lookupHint(lookup: ReturnType<typeof useRegistrationLookup>): string {
  if (lookup === 'looking') return 'Looking up vehicle…';
  if (lookup === 'found') return 'Vehicle details filled in from DVLA records';
  return 'Type the plate to fill in the vehicle details';
}

function skippedRemindersText(days: number[]): string {
  return `Not set: reminders that would fall before today (${days.join(' and ')} days before).`;
}

type ControlProps = {
  id: string;
  status: 'error' | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

function ariaOf({ id, status, ...aria }: ControlProps & { invalid?: boolean }) {
  return { id, status, 'aria-invalid': aria['aria-invalid'], 'aria-describedby': aria['aria-describedby'] };
}

function PastRenewal({ next, onUse }: { next: string; onUse: (next: string) => void }): ReactNode {
  return (
    <span>
      This renewal date has passed.{' '}
      <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => onUse(next)}>
        Use {formatUkDate(next)}
      </Button>
    </span>
  );
}

function Money({
  field,
  id,
  status,
  step,
  ...aria
}: ControlProps & { field: { value: unknown; onChange: (value: number | null) => void; onBlur: () => void }; step: number; invalid?: boolean }) {
  return (
    <InputNumber
      id={id}
      status={status}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
      min={0}
      max={9999999}
      precision={2}
      step={step}
      style={{ width: '100%' }}
      value={field.value as number | null}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
      onBlur={field.onBlur}
    />
  );
}
