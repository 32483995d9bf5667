// The form of one real quote ('Add a quote' / 'Edit quote'), checked by the schema the API parses with.
import { useEffect, useRef } from 'react';
import { Button, Checkbox, Input, Select } from 'antd';
import { COVERAGE_OPTIONS, londonToday } from '@renewly/shared-contracts';
import { INSURERS } from '@renewly/shared-contracts/features/vehicle-data';
import {
  QUOTE_ADD_ON_LABELS,
  QUOTE_ADD_ONS,
  RECEIVED_QUOTE_REFERENCE_MAX,
  RECEIVED_QUOTE_SOURCE_LABELS,
  RECEIVED_QUOTE_SOURCES,
  receivedQuoteInputSchema,
  type ReceivedQuote,
  type ReceivedQuoteInput,
  type ReceivedQuoteInputBody,
} from '@renewly/shared-contracts/features/received-quotes';
import { Form } from '../../../../federation/form/form';
import { FormField, type FieldControlProps } from '../../../../federation/form/form-field';
import { SubmitButton } from '../../../../federation/form/submit-button';
import { useZodForm } from '../../../../federation/form/use-zod-form';
import { UkDatePicker } from '../policies/components/uk-date-picker';
import { useEarlyDialogHandover } from '../../../../federation/early-dialog';
import { fieldProps } from '../../../../federation/form-spec';
import { SpecField } from '../../../../federation/form/spec-field';
import { RECEIVED_QUOTE_FORM } from './received-quote.form';

type Values = ReceivedQuoteInputBody;
const Field = FormField<Values>;

const emptyQuote = (policyCoverage: string | null | undefined): Values => ({
  insurer: '',
  annualPrice: '',
  excess: '',
  coverage: (COVERAGE_OPTIONS as readonly string[]).includes(policyCoverage ?? '') ? (policyCoverage as Values['coverage']) : (undefined as unknown as Values['coverage']),
  source: undefined as unknown as Values['source'],
  quotedOn: londonToday(),
  reference: '',
  addOns: [],
});
const valuesOf = (q: ReceivedQuote): Values => ({
  insurer: q.insurer,
  annualPrice: String(q.annualPrice),
  excess: String(q.excess),
  coverage: q.coverage,
  source: q.source,
  quotedOn: q.quotedOn,
  reference: q.reference ?? '',
  addOns: q.addOns ?? [],
});
/** The add-ons' choices (issue 51), shared with the renewal offer's form. */
export const ADD_ON_OPTIONS = QUOTE_ADD_ONS.map((a) => ({ value: a, label: QUOTE_ADD_ON_LABELS[a] }));

const aria = ({ id, status, ...control }: Omit<FieldControlProps<Values>, 'field'>) => ({
  id,
  status,
  'aria-invalid': control['aria-invalid'],
  'aria-describedby': control['aria-describedby'],
});
const INSURER_OPTIONS = INSURERS.map((name) => ({ value: name }));
const SOURCE_OPTIONS = RECEIVED_QUOTE_SOURCES.map((s) => ({ value: s, label: RECEIVED_QUOTE_SOURCE_LABELS[s] }));
const COVER_OPTIONS = COVERAGE_OPTIONS.map((c) => ({ value: c, label: c }));

export interface ReceivedQuoteFormProps {
  /** The quote being edited; none to add one. */
  editing: ReceivedQuote | null;
  policyCoverage: string | null | undefined;
  onSave: (body: ReceivedQuoteInput, quoteId?: string) => Promise<void>;
  onCancelEdit: () => void;
  /** The plain early dialog was cancelled (issue 38): the whole dialog closes. */
  onEarlyCancelled: () => void;
}

