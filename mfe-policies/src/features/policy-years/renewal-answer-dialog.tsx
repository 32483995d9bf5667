// "What happened at renewal?" (issue 39 §5): renewed (the price prefilled from the notice's offer), switched
// insurer (the new insurer's name, price, policy number, cover, excess; prefilled from a chosen quote when given) or
// no longer insured. Renewed or switched rolls the policy into its next year (the API: policy-rollover.ts). Loaded
// lazily with antd, as the other dialogs; the form checks with the API's own schema and messages. Focus starts on the
// chosen answer (dialog-focus.ts); closing with changes asks first; the price follows the answer until typed in.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Input, Modal, Radio, Select } from 'antd';
import { useWatch } from 'react-hook-form';
import {
  COVERAGE_OPTIONS,
  displayRegistration,
  formatUkDate,
  oneYearOn,
  refusedMessage,
  RENEWAL_QUESTION,
  renewalPricePrefill,
  showToast,
  type Policy,
} from '@renewly/shared-contracts';
import { renewalAnswerFormSchema, type RenewalAnswer, type RenewalAnswerFormValues } from '@renewly/shared-contracts/features/policy-terms-input';
import { useDiscardGuard } from '../../../../federation/discard-changes-modal';
import { DialogTabLoop } from '../../../../federation/dialog-tab-loop';
import { Form } from '../../../../federation/form/form';
import { FormField } from '../../../../federation/form/form-field';
import { SubmitButton } from '../../../../federation/form/submit-button';
import { useZodForm } from '../../../../federation/form/use-zod-form';
import { ukDateControl } from '../policies/components/uk-date-picker';
import { useReceivedQuotes } from '../received-quotes/api/received-quotes-api';
import { useAnswerRenewal } from './renewal-answer-api';

/** A quote the user chose ('Quotes you got', issue 39 §3): prefills "Switched insurer". */
export interface SwitchPrefill {
  insurer: string;
  price: string | number;
  excess?: string | number | null;
  coverage?: string | null;
}

export interface RenewalAnswerDialogProps {
  policy: Policy;
  /** The answer the card's button chose. */
  answer: RenewalAnswerFormValues['answer'];
  /** Where the lead wires the chosen quote in: its insurer, price, excess and cover fill "Switched insurer". */
  switchPrefill?: SwitchPrefill | null;
  /** The card's question was "still insured?" (30 days after the date): the dialog's title says so. */
  stillInsured?: boolean;
  /** Changing the answer already given for the year that started on this date (the policy has rolled on). */
  changingFor?: string | null;
  onClose: () => void;
}

