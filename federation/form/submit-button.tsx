import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useFormState } from 'react-hook-form';

/** The form's submit button: disabled and spinning while the submit runs, so a double click sends one request. */
export function SubmitButton({ children, loading, disabled, ...rest }: Omit<ButtonProps, 'htmlType'> & { children: ReactNode }) {
  const { isSubmitting } = useFormState();
  const busy = isSubmitting || !!loading;
  return (
    <Button type="primary" {...rest} htmlType="submit" loading={busy} disabled={busy || disabled}>
      {children}
    </Button>
  );
}
