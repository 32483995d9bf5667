import type { DeliveryContext } from '../delivery-channel';
import { gsmLength, toGsm } from './gsm';
import { reminderSms } from './reminder-sms';

const ctx = (
  policy: Partial<DeliveryContext['policy']>,
  origin = 'https://app.renewly.co.uk',
  target: Pick<DeliveryContext, 'target' | 'targetDate'> = { target: 'renewal', targetDate: policy.renewalDate ?? '2026-04-05' },
): DeliveryContext => ({
  deliveryId: 'd',
  attemptNo: 1,
  userId: 'u',
  reminderId: 'r',
  recipient: { firstName: 'A', email: null, mobileNumber: '07700900123', mobileVerified: true },
  policy: {
    id: '64b7f0c2a1b2c3d4e5f60718',
    registrationNumber: 'AB12CDE',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    insurer: 'Admiral',
    renewalDate: '2026-04-05',
    ...policy,
  },
  ...target,
  daysLeft: 1,
  policyUrl: `${origin}/policies?policy=64b7f0c2a1b2c3d4e5f60718`,
});

test('a short reminder keeps every part', () => {
  expect(reminderSms(ctx({}))).toBe(
    'Renewly: your Ford Focus (AB12 CDE) insurance with Admiral renews on 05/04/2026, tomorrow. https://app.renewly.co.uk/policies?policy=64b7f0c2a1b2c3d4e5f60718',
  );
});

test('a long one drops the insurer, then shortens the vehicle, and stays one GSM message with the date and link', () => {
  const text = reminderSms(ctx({ carManufacturer: 'Mercedes-Benz', carModel: 'GLE Coupé 400d 4MATIC Premium Plus', insurer: 'Très Long Insurance Company Ltd' }));
  expect(gsmLength(text)).toBeLessThanOrEqual(160);
  expect(text).not.toContain('Insurance Company');
  expect(text).toContain('(AB12 CDE) insurance renews on 05/04/2026, tomorrow. https://app.renewly.co.uk/policies?policy=');
  expect(text).toMatch(/^Renewly: your Mercedes-Benz GLE/);
});

test('characters outside the GSM alphabet are replaced so the message is never sent as UCS-2', () => {
  expect(toGsm('Škoda Octavia – “vRS” 🚗')).toBe('Skoda Octavia ? ?vRS? ?');
  expect(gsmLength(toGsm('Škoda Octavia – “vRS” 🚗'))).toBe(23);
  expect(gsmLength('€[]')).toBe(6);
});

test('MOT and road-tax reminders say so, against their own date, without the insurer', () => {
  expect(reminderSms(ctx({}, 'https://app.renewly.co.uk', { target: 'mot', targetDate: '2026-06-30' }))).toBe(
    'Renewly: your Ford Focus (AB12 CDE) MOT expires on 30/06/2026, tomorrow. https://app.renewly.co.uk/policies?policy=64b7f0c2a1b2c3d4e5f60718',
  );
  expect(reminderSms(ctx({}, 'https://app.renewly.co.uk', { target: 'roadTax', targetDate: '2026-07-01' }))).toBe(
    'Renewly: your Ford Focus (AB12 CDE) road tax is due on 01/07/2026, tomorrow. https://app.renewly.co.uk/policies?policy=64b7f0c2a1b2c3d4e5f60718',
  );
});