const Field = FormField<RenewalAnswerFormValues>;
const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function RenewalAnswerDialog({ policy, answer, switchPrefill, stillInsured, changingFor, onClose }: RenewalAnswerDialogProps) {
  const reg = displayRegistration(policy.registrationNumber);
  const forDate = changingFor ?? policy.renewalDate;
  const schema = useMemo(() => renewalAnswerFormSchema(forDate), [forDate]);
  // Renewed: the old insurer's offer; switched: the chosen quote's price, never the old insurer's.
  const prefilledPrice = (chosen: RenewalAnswerFormValues['answer']) =>
    chosen === 'renewed' ? text(renewalPricePrefill(policy)) : chosen === 'switched' ? text(switchPrefill?.price) : '';
  const form = useZodForm(schema, {
    // Changing an answer starts from what was answered (the current year's figures).
    defaultValues: changingFor
      ? {
          answer,
          price: text(policy.currentPremium),
          insurer: answer === 'switched' ? (policy.insurer ?? '') : '',
          insurerPolicyNumber: answer === 'switched' ? (policy.insurerPolicyNumber ?? '') : '',
          coverage: policy.coverage ?? '',
          excess: text(policy.excess),
          renewalDate: policy.renewalDate,
        }
      : {
      answer,
      price: prefilledPrice(answer),
      insurer: switchPrefill?.insurer ?? '',
      insurerPolicyNumber: '',
      coverage: switchPrefill?.coverage ?? policy.coverage ?? '',
      excess: switchPrefill ? text(switchPrefill.excess) : text(policy.excess),
      renewalDate: '',
    },
  });
  const chosen = useWatch({ control: form.control, name: 'answer' });
  // Another answer chosen: a price the user has not typed (still the one filled in) follows it.
  const filledPrice = useRef(form.getValues('price'));
  const priceTyped = () => form.getValues('price') !== filledPrice.current;
  const fillPrice = (price: string) => {
    filledPrice.current = price;
    form.setValue('price', price);
  };
  useEffect(() => {
    if (changingFor || priceTyped()) return;
    fillPrice(prefilledPrice(chosen));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer changes
  }, [chosen]);
  // Without a quote chosen by the caller, the cheapest like-for-like quote the user recorded for this renewal
  // ('Quotes you got') fills "Switched insurer" once it has loaded, unless the user has typed there already.
  const recorded = useReceivedQuotes(policy.id);
  const cheapest = recorded.data?.cheapestLikeForLike;
  useEffect(() => {
    if (changingFor || switchPrefill || chosen !== 'switched' || !cheapest) return;
    if (form.getFieldState('insurer').isDirty || priceTyped()) return;
    form.setValue('insurer', cheapest.insurer);
    fillPrice(text(cheapest.annualPrice));
    if (cheapest.coverage) form.setValue('coverage', cheapest.coverage);
    if (cheapest.excess !== null && cheapest.excess !== undefined) form.setValue('excess', text(cheapest.excess));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- priceTyped and fillPrice read refs
  }, [changingFor, switchPrefill, chosen, cheapest, form]);
  const answerRenewal = useAnswerRenewal();
  // Escape, ×, Cancel or a click outside with something typed: "Discard changes?" first.
  const { requestClose, discardModal } = useDiscardGuard(form.formState.isDirty, form.formState.isSubmitting, onClose);
  const [error, setError] = useState<string | null>(null);
  const nextDate = formatUkDate(oneYearOn(forDate));

  const save = async (body: RenewalAnswer) => {
    setError(null);
    try {
      await answerRenewal.mutateAsync({ id: policy.id, body });
      showToast({ title: RENEWAL_QUESTION.saved, variant: 'success' });
      onClose();
    } catch (e) {
      setError(refusedMessage(e, 'Your answer could not be saved. Please try again.') ?? 'Your answer could not be saved. Please try again.');
    }
  };

  const title = changingFor
    ? `Change your answer: what happened at renewal on ${formatUkDate(changingFor)}? (${reg})`
    : stillInsured
      ? RENEWAL_QUESTION.stillInsured(reg)
      : `${RENEWAL_QUESTION.title} (${reg})`;
  return (
    <Modal
      open
      title={title}
      onCancel={requestClose}
      footer={null}
      width="min(520px, calc(100vw - 16px))"
      modalRender={(dialog) => <DialogTabLoop>{dialog}</DialogTabLoop>}
    >
      <p style={{ marginTop: 0 }}>
        {policy.carManufacturer} {policy.carModel}: the renewal date was {formatUkDate(forDate)}.
      </p>
      <Form form={form} id="renewal-answer" aria-label={title} onSubmit={save}>
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
        <Field
          name="answer"
          label="What happened?"
          render={({ field, id, ...aria }) => (
            <Radio.Group
              id={id}
              aria-describedby={aria['aria-describedby']}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              style={{ display: 'grid', gap: 6 }}
            >
              <Radio value="renewed">{RENEWAL_QUESTION.renewed(changingFor ? policy.terms?.at(-1)?.insurer : policy.insurer)}</Radio>
              <Radio value="switched">{RENEWAL_QUESTION.switched}</Radio>
              <Radio value="stopped">{RENEWAL_QUESTION.stopped}</Radio>
            </Radio.Group>
          )}
        />
        {chosen === 'switched' && <Field name="insurer" label="New insurer" maxLength={80} required autoComplete="off" />}
        {chosen !== 'stopped' && (
          <Field
            name="price"
            label="Price paid for the year (£)"
            required
            render={({ field, id, status, ...aria }) => (
              <Input {...field} id={id} status={status} inputMode="decimal" aria-invalid={aria['aria-invalid']} aria-describedby={aria['aria-describedby']} />
            )}
          />
        )}
        {chosen === 'switched' && (
          <>
            <Field name="insurerPolicyNumber" label="Insurer's policy number" maxLength={60} autoComplete="off" />
            <Field
              name="coverage"
              label="Cover"
              render={({ field, id, status, ...aria }) => (
                <Select
                  id={id}
                  status={status}
                  value={field.value || undefined}
                  onChange={(v: string | undefined) => field.onChange(v ?? '')}
                  allowClear
                  placeholder="Choose the cover"
                  aria-describedby={aria['aria-describedby']}
                  options={COVERAGE_OPTIONS.map((c) => ({ value: c, label: c }))}
                />
              )}
            />
            <Field
              name="excess"
              label="Excess (£)"
              render={({ field, id, status, ...aria }) => (
                <Input {...field} id={id} status={status} inputMode="decimal" aria-invalid={aria['aria-invalid']} aria-describedby={aria['aria-describedby']} />
              )}
            />
          </>
        )}
        {chosen !== 'stopped' && (
          <Field
            name="renewalDate"
            label="Next renewal date"
            extra={`Leave empty for ${nextDate}, a year on.`}
            render={ukDateControl<RenewalAnswerFormValues>}
          />
        )}
        {chosen === 'stopped' && <p>The policy is switched off and its reminders stop. You can switch it on again later.</p>}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
          <Button onClick={requestClose}>Cancel</Button>
          <SubmitButton>Save answer</SubmitButton>
        </div>
      </Form>
      {discardModal}
    </Modal>
  );
}
