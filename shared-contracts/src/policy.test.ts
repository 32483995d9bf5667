import { MESSAGES } from './messages';
import { policyInputSchema } from './features/policy-input';
import { policySchema, policyStatusUpdateSchema } from './features/schemas/policy';

const minimal = {
  registrationNumber: 'ab12 cde',
  carManufacturer: 'Ford',
  carModel: 'Focus',
  renewalDate: '2026-09-01',
};

describe('policyInputSchema', () => {
  it('normalises the plate and fills defaults', () => {
    expect(policyInputSchema.parse(minimal)).toEqual({
      registrationNumber: 'AB12CDE',
      carManufacturer: 'Ford',
      carModel: 'Focus',
      renewalDate: '2026-09-01',
      isActive: true,
      reminderMethods: ['app'],
    });
  });

  it.each([
    ['carManufacturer', MESSAGES.carMakeTooLong],
    ['carModel', MESSAGES.carModelTooLong],
    ['insurer', MESSAGES.insurerTooLong],
  ])('names the field when %s is too long', (field, message) => {
    const result = policyInputSchema.safeParse({ ...minimal, [field]: 'x'.repeat(101) });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
  });

  it('treats empty strings and null as absent for optional fields', () => {
    const parsed = policyInputSchema.parse({
      ...minimal,
      insurer: '',
      motExpiryDate: '',
      roadTaxExpiryDate: null,
      currentPremium: '',
      excess: null,
      coverage: '',
    });
    expect(parsed).toEqual(policyInputSchema.parse(minimal));
  });

  it('accepts every optional field', () => {
    expect(
      policyInputSchema.parse({
        ...minimal,
        insurer: 'Admiral',
        motExpiryDate: '2026-05-01',
        roadTaxExpiryDate: '2026-06-30',
        currentPremium: 450.5,
        excess: '250',
        coverage: 'Third Party Fire & Theft',
        isActive: false,
        reminderDays: [30, 10, 30],
        reminderMethods: ['email', 'sms'],
      }),
    ).toMatchObject({
      currentPremium: '450.5',
      excess: 250,
      coverage: 'Third Party Fire & Theft',
      isActive: false,
      reminderDays: [30, 10],
      reminderMethods: ['email', 'sms'],
    });
  });

  it("takes last year's premium like the current one, clears it with '' or null and leaves it out when not sent", () => {
    expect(policyInputSchema.parse({ ...minimal, previousPremium: 612.4 }).previousPremium).toBe('612.4');
    expect(policyInputSchema.parse({ ...minimal, previousPremium: ' 1104.20 ' }).previousPremium).toBe('1104.20');
    expect(policyInputSchema.parse({ ...minimal, previousPremium: '' }).previousPremium).toBeNull();
    expect(policyInputSchema.parse({ ...minimal, previousPremium: null }).previousPremium).toBeNull();
    expect('previousPremium' in policyInputSchema.parse(minimal)).toBe(false);
  });

  it('gives the spec message for each missing required field', () => {
    const result = policyInputSchema.safeParse({ registrationNumber: '', carManufacturer: '', carModel: ' ', renewalDate: '' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['registrationNumber', MESSAGES.policyRequiredFields],
      ['carManufacturer', MESSAGES.policyRequiredFields],
      ['carModel', MESSAGES.policyRequiredFields],
      ['renewalDate', MESSAGES.policyRequiredFields],
    ]);
  });

  it.each([
    ['registrationNumber', 'NOT A PLATE'],
    ['renewalDate', '2026-02-30'],
    ['renewalDate', '01/09/2026'],
    ['motExpiryDate', '2026-13-01'],
    ['currentPremium', '-1'],
    ['currentPremium', '12.345'],
    ['currentPremium', 'abc'],
    ['currentPremium', -5],
    ['previousPremium', 'abc'],
    ['previousPremium', '12.345'],
    ['previousPremium', true],
    ['excess', '1e3'],
    ['coverage', 'Fully Comp'],
    ['reminderDays', [15]],
    ['reminderMethods', []],
    ['reminderMethods', ['pigeon']],
    ['isActive', 'yes'],
    ['carModel', { $gt: '' }],
    ['insurer', 'x'.repeat(101)],
    ['owner', 'someone-else'],
  ])('rejects %s = %j', (field, value) => {
    expect(policyInputSchema.safeParse({ ...minimal, [field]: value }).success).toBe(false);
  });
});

describe('money field messages', () => {
  it.each([
    ['currentPremium', '-5'],
    ['previousPremium', '-5'],
    ['previousPremium', '£600'],
    ['excess', -1],
    ['excess', '12.345'],
  ])('reports %s = %j as an invalid amount', (field, value) => {
    const r = policyInputSchema.safeParse({ ...minimal, [field]: value });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MESSAGES.invalidAmount);
  });
});

describe('policySchema', () => {
  it('parses an API policy, tolerating null optional fields', () => {
    const policy = policySchema.parse({
      id: '64b7f0c2a1b2c3d4e5f60718',
      registrationNumber: 'AB12CDE',
      carManufacturer: 'Ford',
      carModel: 'Focus',
      policyNumber: 'RNW-123456',
      insurer: null,
      renewalDate: '2026-09-01',
      motExpiryDate: null,
      roadTaxExpiryDate: '2026-06-30',
      currentPremium: '450.50',
      previousPremium: '398.00',
      excess: 250,
      coverage: 'Comprehensive',
      isActive: true,
      createdAt: '2026-01-01T10:00:00.000Z',
    });
    expect(policy.previousPremium).toBe('398.00');
    expect(policy.quotes).toEqual([]);
    expect(policy.insurer).toBeNull();
  });
});

describe('policyStatusUpdateSchema', () => {
  it('takes only a boolean isActive', () => {
    expect(policyStatusUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(policyStatusUpdateSchema.safeParse({ isActive: 'false' }).success).toBe(false);
    expect(policyStatusUpdateSchema.safeParse({ isActive: true, userId: 'x' }).success).toBe(false);
    expect(policyStatusUpdateSchema.safeParse({}).success).toBe(false);
  });
});