export function ReceivedQuoteForm({ editing, policyCoverage, onSave, onCancelEdit, onEarlyCancelled }: ReceivedQuoteFormProps) {
  const form = useZodForm(receivedQuoteInputSchema, { defaultValues: editing ? valuesOf(editing) : emptyQuote(policyCoverage) });
  // Issue 38: what was typed in the plain early dialog (a tap made before this code had arrived) is kept, and the
  // field the user was in keeps focus.
  useEarlyDialogHandover(RECEIVED_QUOTE_FORM, form, onEarlyCancelled);
  // Not on the first render (the default values are the form's already, and a hand-over from the plain form, which may
  // come later now that it waits for the field to be drawn, must not be undone): only when another quote is chosen.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    form.reset(editing ? valuesOf(editing) : emptyQuote(policyCoverage));
    setTimeout(() => form.setFocus('insurer'));
    // Only when another quote is chosen for editing (or editing ends).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing?.id]);

  const save = async (body: ReceivedQuoteInput) => {
    await onSave(body, editing?.id);
    if (!editing) form.reset(emptyQuote(policyCoverage));
  };
  const title = editing ? `Edit the quote from ${editing.insurer}` : 'Add a quote you got';
  return (
    <Form form={form} id="received-quote" aria-label={title} onSubmit={save} className="rqd-form">
      <h3 className="rqd-h3">{title}</h3>
      <Field
        {...fieldProps(RECEIVED_QUOTE_FORM, 'insurer')}
        render={({ field, ...control }) => (
          <AutoCompleteInput {...aria(control)} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
        )}
      />
      <div className="rqd-pair">
        <SpecField spec={RECEIVED_QUOTE_FORM} name="annualPrice" />
        <SpecField spec={RECEIVED_QUOTE_FORM} name="excess" />
      </div>
      <div className="rqd-pair">
        <Field
          {...fieldProps(RECEIVED_QUOTE_FORM, 'coverage')}
          render={({ field, ...control }) => (
            <Select
              {...aria(control)}
              getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
              placeholder="Select cover"
              options={COVER_OPTIONS}
              value={(field.value as string) || undefined}
              onChange={(value: string) => field.onChange(value)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Field
          {...fieldProps(RECEIVED_QUOTE_FORM, 'source')}
          render={({ field, ...control }) => (
            <Select
              {...aria(control)}
              getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
              // Typing a site's name finds it, so Enter picks that one ('GoCompare', not the first in the list).
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Select where"
              options={SOURCE_OPTIONS}
              value={(field.value as string) || undefined}
              onChange={(value: string) => field.onChange(value)}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      <Field
        {...fieldProps(RECEIVED_QUOTE_FORM, 'quotedOn')}
        render={({ field, ...control }) => (
          <UkDatePicker {...aria(control)} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <Field
        name="addOns"
        label="Included add-ons"
        render={({ field, ...control }) => (
          <Checkbox.Group
            aria-label="Included add-ons"
            aria-describedby={control['aria-describedby']}
            options={ADD_ON_OPTIONS}
            value={(field.value as string[] | undefined) ?? []}
            onChange={(value) => field.onChange(value)}
          />
        )}
      />
      <Field name="reference" label="Reference or link (optional)" maxLength={RECEIVED_QUOTE_REFERENCE_MAX} autoComplete="off" />
      <div className="rqd-actions">
        <SubmitButton>{editing ? 'Save changes' : 'Add quote'}</SubmitButton>
        {editing && <Button onClick={onCancelEdit}>Cancel editing</Button>}
      </div>
    </Form>
  );
}

/** The insurer: free text (at most 60 characters), with the known insurers offered as the user types. */
function AutoCompleteInput(props: ReturnType<typeof aria> & { value: string; onChange: (v: string) => void; onBlur: () => void; ref: React.Ref<never> }) {
  const { value, onChange, onBlur, ref, ...rest } = props;
  const listId = `${rest.id}-list`;
  return (
    <>
      <Input {...rest} ref={ref} list={listId} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
      <datalist id={listId}>
        {INSURER_OPTIONS.map((o) => (
          <option key={o.value} value={o.value} />
        ))}
      </datalist>
    </>
  );
}
