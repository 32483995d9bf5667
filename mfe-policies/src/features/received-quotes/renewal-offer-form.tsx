// The renewal offer typed in "Quotes you got" when no notice was imported, or its add-ons recorded (issue 51):
// the price the insurer offered for the coming year and what it includes, checked by the shared schema.
import { Button, Checkbox, Input } from 'antd';
import { refusedMessage, type Policy } from '@renewly/shared-contracts';
import { renewalOfferFormSchema, type RenewalOfferFormValues } from '@renewly/shared-contracts/features/received-quotes';
import { Form } from '../../../../federation/form/form';
import { FormField } from '../../../../federation/form/form-field';
import { SubmitButton } from '../../../../federation/form/submit-button';
import { useZodForm } from '../../../../federation/form/use-zod-form';
import { useUpdatePolicy } from '../policies/api/update-policy';
import { ADD_ON_OPTIONS } from './received-quote-form';
import { typedOfferBody } from './typed-offer-body';

const Field = FormField<RenewalOfferFormValues>;

export interface RenewalOfferFormProps {
  policy: Policy;
  onSaved: (policy: Policy) => void;
  onCancel?: () => void;
  onError: (message: string | null) => void;
}

export function RenewalOfferForm({ policy, onSaved, onCancel, onError }: RenewalOfferFormProps) {
  const update = useUpdatePolicy();
  const form = useZodForm(renewalOfferFormSchema, {
    defaultValues: { renewalOffer: policy.renewalOffer ?? '', addOns: policy.renewalOfferAddOns ?? [] },
  });
  const save = async (values: { renewalOffer: number; addOns: RenewalOfferFormValues['addOns'] }) => {
    onError(null);
    try {
      onSaved(await update.mutateAsync({ id: policy.id, body: typedOfferBody(policy, values) }));
    } catch (e) {
      onError(refusedMessage(e, 'The renewal offer could not be saved. Please try again.') ?? 'The renewal offer could not be saved. Please try again.');
    }
  };
  const who = policy.insurer?.trim() || 'your insurer';
  return (
    <Form form={form} id="renewal-offer" aria-label="Renewal offer" onSubmit={save} className="rqd-offer-form">
      <Field
        name="renewalOffer"
        label={`Renewal price from ${who} (£ a year)`}
        required
        render={({ field, id, status, ...control }) => (
          <Input
            id={id}
            status={status}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            ref={field.ref}
            name={field.name}
            inputMode="decimal"
            prefix="£"
            autoComplete="off"
            value={String(field.value ?? '')}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
          />
        )}
      />
      <Field
        name="addOns"
        label="Included in the offer"
        render={({ field, ...control }) => (
          <Checkbox.Group
            aria-label="Included in the offer"
            aria-describedby={control['aria-describedby']}
            options={ADD_ON_OPTIONS}
            value={(field.value as string[] | undefined) ?? []}
            onChange={(value) => field.onChange(value)}
          />
        )}
      />
      <div className="rqd-actions">
        <SubmitButton>Save the offer</SubmitButton>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </div>
    </Form>
  );
}
