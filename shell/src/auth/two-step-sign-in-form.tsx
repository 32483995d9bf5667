// Issue 40: the sign-in's second step, after a right password on an account with two-step sign-in on. The code from
// the authenticator app (or, switched, one recovery code) completes the sign-in; a refusal shows under the field.
// When the half-signed-in state is gone (5 minutes, too many tries), the password is asked again.
import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { apiJson, serverMessage, showToast, TOASTS } from '@renewly/shared-contracts';
import { recoveryCodeFormSchema, twoStepCodeSchema, TWO_STEP_TEXTS as TEXT } from '@renewly/shared-contracts/features/two-step';
import { Form } from '../../../federation/form/form';
import { FormField } from '../../../federation/form/form-field';
import { SubmitButton } from '../../../federation/form/submit-button';
import { useZodForm } from '../../../federation/form/use-zod-form';
import { fullPageLoad } from '../lib/full-page-load';
import { pathAfterSignIn } from './after-sign-in';

/** Refusals that mean the half-signed-in state is over: back to the password. */
const START_AGAIN: readonly string[] = [TEXT.noPendingSignIn, TEXT.pendingExpired, TEXT.tooManyWrongCodes];

function useTwoStepSignIn(onStartAgain: (message: string) => void, showError: (message: string) => void) {
  return useMutation({
    mutationFn: (proof: { code: string } | { recoveryCode: string }) => apiJson<unknown>('POST', '/api/auth/two-step', proof),
    onSuccess: () => fullPageLoad(pathAfterSignIn()),
    onError: (error) => {
      const message = serverMessage(error, TOASTS.loginFailed);
      if (START_AGAIN.includes(message)) onStartAgain(message);
      else showError(message);
    },
    retry: false,
  });
}

function AppCodeForm({ onStartAgain }: { onStartAgain: (message: string) => void }) {
  const form = useZodForm(twoStepCodeSchema, { defaultValues: { code: '' } });
  const signIn = useTwoStepSignIn(onStartAgain, (message) => form.setError('code', { message }, { shouldFocus: true }));
  // The password form that led here is gone: the keyboard's place is this field.
  useEffect(() => form.setFocus('code'), [form]);
  return (
    <Form form={form} id="two-step" aria-label={TEXT.signInHeading} onSubmit={(values) => signIn.mutateAsync(values)}>
      <FormField<{ code: string }>
        name="code"
        label={TEXT.enterCode}
        autoComplete="one-time-code"
        maxLength={7}
        placeholder="123456"
      />
      <SubmitButton block loading={signIn.isSuccess}>
        {TEXT.continue}
      </SubmitButton>
    </Form>
  );
}

function RecoveryCodeForm({ onStartAgain }: { onStartAgain: (message: string) => void }) {
  const form = useZodForm(recoveryCodeFormSchema, { defaultValues: { recoveryCode: '' } });
  const signIn = useTwoStepSignIn(onStartAgain, (message) => form.setError('recoveryCode', { message }, { shouldFocus: true }));
  useEffect(() => form.setFocus('recoveryCode'), [form]);
  return (
    <Form form={form} id="two-step-recovery" aria-label={TEXT.signInHeading} onSubmit={(values) => signIn.mutateAsync(values)}>
      <FormField<{ recoveryCode: string }>
        name="recoveryCode"
        label={TEXT.enterRecoveryCode}
        autoComplete="off"
        maxLength={24}
        placeholder="abcde-12345"
      />
      <SubmitButton block loading={signIn.isSuccess}>
        {TEXT.continue}
      </SubmitButton>
    </Form>
  );
}

export function TwoStepSignInForm({ onStartAgain }: { onStartAgain: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const startAgain = (message: string) => {
    showToast({ title: TOASTS.loginFailed, description: message, variant: 'error' });
    onStartAgain();
  };
  return (
    <div data-testid="two-step-sign-in">
      {recovery ? <RecoveryCodeForm onStartAgain={startAgain} /> : <AppCodeForm onStartAgain={startAgain} />}
      <div className="renewly-auth-links">
        <span>
          <Button type="link" size="small" className="renewly-auth-link" onClick={() => setRecovery((r) => !r)}>
            {recovery ? TEXT.useAppCode : TEXT.useRecoveryCode}
          </Button>
        </span>
        <span>
          <Button type="link" size="small" className="renewly-auth-link" onClick={onStartAgain}>
            {TEXT.backToSignIn}
          </Button>
        </span>
      </div>
    </div>
  );
}
