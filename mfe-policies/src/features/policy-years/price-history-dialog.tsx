// "Edit price history" (issue 39 §1: viewers see the history, editors may change it). Each earlier insurance year is
// a row of fields; years may be added and removed; the whole history is saved at once (PUT /api/policies/:id/terms).
// Loaded lazily with antd, as the other dialogs; the form checks with the API's own schema and messages, and a
// refusal from the API shows at the top.
import { useMemo, useState } from 'react';
import { Alert, Button, Input, Modal, Radio, Select } from 'antd';
import { useFieldArray, type Path } from 'react-hook-form';
import { useEarlyDialogHandover } from '../../../../federation/early-dialog';
import {
  COVERAGE_OPTIONS,
  currentTermStart,
  displayRegistration,
  formatUkDate,
  oneYearOn,
  refusedMessage,
  showToast,
  type Policy,
  type PolicyTerm,
} from '@renewly/shared-contracts';
import { termHistoryFormSchema, type TermsInput, type TermsInputBody } from '@renewly/shared-contracts/features/policy-terms-input';
import { DialogTabLoop } from '../../../../federation/dialog-tab-loop';
import { Form } from '../../../../federation/form/form';
import { FormField, type FieldControlProps } from '../../../../federation/form/form-field';
import { SubmitButton } from '../../../../federation/form/submit-button';
import { useZodForm } from '../../../../federation/form/use-zod-form';
import { ukDateControl } from '../policies/components/uk-date-picker';
import { useSaveTermHistory } from './price-history-api';
import { emptyRow, historyRows, lastYearIndex, PRICE_HISTORY_TEXT, text, type PriceHistoryValues, type TermRow } from './price-history-rows';
import { LAST_YEAR_PRICE, PRICE_HISTORY_FORM } from './price-history.form';

export interface PriceHistoryDialogProps {
  policy: Policy;
  onClose: () => void;
}

const Field = FormField<PriceHistoryValues>;
const BOUGHT_LABELS: Record<NonNullable<PolicyTerm['bought']>, string> = { renewed: 'Renewed', switched: 'Switched insurer', new: 'New policy' };

function moneyInput({ field, id, status, ...aria }: FieldControlProps<PriceHistoryValues>) {
  return (
    <Input {...field} value={text(field.value as string)} id={id} status={status} inputMode="decimal" aria-invalid={aria['aria-invalid']} aria-describedby={aria['aria-describedby']} />
  );
}
// dd/mm/yyyy whatever the browser's language (a native date input shows mm/dd/yyyy in an American-English browser).
const dateInput = ukDateControl<PriceHistoryValues>;

