// A default that arrives after a form opened (the user's preferences, their channels), given to one field unless the
// user has changed it already, so the form does not count as changed. Drawn just after its field: a field drawn in a
// form's second pass (drawn-after.tsx) must be registered before it can take a default, and effects run in order.
import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

export function LateFieldDefault<T extends FieldValues, N extends Path<T>>({
  form,
  name,
  value,
}: {
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'resetField'>;
  name: N;
  /** undefined until it has loaded */
  value: PathValue<T, N> | undefined;
}) {
  const key = value === undefined ? undefined : JSON.stringify(value);
  useEffect(() => {
    if (value !== undefined && !form.getFieldState(name).isDirty) form.resetField(name, { defaultValue: value });
    // The value is compared by its contents (a new array each render is the same default).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, form, name]);
  return null;
}
