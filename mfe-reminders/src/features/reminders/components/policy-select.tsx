import { Select } from 'antd';
import type { FieldValues } from 'react-hook-form';
import type { Policy } from '@renewly/shared-contracts';
import type { FieldControlProps } from '../../../../../federation/form/form-field';
import { policyLabel } from '../group-reminders';

/** The user's policies as a select (the kit's FormField render). */
export function PolicySelect<T extends FieldValues>({ field, policies, ...control }: FieldControlProps<T> & { policies: Policy[] }) {
  return (
    <Select
      id={control.id}
      ref={field.ref}
      value={(field.value as string | undefined) || undefined}
      onChange={(value: string) => field.onChange(value)}
      onBlur={field.onBlur}
      placeholder="Choose a policy"
      options={policies.map((p) => ({ value: p.id, label: policyLabel(p) }))}
      status={control.status}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      style={{ width: '100%' }}
      // The option list stays inside the dialog (a region for screen readers), not loose at the end of the body.
      getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
    />
  );
}
