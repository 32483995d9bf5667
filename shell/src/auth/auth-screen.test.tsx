import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthScreen, TAGLINE } from './auth-screen';
import { REMOVE_PASSKEYS_HINT, REMOVE_PASSKEYS_LABEL } from './reset-password-form';
import { installFakeFetch } from '../../../scripts/jest/fake-fetch';
import { renderWithProviders } from '../lib/testing/render-with-providers';
import { fullPageLoad } from '../lib/full-page-load';
import { useToastStore } from '../toasts/toast-store';

jest.mock('../lib/full-page-load', () => ({ fullPageLoad: jest.fn() }));

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
function submit(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}
function heading() {
  return screen.getByRole('heading', { level: 2 }).textContent;
}
async function toast() {
  return waitFor(() => {
    const shown = document.querySelector('.renewly-toast');
    if (!shown) throw new Error('no toast yet');
    return shown;
  });
}

/** What the forms sent (the screen also reads GET /api/auth/registration). */
const writes = <R extends { method: string }>(requests: R[]) => requests.filter((r) => r.method !== 'GET');

beforeEach(() => {
  useToastStore.getState().dismiss();
  window.history.replaceState({}, '', '/');
  jest.mocked(fullPageLoad).mockReset();
});

describe('AuthScreen modes', () => {
  it('starts in sign in with the tagline and moves between the four modes', () => {
    installFakeFetch({});
    renderWithProviders(<AuthScreen />);
    expect(heading()).toBe('Welcome back');
    expect(screen.getByText(TAGLINE)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(heading()).toBe('Create account');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(heading()).toBe('Welcome back');

    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(heading()).toBe('Reset Password');
    expect(screen.getByText(/Have a reset token\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password with token' }));
    expect(heading()).toBe('New Password');
    fireEvent.click(screen.getByRole('button', { name: '← Back to login' }));
    expect(heading()).toBe('Welcome back');

    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.click(screen.getByRole('button', { name: '← Back to login' }));
    expect(heading()).toBe('Welcome back');
  });

  it('opens New Password with the token from the #resetToken= fragment prefilled, then clears it', () => {
    installFakeFetch({});
    window.history.replaceState({}, '', '/#resetToken=frag456');
    renderWithProviders(<AuthScreen />);
    expect(heading()).toBe('New Password');
    expect((screen.getByLabelText('Reset token') as HTMLInputElement).value).toBe('frag456');
    expect(window.location.hash).toBe('');
  });

  it('still accepts ?resetToken= from older emails, and strips it from the address', () => {
    installFakeFetch({});
    window.history.replaceState({}, '', '/anything?resetToken=abc123');
    renderWithProviders(<AuthScreen />);
    expect(heading()).toBe('New Password');
    expect((screen.getByLabelText('Reset token') as HTMLInputElement).value).toBe('abc123');
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/anything');
  });
});

describe('links from security emails (issue 51)', () => {
  it('#forgotPassword opens Reset Password (the notices\' "if it was not you"), then clears the fragment', () => {
    installFakeFetch({});
    window.history.replaceState({}, '', '/#forgotPassword');
    renderWithProviders(<AuthScreen />);
    expect(heading()).toBe('Reset Password');
    expect(window.location.hash).toBe('');
  });

  it('#restoreEmail= asks for a new password and posts it with the token; done, back to signing in', async () => {
    const token = 'ab'.repeat(32);
    const { requests } = installFakeFetch({ 'POST /api/auth/restore-email': { status: 200, body: { message: 'Done' } } });
    window.history.replaceState({}, '', `/#restoreEmail=${token}`);
    renderWithProviders(<AuthScreen />);
    expect(heading()).toBe('Take your account back');
    expect(window.location.hash).toBe('');
    type('New password', 'taking it back 2026');
    type('Confirm new password', 'taking it back 2026');
    submit('Take my account back');
    await waitFor(() => expect(heading()).toBe('Welcome back'));
    expect(writes(requests).map((r) => r.body)).toEqual([{ token, newPassword: 'taking it back 2026', confirmPassword: 'taking it back 2026' }]);
    expect((await toast()).textContent).toContain('Account taken back');
  });

  it('signed in: only the link\'s form, "Back to Renewly" instead of signing in, and onLeave once done', async () => {
    installFakeFetch({ 'POST /api/auth/forgot-password': { status: 200, body: { message: 'Sent' } } });
    window.history.replaceState({}, '', '/#forgotPassword');
    const onLeave = jest.fn();
    renderWithProviders(<AuthScreen signedIn onLeave={onLeave} />);
    expect(heading()).toBe('Reset Password');
    expect(screen.queryByRole('button', { name: '← Back to login' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '← Back to Renewly' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    type('Email', 'me@example.co.uk');
    submit('Send reset link');
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(2));
  });
});

describe('sign in', () => {
  it('shows the validation messages under the fields and sends nothing', async () => {
    const { requests } = installFakeFetch({});
    renderWithProviders(<AuthScreen />);
    type('Email', 'not-an-email');
    submit('Sign in');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(writes(requests)).toHaveLength(0);
  });

  it('posts the credentials and does a full load of / on success', async () => {
    const { requests } = installFakeFetch({ 'POST /api/auth/login': { status: 200, body: { id: '1' } } });
    renderWithProviders(<AuthScreen />);
    type('Email', ' Jo@Example.co.uk ');
    type('Password', 'secret1');
    submit('Sign in');
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/'));
    expect(writes(requests)[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'jo@example.co.uk', password: 'secret1' },
      credentials: 'include',
    });
  });

  it('shows Login failed with the server message', async () => {
    installFakeFetch({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
    renderWithProviders(<AuthScreen />);
    type('Email', 'jo@example.co.uk');
    type('Password', 'wrong');
    submit('Sign in');
    const shown = await toast();
    expect(shown.textContent).toContain('Login failed');
    expect(shown.textContent).toContain('Invalid email or password');
    expect(fullPageLoad).not.toHaveBeenCalled();
  });
});

describe('two-step sign-in (issue 40)', () => {
  const CODE_LABEL = 'Enter the 6-digit code from your authenticator app';
  async function toCodeStep(routes: Parameters<typeof installFakeFetch>[0]) {
    const fake = installFakeFetch({ 'POST /api/auth/login': { status: 200, body: { twoStepRequired: true } }, ...routes });
    renderWithProviders(<AuthScreen />);
    type('Email', 'jo@example.co.uk');
    type('Password', 'secret1');
    submit('Sign in');
    await waitFor(() => expect(heading()).toBe('Two-step sign-in'));
    return fake;
  }

  it('after the password asks for the code; a bad one is refused under the field before sending, a wrong one after', async () => {
    const { requests } = await toCodeStep({ 'POST /api/auth/two-step': { status: 401, body: { message: 'That code is not right. Check your authenticator app and try again.' } } });
    expect(fullPageLoad).not.toHaveBeenCalled();
    type(CODE_LABEL, '12a456');
    submit('Continue');
    expect(await screen.findByText('The code is 6 digits: numbers only')).toBeTruthy();
    type(CODE_LABEL, '1234');
    submit('Continue');
    expect(await screen.findByText('The code is 6 digits: please enter all 6')).toBeTruthy();
    expect(writes(requests).map((r) => r.url)).toEqual(['/api/auth/login']);
    type(CODE_LABEL, '123 456');
    submit('Continue');
    expect(await screen.findByText('That code is not right. Check your authenticator app and try again.')).toBeTruthy();
    expect(screen.getByLabelText(CODE_LABEL).getAttribute('aria-invalid')).toBe('true');
    expect(writes(requests)[1]).toMatchObject({ url: '/api/auth/two-step', body: { code: '123456' } });
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('a recovery code instead; the sign-in completes with a full load of /', async () => {
    const { requests } = await toCodeStep({ 'POST /api/auth/two-step': { status: 200, body: { id: '1' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    type('Enter one of your recovery codes', 'ABCDE-12345');
    submit('Continue');
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/'));
    expect(writes(requests)[1]).toMatchObject({ url: '/api/auth/two-step', body: { recoveryCode: 'abcde12345' } });
  });

  it('when the half-signed-in state is over, the password is asked again', async () => {
    await toCodeStep({ 'POST /api/auth/two-step': { status: 401, body: { message: 'That took too long. Please sign in with your email and password again.' } } });
    type(CODE_LABEL, '123456');
    submit('Continue');
    await waitFor(() => expect(heading()).toBe('Welcome back'));
    expect((await toast()).textContent).toContain('That took too long');
  });
});

describe('create account', () => {
  beforeEach(() => installFakeFetch({}));

  it('shows each validation message for empty and bad input', async () => {
    renderWithProviders(<AuthScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    submit('Create account');
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid UK mobile number')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
  });

  it("shows Passwords don't match under the confirmation", async () => {
    renderWithProviders(<AuthScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    type('Password', 'secret1');
    type('Confirm password', 'secret2');
    submit('Create account');
    const message = await screen.findByText("Passwords don't match");
    expect(message.id).toBe('register-confirmPassword-error');
  });

  it('sends username = email without confirmPassword, toasts and returns to sign in cleared', async () => {
    const { requests } = installFakeFetch({ 'POST /api/auth/register': { status: 201, body: { id: '1' } } });
    renderWithProviders(<AuthScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    type('First name', 'Jo');
    type('Last name', 'Bloggs');
    type('Email', 'jo@example.co.uk');
    type('Mobile number', '07123 456789');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    submit('Create account');
    const shown = await toast();
    expect(shown.textContent).toContain('Registration successful');
    expect(shown.textContent).toContain('Your account has been created. You can now log in.');
    expect(heading()).toBe('Welcome back');
    expect(writes(requests)[0]!.body).toEqual({
      email: 'jo@example.co.uk',
      firstName: 'Jo',
      lastName: 'Bloggs',
      mobileNumber: '07123456789',
      password: 'secret1',
      username: 'jo@example.co.uk',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal of a breached password under the password field (issue 23 finding 6)", async () => {
    installFakeFetch({
      'POST /api/auth/register': { status: 400, body: { message: 'This password is too common. Please choose a less guessable one.' } },
    });
    renderWithProviders(<AuthScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    type('First name', 'Jo');
    type('Last name', 'Bloggs');
    type('Email', 'jo@example.co.uk');
    type('Mobile number', '07123 456789');
    type('Password', 'liverpool1');
    type('Confirm password', 'liverpool1');
    submit('Create account');
    const message = await waitFor(() => {
      const el = document.getElementById('register-password-error');
      if (!el) throw new Error('no field message yet');
      return el;
    });
    expect(message.textContent).toBe('This password is too common. Please choose a less guessable one.');
  });

  it('shows Registration failed with the server message', async () => {
    installFakeFetch({ 'POST /api/auth/register': { status: 409, body: { message: 'An account with this email already exists' } } });
    renderWithProviders(<AuthScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    type('First name', 'Jo');
    type('Last name', 'Bloggs');
    type('Email', 'jo@example.co.uk');
    type('Mobile number', '+447123456789');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    submit('Create account');
    const shown = await toast();
    expect(shown.textContent).toContain('Registration failed');
    expect(shown.textContent).toContain('An account with this email already exists');
    expect(heading()).toBe('Create account');
  });
});

describe('forgot and reset password', () => {
  it('sends the reset email, shows the server message and returns to sign in', async () => {
    const { requests } = installFakeFetch({
      'POST /api/auth/forgot-password': { body: { message: 'If that email is registered, a reset link is on its way.' } },
    });
    renderWithProviders(<AuthScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    submit('Send reset link');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    type('Email', 'jo@example.co.uk');
    submit('Send reset link');
    const shown = await toast();
    expect(shown.textContent).toContain('Reset email sent');
    expect(shown.textContent).toContain('If that email is registered, a reset link is on its way.');
    expect(heading()).toBe('Welcome back');
    expect(writes(requests)[0]!.body).toEqual({ email: 'jo@example.co.uk' });
  });

  it('validates the reset form and shows Error with the server message on failure', async () => {
    installFakeFetch({ 'POST /api/auth/reset-password': { status: 400, body: { message: 'Invalid or expired reset token' } } });
    renderWithProviders(<AuthScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset password with token' }));
    type('New password', 'abc');
    type('Confirm new password', 'abd');
    submit('Reset password');
    expect(await screen.findByText('Reset token is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy();
    type('Reset token', 'tok');
    type('New password', 'secret1');
    type('Confirm new password', 'secret2');
    submit('Reset password');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    type('Confirm new password', 'secret1');
    submit('Reset password');
    const shown = await toast();
    expect(shown.textContent).toContain('Error');
    expect(shown.textContent).toContain('Invalid or expired reset token');
    expect(heading()).toBe('New Password');
  });

  it('goes to sign in after a successful reset', async () => {
    const { requests } = installFakeFetch({ 'POST /api/auth/reset-password': { body: { message: 'Password has been reset' } } });
    window.history.replaceState({}, '', '/?resetToken=tok123');
    renderWithProviders(<AuthScreen />);
    type('New password', 'secret1');
    type('Confirm new password', 'secret1');
    submit('Reset password');
    const shown = await toast();
    expect(shown.textContent).toContain('Password reset successful');
    expect(heading()).toBe('Welcome back');
    expect(writes(requests)[0]!.body).toEqual({ token: 'tok123', newPassword: 'secret1', confirmPassword: 'secret1' });
  });

  it('offers to remove every passkey with the reset (issue 51): ticked, the request asks for it and the answer is shown', async () => {
    const removed = 'Your password has been reset and your passkeys were removed. You can now sign in.';
    const { requests } = installFakeFetch({ 'POST /api/auth/reset-password': { body: { message: removed } } });
    window.history.replaceState({}, '', '/#resetToken=tok789');
    renderWithProviders(<AuthScreen />);
    const box = screen.getByRole('checkbox', { name: new RegExp(REMOVE_PASSKEYS_LABEL) }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByText(REMOVE_PASSKEYS_HINT)).toBeTruthy();
    fireEvent.click(box);
    type('New password', 'secret1');
    type('Confirm new password', 'secret1');
    submit('Reset password');
    expect((await toast()).textContent).toContain(removed);
    expect(writes(requests)[0]!.body).toEqual({ token: 'tok789', newPassword: 'secret1', confirmPassword: 'secret1', removePasskeys: true });
  });
});

describe('REGISTRATION (issue 23 finding 3)', () => {
  it("hides 'Sign up' when sign-up is closed, and says why", async () => {
    installFakeFetch({ 'GET /api/auth/registration': { body: { mode: 'closed' } } });
    renderWithProviders(<AuthScreen />);
    expect((await screen.findByTestId('registration-hint')).textContent).toBe('New accounts are by invitation on this Renewly: ask whoever runs it.');
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Create your account/ })).toBeNull();
  });

  it('by invitation: no open offer, but an invited person can reach the form', async () => {
    installFakeFetch({ 'GET /api/auth/registration': { body: { mode: 'invite' } } });
    renderWithProviders(<AuthScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Invited? Create your account' }));
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(heading()).toBe('Create account');
  });

  it("offers 'Sign up' when it is open", async () => {
    const { requests } = installFakeFetch({ 'GET /api/auth/registration': { body: { mode: 'open' } } });
    renderWithProviders(<AuthScreen />);
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/auth/registration'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(screen.queryByTestId('registration-hint')).toBeNull();
  });
});
