import { MESSAGES } from './messages';
import { reminderTitle } from './reminder';
import { reminderDeliverySchema, reminderEditFormSchema, reminderFormSchema, reminderInputSchema, reminderSchema } from './features/schemas/reminder';

const valid = {
  policyId: '64b7f0c2a1b2c3d4e5f60718',
  title: reminderTitle(30),
  daysBefore: 30,
  notificationMethods: ['email', 'app', 'email'],
};

describe('reminderTitle', () => {
  it("names the best-day reminder by what it is, not by its days (issue 39 §2)", () => {
    expect(reminderTitle(26, 'bestDay')).toBe('Best day to get quotes');
  });

  it("is '{N} day renewal reminder'", () => {
    expect(reminderTitle(10)).toBe('10 day renewal reminder');
  });
});

describe('reminderInputSchema', () => {
  it('accepts a valid reminder and removes duplicate methods', () => {
    expect(reminderInputSchema.parse(valid)).toEqual({ ...valid, notificationMethods: ['email', 'app'] });
  });
  it.each([
    ['policyId', 'abc'],
    ['policyId', { $ne: null }],
    ['daysBefore', 0],
    ['daysBefore', 1.5],
    ['daysBefore', 366],
    ['daysBefore', '30'],
    ['notificationMethods', []],
    ['notificationMethods', ['fax']],
    ['title', ''],
    ['userId', 'x'],
  ])('rejects %s = %j', (field, value) => {
    expect(reminderInputSchema.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });
  it('accepts 1 and 365 days', () => {
    expect(reminderInputSchema.safeParse({ ...valid, daysBefore: 1 }).success).toBe(true);
    expect(reminderInputSchema.safeParse({ ...valid, daysBefore: 365 }).success).toBe(true);
  });
});

describe('reminderFormSchema', () => {
  it("says 'Please fill in all fields' when something is missing", () => {
    const result = reminderFormSchema.safeParse({ policyId: '', target: 'renewal', daysBefore: [], notificationMethods: [] });
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      MESSAGES.fillAllFields,
      MESSAGES.fillAllFields,
      MESSAGES.fillAllFields,
    ]);
    expect(reminderFormSchema.safeParse({ policyId: 'p', target: 'renewal', daysBefore: [30, 10], notificationMethods: ['email'] }).success).toBe(true);
  });
  it('takes only the day options of its target: renewal 30/20/10, MOT 30/14, road tax 30', () => {
    const ok = (target: string, daysBefore: number[]) =>
      reminderFormSchema.safeParse({ policyId: 'p', target, daysBefore, notificationMethods: ['email'] }).success;
    expect(ok('renewal', [30, 20, 10])).toBe(true);
    expect(ok('renewal', [14])).toBe(false);
    expect(ok('mot', [30, 14])).toBe(true);
    expect(ok('mot', [20])).toBe(false);
    expect(ok('roadTax', [30])).toBe(true);
    expect(ok('roadTax', [14])).toBe(false);
  });
});

describe('reminder targets', () => {
  it('titles say which date: renewal keeps the spec wording', () => {
    expect(reminderTitle(30)).toBe('30 day renewal reminder');
    expect(reminderTitle(20, 'renewal')).toBe('20 day renewal reminder');
    expect(reminderTitle(30, 'mot')).toBe('30 day MOT reminder');
    expect(reminderTitle(14, 'mot')).toBe('14 day MOT reminder');
    expect(reminderTitle(30, 'roadTax')).toBe('30 day road tax reminder');
  });
  it('the API input takes an optional target and refuses an unknown one', () => {
    const valid = { policyId: '0123456789abcdef01234567', title: 't', daysBefore: 30, notificationMethods: ['app'] };
    expect(reminderInputSchema.parse(valid).target).toBeUndefined();
    expect(reminderInputSchema.parse({ ...valid, target: 'mot' }).target).toBe('mot');
    expect(reminderInputSchema.safeParse({ ...valid, target: 'insurance' }).success).toBe(false);
  });
});

describe('reminderSchema with its delivery log', () => {
  const base = { id: 'r', policyId: 'p', title: reminderTitle(10), daysBefore: 10, notificationMethods: ['sms'] };
  it('accepts a reminder without a log (older answers) and one with a retrying delivery', () => {
    expect(reminderSchema.safeParse(base).success).toBe(true);
    const delivery = { channel: 'sms', status: 'temporary-failure', at: '2026-03-01T09:00:00.000Z', reason: 'Twilio did not answer', nextAttemptAt: '2026-03-01T09:01:00.000Z', attempts: 1 };
    expect(reminderSchema.parse({ ...base, nextDeliveryAt: delivery.nextAttemptAt, deliveries: [delivery] }).deliveries).toEqual([delivery]);
  });
  it('rejects a status outside the Notify model', () => {
    const delivery = { channel: 'sms', status: 'delivered', at: null, reason: null, nextAttemptAt: null, attempts: 1 };
    expect(reminderDeliverySchema.safeParse(delivery).success).toBe(false);
  });
});

describe('reminderEditFormSchema', () => {
  it('takes one whole day value from 1 to 365', () => {
    const ok = { policyId: 'p', daysBefore: 5, notificationMethods: ['sms'] };
    expect(reminderEditFormSchema.parse(ok)).toEqual({ ...ok, target: 'renewal' });
    for (const daysBefore of [0, 366, 2.5]) {
      const result = reminderEditFormSchema.safeParse({ ...ok, daysBefore });
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Enter a whole number of days from 1 to 365']);
    }
  });
  it("says 'Please fill in all fields' for a missing day, policy or method", () => {
    const result = reminderEditFormSchema.safeParse({ policyId: '', daysBefore: null, notificationMethods: [] });
    expect(result.error?.issues.map((i) => i.message)).toEqual(Array(3).fill('Please fill in all fields'));
  });
});
