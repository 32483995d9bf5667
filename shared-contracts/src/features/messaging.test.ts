import { MESSAGES, policyCreatedMessage, TOASTS } from '@renewly/shared-contracts';
import { objectIdParamSchema, policyIdParamSchema } from './schemas';
import { sendEmailSchema } from './email';
import { sendSmsSchema, smsStatusSchema, testSmsSchema } from './sms';

describe('sendEmailSchema', () => {
  it('accepts to/subject/message', () => {
    expect(sendEmailSchema.parse({ to: ' A@b.co ', subject: 'Hi', message: 'Hello' })).toEqual({
      to: 'A@b.co',
      subject: 'Hi',
      message: 'Hello',
    });
  });
  it("says 'Please fill in all fields' for a missing field and rejects extras", () => {
    const result = sendEmailSchema.safeParse({ to: '', subject: '', message: '' });
    expect(result.error!.issues.every((i) => i.message === MESSAGES.fillAllFields)).toBe(true);
    expect(sendEmailSchema.safeParse({ to: 'a@b.co', subject: 's', message: 'm', bcc: 'x@y.z' }).success).toBe(false);
    expect(sendEmailSchema.safeParse({ to: 'not-an-email', subject: 's', message: 'm' }).success).toBe(false);
    expect(sendEmailSchema.safeParse({}).error!.issues.map((i) => i.message)).toEqual([
      MESSAGES.fillAllFields,
      MESSAGES.fillAllFields,
      MESSAGES.fillAllFields,
    ]);
  });
});

describe('SMS schemas', () => {
  it('test SMS needs a UK mobile and sends it as E.164', () => {
    expect(testSmsSchema.parse({ to: '+44 7123 456789' })).toEqual({ to: '+447123456789' });
    expect(testSmsSchema.safeParse({ to: '' }).error!.issues[0]!.message).toBe('Please enter a mobile phone number');
    expect(testSmsSchema.safeParse({}).error!.issues[0]!.message).toBe('Please enter a mobile phone number');
    expect(testSmsSchema.safeParse({ to: '12345' }).error!.issues[0]!.message).toBe(MESSAGES.invalidUkMobile);
  });
  it('custom SMS needs number and message', () => {
    expect(sendSmsSchema.parse({ to: '07123456789', message: 'Hi' })).toEqual({ to: '+447123456789', message: 'Hi' });
    expect(sendSmsSchema.safeParse({ to: '07123456789', message: '' }).error!.issues[0]!.message).toBe(
      'Please fill in both phone number and message',
    );
    expect(sendSmsSchema.safeParse({ to: '07123456789' }).error!.issues[0]!.message).toBe(MESSAGES.fillPhoneAndMessage);
    expect(sendSmsSchema.safeParse({ message: 'Hi' }).error!.issues[0]!.message).toBe(MESSAGES.fillPhoneAndMessage);
    expect(sendSmsSchema.safeParse({ to: '07123456789', message: 'x'.repeat(1601) }).success).toBe(false);
  });
  it('parses the status', () => {
    expect(smsStatusSchema.parse({ configured: false, fromNumber: null })).toEqual({ configured: false, fromNumber: null });
  });
});

describe('id params', () => {
  it('accept 24 hex characters only', () => {
    expect(objectIdParamSchema.parse({ id: '64b7f0c2a1b2c3d4e5f60718' })).toEqual({ id: '64b7f0c2a1b2c3d4e5f60718' });
    expect(objectIdParamSchema.safeParse({ id: '64b7f0c2a1b2c3d4e5f6071' }).success).toBe(false);
    expect(objectIdParamSchema.safeParse({ id: '64b7f0c2a1b2c3d4e5f6071z' }).success).toBe(false);
    expect(objectIdParamSchema.safeParse({ id: '64b7f0c2a1b2c3d4e5f60718', x: 1 }).success).toBe(false);
    expect(policyIdParamSchema.safeParse({ policyId: '64b7f0c2a1b2c3d4e5f60718' }).success).toBe(true);
  });
});

describe('messages', () => {
  it('policy created toast mentions reminders only when some were created', () => {
    expect(policyCreatedMessage(0)).toBe('Policy created successfully');
    expect(policyCreatedMessage(2)).toBe('Policy created successfully with 2 reminder(s)');
  });
  it('keeps spec wording', () => {
    expect(MESSAGES.policyRequiredFields).toBe(
      'Please fill in all required fields (Registration Number, Car Make, Car Model, and Renewal Date)',
    );
    expect(TOASTS.vehicleNotFound).toBe('Vehicle not found in database - please enter manually');
  });
});
