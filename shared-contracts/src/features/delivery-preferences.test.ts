import { deliveryPreferencesSchema } from './delivery-preferences';

const DEFAULTS = { deliveryHour: 9, quietHours: { enabled: false, start: 21, end: 8 }, defaultChannels: null };

const valid = { deliveryHour: 7, quietHours: { enabled: true, start: 21, end: 8 }, defaultChannels: ['sms', 'app'] };

describe('deliveryPreferencesSchema', () => {
  it('accepts whole hours 0-23, quiet hours spanning midnight, channels or null', () => {
    expect(deliveryPreferencesSchema.parse(valid)).toEqual(valid);
    expect(deliveryPreferencesSchema.parse({ ...valid, deliveryHour: 0, defaultChannels: null }).defaultChannels).toBeNull();
    expect(deliveryPreferencesSchema.parse(DEFAULTS)).toEqual(DEFAULTS);
  });
  it.each([
    ['an hour of 24', { ...valid, deliveryHour: 24 }, 'The delivery time must be a whole hour from 0 to 23'],
    ['half an hour', { ...valid, deliveryHour: 9.5 }, 'The delivery time must be a whole hour from 0 to 23'],
    ['a string hour', { ...valid, deliveryHour: '09:00' }, 'The delivery time must be a whole hour from 0 to 23'],
    ['quiet hours of no length', { ...valid, quietHours: { enabled: true, start: 8, end: 8 } }, 'Quiet hours must start and end at different times'],
    ['no channel', { ...valid, defaultChannels: [] }, 'Choose at least one channel'],
  ])('refuses %s with a message', (_name, input, message) => {
    const r = deliveryPreferencesSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(message);
  });
  it('refuses unknown keys and channels', () => {
    expect(deliveryPreferencesSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
    expect(deliveryPreferencesSchema.safeParse({ ...valid, defaultChannels: ['fax'] }).success).toBe(false);
  });
});
