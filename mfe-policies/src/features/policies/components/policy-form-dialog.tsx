import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert, AutoComplete, Button, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select, Switch, Typography } from 'antd';
import {
  CAR_MAKE_NAMES,
  COVERAGE_OPTIONS,
  errorStatus,
  INSURERS,
  modelsForMake,
  NOTIFICATION_METHODS,
  policyCreatedMessage,
  REMINDER_DAY_OPTIONS,
  serverMessage,
  showToast,
  TOASTS,
  type Policy,
  type VehicleLookupResult,
} from '@renewly/shared-contracts';
import { useCreatePolicy, useUpdatePolicy } from '../queries/policy-mutations';
import { useRegistrationLookup } from '../hooks/use-registration-lookup';
import { UkDatePicker } from './uk-date-picker';
import {
  EMPTY_POLICY_FORM,
  formValuesFromPolicy,
  validatePolicyForm,
  type PolicyFormValues,
} from '../policy-form-values';

export interface PolicyFormDialogProps {
  open: boolean;
  /** The policy being edited; none to add a new one. */
  policy?: Policy | null;
  onClose: () => void;
}

const METHOD_LABELS: Record<(typeof NOTIFICATION_METHODS)[number], string> = { email: 'Email', sms: 'SMS', app: 'In-app' };

/** 'Add New Policy' / 'Edit Policy Details'. Mounted fresh for each opening so it starts from the right values. */
export function PolicyFormDialog({ open, policy, onClose }: PolicyFormDialogProps) {
  if (!open) return null;
  return <PolicyFormDialogBody key={policy?.id ?? 'new'} policy={policy ?? null} onClose={onClose} />;
}