export function PriceHistoryDialog({ policy, onClose }: PriceHistoryDialogProps) {
  const reg = displayRegistration(policy.registrationNumber);
  const currentStart = currentTermStart(policy);
  const schema = useMemo(() => termHistoryFormSchema(currentStart, policy.registrationNumber), [currentStart, policy.registrationNumber]);
  const form = useZodForm(schema, { defaultValues: { terms: historyRows(policy) } as TermsInputBody });
  // The form holds strings as typed; the schema turns them into the API's body.
  const { fields, prepend, append, remove } = useFieldArray({ control: form.control, name: 'terms' });
  const save = useSaveTermHistory();
  const [error, setError] = useState<string | null>(null);
  const formId = 'price-history';

  // Issue 38: last year's price typed in the plain early form (a tap made before this code had arrived) goes into last
  // year's row, added if the history had none; focus follows it there.
  useEarlyDialogHandover(PRICE_HISTORY_FORM, form, onClose, {
    [LAST_YEAR_PRICE]: (typed) => {
      const rows = form.getValues('terms') as TermRow[];
      const i = lastYearIndex(rows, currentStart);
      if (i >= 0) return `terms.${i}.pricePaid`;
      if (!typed) return null;
      append({ ...emptyRow(oneYearOn(currentStart, -1), currentStart), pricePaid: typed } as TermsInputBody['terms'][number], { shouldFocus: false });
      return `terms.${rows.length}.pricePaid`;
    },
  });

  const addYear = () => {
    const rows = form.getValues('terms') as TermRow[];
    const end = rows[0]?.start || currentStart;
    prepend(emptyRow(oneYearOn(end, -1), end) as TermsInputBody['terms'][number], { shouldFocus: false });
    // The new row's first field, once drawn.
    requestAnimationFrame(() => document.getElementById(`${formId}-year-0`)?.querySelector<HTMLInputElement>('input')?.focus());
  };

  const submit = async (body: TermsInput) => {
    setError(null);
    try {
      await save.mutateAsync({ id: policy.id, body });
      showToast({ title: PRICE_HISTORY_TEXT.saved, variant: 'success' });
      onClose();
    } catch (e) {
      setError(refusedMessage(e, PRICE_HISTORY_TEXT.failed) ?? PRICE_HISTORY_TEXT.failed);
    }
  };

  const title = `${PRICE_HISTORY_TEXT.title} (${reg})`;
  const name = (i: number, key: keyof TermRow) => `terms.${i}.${key}` as Path<PriceHistoryValues>;
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={null}
      width="min(640px, calc(100vw - 16px))"
      modalRender={(dialog) => <DialogTabLoop>{dialog}</DialogTabLoop>}
    >
      <p style={{ marginTop: 0 }}>
        {policy.carManufacturer} {policy.carModel}: the earlier insurance years, before the current one from {formatUkDate(currentStart)}.
      </p>
      <Form form={form} id={formId} aria-label={title} onSubmit={submit}>
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
        <Button onClick={addYear} style={{ marginBottom: 12 }}>
          {PRICE_HISTORY_TEXT.add}
        </Button>
        {fields.length === 0 && <p data-testid="price-history-empty">No earlier years. Add one to keep its price.</p>}
        {fields.map((row, i) => (
          <fieldset key={row.id} id={`${formId}-year-${i}`} className="ph-year" data-testid="price-history-year">
            <legend className="ph-legend">Year {i + 1}</legend>
            <div className="ph-grid">
              <Field name={name(i, 'start')} label="Start" required render={dateInput} />
              <Field name={name(i, 'end')} label="End (renewal date)" required render={dateInput} />
              <Field name={name(i, 'insurer')} label="Insurer" maxLength={80} autoComplete="off" />
              <Field name={name(i, 'pricePaid')} label="Price paid (£)" render={moneyInput} />
              <Field name={name(i, 'renewalOffer')} label="Renewal offer (£)" render={moneyInput} />
              <Field name={name(i, 'excess')} label="Excess (£)" render={moneyInput} />
              <Field
                name={name(i, 'coverage')}
                label="Cover"
                render={({ field, id, status, ...aria }) => (
                  <Select
                    id={id}
                    status={status}
                    value={(field.value as string) || undefined}
                    onChange={(v: string | undefined) => field.onChange(v ?? '')}
                    allowClear
                    placeholder="Choose the cover"
                    aria-describedby={aria['aria-describedby']}
                    options={COVERAGE_OPTIONS.map((c) => ({ value: c, label: c }))}
                  />
                )}
              />
              <Field name={name(i, 'insurerPolicyNumber')} label="Insurer's policy number" maxLength={60} autoComplete="off" />
              <Field
                name={name(i, 'bought')}
                label="How it was bought"
                className="ph-wide"
                render={({ field, id, ...aria }) => (
                  <Radio.Group id={id} aria-describedby={aria['aria-describedby']} value={field.value ?? null} onChange={(e) => field.onChange(e.target.value)}>
                    {Object.entries(BOUGHT_LABELS).map(([value, label]) => (
                      <Radio key={value} value={value}>
                        {label}
                      </Radio>
                    ))}
                  </Radio.Group>
                )}
              />
            </div>
            <Button danger onClick={() => remove(i)}>
              Remove year {i + 1}
            </Button>
          </fieldset>
        ))}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton>Save price history</SubmitButton>
        </div>
      </Form>
      <style>{PRICE_HISTORY_DIALOG_CSS}</style>
    </Modal>
  );
}

const PRICE_HISTORY_DIALOG_CSS = `
.ph-year { border: 1px solid #d9d9d9; border-radius: 8px; padding: 8px 12px 12px; margin: 0 0 12px; min-width: 0; }
.ph-legend { font-weight: 600; padding: 0 4px; width: auto; margin: 0; font-size: 14px; border: 0; }
.ph-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 0 12px; }
.ph-wide { grid-column: 1 / -1; }
`;
