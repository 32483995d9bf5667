import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * SubmitButton without antd (styles: form-styles.tsx): disabled and marked busy while the submit runs, so a double
 * click sends one request.
 */
export function PlainSubmitButton({ children, disabled, danger }: { children: ReactNode; disabled?: boolean; danger?: boolean }) {
  const { isSubmitting } = useFormState();
  return (
    <button
      type="submit"
      className={danger ? 'renewly-button renewly-button-danger' : 'renewly-button renewly-button-primary'}
      disabled={isSubmitting || disabled}
      aria-busy={isSubmitting || undefined}
    >
      {isSubmitting && <span className="renewly-button-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
