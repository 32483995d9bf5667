// The one form of every app: react-hook-form + a shared zod schema (see useZodForm), with what every form needs:
// the submit runs once at a time (SubmitButton is disabled while it runs), and a failed validation scrolls to and
// focuses the first field in error, so the message is never out of sight (on a phone the dialog scrolls).
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { LeaveGuard } from '../leave-guard';
import { FormIdContext } from './form-ids';
import { FormStyles } from './form-styles';

export interface FormProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Prefix of every field's id (`${id}-${name}`), also the form element's id. */
  id: string;
  /** Resolves when the work is done; while it runs, SubmitButton is disabled. A rejection is left to the caller's
   * own error handling (a mutation's onError toast): the form stays as it was. */
  onSubmit: (values: TOutput) => unknown;
  /** After a failed validation, before the first field in error is focused. */
  onInvalid?: (errors: FieldErrors<TInput>) => void;
  'aria-label'?: string;
  /** A page's form (Profile, Settings): leaving the page by a link with unsaved edits asks 'Discard changes?' first. */
  confirmLeave?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** The first field marked invalid, in document order, scrolled into view and focused. */
export function focusFirstInvalid(container: HTMLElement | null) {
  const target = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
}

function LeaveGuardWhenDirty() {
  const { isDirty } = useFormState();
  return <LeaveGuard when={isDirty} />;
}

export function Form<TInput extends FieldValues, TOutput>(props: FormProps<TInput, TOutput>) {
  const { form, id, onSubmit, onInvalid, children, className, style } = props;
  const element = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch {
        // Reported by the caller (e.g. the mutation's onError toast).
      }
    },
    (errors) => {
      onInvalid?.(errors);
      // After React has drawn the messages and aria-invalid marks.
      requestAnimationFrame(() => focusFirstInvalid(element.current));
    },
  );
  return (
    <FormProvider {...form}>
      <FormStyles />
      <FormIdContext.Provider value={id}>
        <form
          ref={element}
          id={id}
          noValidate
          aria-label={props['aria-label']}
          className={className}
          style={style}
          onSubmit={(event) => {
            // One submit at a time, whatever the button does (Enter in a field submits too).
            if (form.formState.isSubmitting) {
              event.preventDefault();
              return;
            }
            void submit(event);
          }}
        >
          {children}
        </form>
        {props.confirmLeave && <LeaveGuardWhenDirty />}
      </FormIdContext.Provider>
    </FormProvider>
  );
}