function PolicyFormDialogBody({ policy, onClose }: { policy: Policy | null; onClose: () => void }) {
  const mode = policy ? 'edit' : 'create';
  const { control, getValues, setValue } = useForm<PolicyFormValues>({
    defaultValues: policy ? formValuesFromPolicy(policy) : EMPTY_POLICY_FORM,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const createPolicy = useCreatePolicy();
  const updatePolicy = useUpdatePolicy();
  const saving = createPolicy.isPending || updatePolicy.isPending;

  const registration = useWatch({ control, name: 'registrationNumber' });
  const make = useWatch({ control, name: 'carManufacturer' });

  const fillFromLookup = (vehicle: VehicleLookupResult) => {
    if (vehicle.manufacturer) setValue('carManufacturer', vehicle.manufacturer);
    if (vehicle.model) setValue('carModel', vehicle.model);
    if (vehicle.motExpiryDate) setValue('motExpiryDate', vehicle.motExpiryDate);
    if (vehicle.roadTaxExpiryDate) setValue('roadTaxExpiryDate', vehicle.roadTaxExpiryDate);
  };
  const lookup = useRegistrationLookup(registration, mode === 'create', fillFromLookup);

  const makeOptions = useMemo(() => {
    const names = make && !CAR_MAKE_NAMES.includes(make) ? [make, ...CAR_MAKE_NAMES] : CAR_MAKE_NAMES;
    return names.map((name) => ({ value: name, label: name }));
  }, [make]);
  const modelOptions = useMemo(() => modelsForMake(make ?? '').map((m) => ({ value: m })), [make]);

  const submit = () => {
    const result = validatePolicyForm(getValues(), mode);
    if (!result.ok) {
      setFormError(result.message);
      return;
    }
    setFormError(null);
    const failed = (fallback: string) => (error: unknown) => {
      const status = errorStatus(error);
      if (status !== undefined && status >= 400 && status < 500) setFormError(serverMessage(error, fallback));
      showToast({ title: TOASTS.error, description: fallback, variant: 'error' });
    };
    if (policy) {
      updatePolicy.mutate(
        { id: policy.id, body: result.body },
        {
          onSuccess: () => {
            showToast({ title: TOASTS.policyUpdated, variant: 'success' });
            onClose();
          },
          onError: failed(TOASTS.policyUpdateFailed),
        },
      );
    } else {
      createPolicy.mutate(result.body, {
        onSuccess: (created) => {
          showToast({ title: policyCreatedMessage(created.remindersCreated), variant: 'success' });
          onClose();
        },
        onError: failed(TOASTS.policyCreateFailed),
      });
    }
  };

  const half = { xs: 24, sm: 12 };
  return (
    <Modal
      open
      title={mode === 'create' ? 'Add New Policy' : 'Edit Policy Details'}
      onCancel={onClose}
      width="min(680px, calc(100vw - 16px))"
      style={{ top: 16 }}
      mask={{ closable: !saving }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={submit}>
          {mode === 'create' ? 'Add Policy' : 'Save Changes'}
        </Button>,
      ]}
    >
      <Form
        layout="vertical"
        requiredMark
        onFinish={submit}
        component="form"
        aria-label={mode === 'create' ? 'Add New Policy' : 'Edit Policy Details'}
      >
        {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} role="alert" />}
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item
              label="Registration Number"
              htmlFor="policy-registration"
              required
              extra={
                mode === 'create'
                  ? lookup === 'looking'
                    ? 'Looking up vehicle…'
                    : lookup === 'found'
                      ? 'Vehicle details filled in from DVLA records'
                      : 'Type the plate to fill in the vehicle details'
                  : undefined
              }
            >
              <Controller
                control={control}
                name="registrationNumber"
                render={({ field }) => (
                  <Input
                    {...field}
                    id="policy-registration"
                    placeholder="AB12 CDE"
                    maxLength={10}
                    autoComplete="off"
                    style={{ textTransform: 'uppercase', fontWeight: 600, letterSpacing: 1 }}
                  />
                )}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Car Make" htmlFor="policy-make" required>
              <Controller
                control={control}
                name="carManufacturer"
                render={({ field }) => (
                  <Select
                    id="policy-make"
                    showSearch
                    placeholder="Select make"
                    options={makeOptions}
                    value={field.value || undefined}
                    onChange={(value: string) => {
                      field.onChange(value ?? '');
                      if (value !== field.value) setValue('carModel', '');
                    }}
                  />
                )}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Car Model" htmlFor="policy-model" required>
              <Controller
                control={control}
                name="carModel"
                render={({ field }) => (
                  <AutoComplete
                    id="policy-model"
                    options={modelOptions}
                    value={field.value}
                    onChange={(value: string) => field.onChange(value ?? '')}
                    placeholder={make ? 'Select or type a model' : 'Choose the make first, or type'}
                    filterOption={(input, option) =>
                      String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())
                    }
                  />
                )}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Insurer" htmlFor="policy-insurer">
              <Controller
                control={control}
                name="insurer"
                render={({ field }) => (
                  <Select
                    id="policy-insurer"
                    showSearch
                    allowClear
                    placeholder="Select insurer"
                    options={INSURERS.map((name) => ({ value: name, label: name }))}
                    value={field.value || undefined}
                    onChange={(value?: string) => field.onChange(value ?? '')}
                  />
                )}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Renewal Date" htmlFor="policy-renewal" required>
              <Controller
                control={control}
                name="renewalDate"
                render={({ field }) => (
                  <UkDatePicker id="policy-renewal" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                )}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Coverage" htmlFor="policy-coverage">
              <Controller
                control={control}
                name="coverage"
                render={({ field }) => (
                  <Select
                    id="policy-coverage"
                    allowClear
                    placeholder="Select coverage"
                    options={COVERAGE_OPTIONS.map((c) => ({ value: c, label: c }))}
                    value={field.value || undefined}
                    onChange={(value?: string) => field.onChange(value ?? '')}
                  />
                )}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="MOT Expiry Date" htmlFor="policy-mot">
              <Controller
                control={control}
                name="motExpiryDate"
                render={({ field }) => (
                  <UkDatePicker id="policy-mot" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                )}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Road Tax Expiry Date" htmlFor="policy-tax">
              <Controller
                control={control}
                name="roadTaxExpiryDate"
                render={({ field }) => (
                  <UkDatePicker id="policy-tax" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                )}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Current Premium (£)" htmlFor="policy-premium">
              <Controller
                control={control}
                name="currentPremium"
                render={({ field }) => (
                  <InputNumber
                    id="policy-premium"
                    min={0}
                    max={9999999}
                    precision={2}
                    step={10}
                    style={{ width: '100%' }}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  />
                )}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Excess (£)" htmlFor="policy-excess">
              <Controller
                control={control}
                name="excess"
                render={({ field }) => (
                  <InputNumber
                    id="policy-excess"
                    min={0}
                    max={9999999}
                    precision={2}
                    step={50}
                    style={{ width: '100%' }}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  />
                )}
              />
            </Form.Item>
          </Col>
        </Row>
        {mode === 'edit' && (
          <Form.Item label="Policy active" htmlFor="policy-active">
            <Controller
              control={control}
              name="isActive"
              render={({ field }) => <Switch id="policy-active" checked={field.value} onChange={field.onChange} />}
            />
          </Form.Item>
        )}
        {mode === 'create' && (
          <>
            <Typography.Text strong>Renewal reminders (optional)</Typography.Text>
            <Row gutter={16} style={{ marginTop: 8 }}>
              <Col {...half}>
                <Form.Item label="Remind me">
                  <Controller
                    control={control}
                    name="reminderDays"
                    render={({ field }) => (
                      <Checkbox.Group
                        aria-label="Reminder days"
                        options={REMINDER_DAY_OPTIONS.map((d) => ({ value: d, label: `${d} days before` }))}
                        value={field.value}
                        onChange={(value) => field.onChange(value as number[])}
                      />
                    )}
                  />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item label="Notify me by">
                  <Controller
                    control={control}
                    name="reminderMethods"
                    render={({ field }) => (
                      <Checkbox.Group
                        aria-label="Reminder methods"
                        options={NOTIFICATION_METHODS.map((m) => ({ value: m, label: METHOD_LABELS[m] }))}
                        value={field.value}
                        onChange={(value) => field.onChange(value)}
                      />
                    )}
                  />
                </Form.Item>
              </Col>
            </Row>
          </>
        )}
        {/* Enter in a text field submits. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
