import { MESSAGES } from './messages';
import { registerFormSchema, registerPayloadSchema, resetPasswordSchema, toRegisterPayload } from './features/account-forms';
import { forgotPasswordSchema, loginSchema, updateProfileSchema, userSchema } from './features/schemas/user';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

const validForm = {
  email: ' Jane@Example.com ',
  firstName: 'Jane',
  lastName: 'Smith',
  mobileNumber: '07123 456789',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('loginSchema', () => {
  it('lower-cases and trims the email', () => {
    expect(loginSchema.parse({ email: ' Jane@Example.COM ', password: 'x' })).toEqual({
      email: 'jane@example.com',
      password: 'x',
    });
  });
  it('uses the spec messages', () => {
    expect(messagesOf(loginSchema.safeParse({ email: 'nope', password: '' }))).toEqual([
      ['email', MESSAGES.invalidEmail],
      ['password', 'Password is required'],
    ]);
  });
  it('rejects operator objects and unknown keys', () => {
    expect(loginSchema.safeParse({ email: { $gt: '' }, password: 'x' }).success).toBe(false);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: { $gt: '' } }).success).toBe(false);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x', admin: true }).success).toBe(false);
  });
  it('caps lengths', () => {
    expect(loginSchema.safeParse({ email: `${'a'.repeat(250)}@b.co`, password: 'x' }).success).toBe(false);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(129) }).success).toBe(false);
  });
});

describe('registerFormSchema', () => {
  it('accepts a valid form', () => {
    expect(registerFormSchema.parse(validForm)).toMatchObject({ email: 'jane@example.com', mobileNumber: '07123456789' });
  });
  it('gives every spec message', () => {
    const result = registerFormSchema.safeParse({
      email: 'x',
      firstName: '',
      lastName: '',
      mobileNumber: '12345',
      password: '12345',
      confirmPassword: '',
    });
    expect(messagesOf(result)).toEqual([
      ['email', 'Please enter a valid email address'],
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['mobileNumber', 'Please enter a valid UK mobile number'],
      ['password', 'Password must be at least 6 characters long'],
      ['confirmPassword', 'Please confirm your password'],
    ]);
  });
  it("says 'Passwords don't match' on confirmPassword", () => {
    expect(messagesOf(registerFormSchema.safeParse({ ...validForm, confirmPassword: 'other12' }))).toEqual([
      ['confirmPassword', "Passwords don't match"],
    ]);
  });
  it('accepts the password at exactly 6 characters', () => {
    expect(registerFormSchema.safeParse({ ...validForm, password: 'abc987', confirmPassword: 'abc987' }).success).toBe(true);
  });
});

describe('registerPayloadSchema', () => {
  const payload = toRegisterPayload(registerFormSchema.parse(validForm));
  it('is built from the form without confirmPassword, username = email', () => {
    expect(payload).toEqual({
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: 'Smith',
      mobileNumber: '07123456789',
      password: 'secret1',
      username: 'jane@example.com',
    });
    expect(registerPayloadSchema.parse(payload)).toEqual(payload);
  });
  it('compares username and email after normalising', () => {
    expect(registerPayloadSchema.safeParse({ ...payload, username: 'JANE@example.com ' }).success).toBe(true);
  });
  it('rejects a different username, extra keys and non-strings', () => {
    expect(messagesOf(registerPayloadSchema.safeParse({ ...payload, username: 'other@example.com' }))).toEqual([
      ['username', MESSAGES.usernameMustMatchEmail],
    ]);
    expect(registerPayloadSchema.safeParse({ ...payload, confirmPassword: 'secret1' }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...payload, role: 'admin' }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...payload, firstName: { $gt: '' } }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...payload, firstName: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('forgot / reset password', () => {
  it('forgot needs a valid email', () => {
    expect(forgotPasswordSchema.parse({ email: 'A@B.co' })).toEqual({ email: 'a@b.co' });
    expect(messagesOf(forgotPasswordSchema.safeParse({ email: '' }))).toEqual([['email', MESSAGES.invalidEmail]]);
  });
  it('reset uses the spec messages', () => {
    expect(messagesOf(resetPasswordSchema.safeParse({ token: '', newPassword: '123', confirmPassword: '' }))).toEqual([
      ['token', 'Reset token is required'],
      ['newPassword', 'Password must be at least 6 characters long'],
      ['confirmPassword', 'Please confirm your password'],
    ]);
    expect(
      messagesOf(resetPasswordSchema.safeParse({ token: 't', newPassword: 'abc987', confirmPassword: 'abc9876' })),
    ).toEqual([['confirmPassword', "Passwords don't match"]]);
    expect(resetPasswordSchema.safeParse({ token: 't', newPassword: 'abc987', confirmPassword: 'abc987' }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ token: { $ne: null }, newPassword: '123456', confirmPassword: '123456' }).success).toBe(false);
  });
});

describe('updateProfileSchema', () => {
  it('accepts names and mobile, normalising spaces', () => {
    expect(updateProfileSchema.parse({ firstName: ' Jane ', lastName: 'Smith', mobileNumber: '+44 7123 456789' })).toEqual({
      firstName: 'Jane',
      lastName: 'Smith',
      mobileNumber: '+447123456789',
    });
  });
  it('rejects email or username changes', () => {
    const base = { firstName: 'Jane', lastName: 'Smith', mobileNumber: '07123456789' };
    expect(updateProfileSchema.safeParse({ ...base, email: 'x@y.co' }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ ...base, username: 'x@y.co' }).success).toBe(false);
  });
});

describe('userSchema', () => {
  it('parses a user with an ISO createdAt', () => {
    const user = {
      id: '64b7f0c2a1b2c3d4e5f60718',
      username: 'jane@example.com',
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: 'Smith',
      mobileNumber: '07123456789',
      emailVerifiedAt: '2026-01-01T10:05:00.000Z',
      mobileVerifiedAt: null,
      createdAt: '2026-01-01T10:00:00.000Z',
    };
    expect(userSchema.parse({ ...user, password: 'hash' })).toEqual(user);
    expect(userSchema.safeParse({ ...user, createdAt: 'yesterday' }).success).toBe(false);
    // Issue 36: whether the email and the number are verified is always said (a date, or null for not yet).
    expect(userSchema.safeParse({ ...user, mobileVerifiedAt: undefined }).success).toBe(false);
  });
});

describe('new passwords', () => {
  const form = (password: string) =>
    registerFormSchema.safeParse({
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      mobileNumber: '07700900123',
      password,
      confirmPassword: password,
    });
  const firstMessage = (r: ReturnType<typeof form>) => (r.success ? undefined : r.error.issues[0]?.message);

  it('refuses the most common passwords, whatever their case, with a clear message', () => {
    expect(firstMessage(form('Password1'))).toBe(MESSAGES.passwordTooCommon);
    expect(firstMessage(form('qwerty123'))).toBe(MESSAGES.passwordTooCommon);
    expect(
      resetPasswordSchema.safeParse({ token: 't', newPassword: 'letmein', confirmPassword: 'letmein' }).error?.issues[0]
        ?.message,
    ).toBe(MESSAGES.passwordTooCommon);
    expect(form('correct horse battery').success).toBe(true);
  });

  it('keeps the spec minimum-length message, and caps length at 128 characters', () => {
    expect(firstMessage(form('abc'))).toBe('Password must be at least 6 characters long');
    expect(firstMessage(form('x'.repeat(129)))).toBe(MESSAGES.passwordTooLong);
    expect(form('x'.repeat(127) + 'y').success).toBe(true);
  });
});
