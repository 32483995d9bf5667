import type { Policy, Reminder } from '@renewly/shared-contracts';
import { SCHEDULE_HORIZON_MS, scheduledNotifications, scheduleNotifications, type ScheduledNotification } from './scheduled-reminders';

const policy = {
  id: 'p1',
  registrationNumber: 'AB12CDE',
  carManufacturer: 'Ford',
  carModel: 'Focus',
  renewalDate: '2026-12-20',
} as Policy;

function reminder(deliveries: Reminder['deliveries'], policyId = 'p1'): Reminder {
  return { id: 'r1', policyId, title: '30 day renewal reminder', daysBefore: 30, notificationMethods: ['app', 'email'], deliveries };
}

const scheduled = (channel: 'app' | 'email', at: string | null, status: 'scheduled' | 'sent' = 'scheduled') => ({
  channel,
  status,
  at,
  reason: null,
  nextAttemptAt: null,
  attempts: 0,
});

describe('scheduledNotifications', () => {
  it("takes the in-app delivery the server scheduled, with the bell's words and a link to the policy", () => {
    const notes = scheduledNotifications([reminder([scheduled('email', '2026-11-20T09:00:00.000Z'), scheduled('app', '2026-11-20T09:00:00.000Z')])], [policy]);
    expect(notes).toEqual([
      {
        key: 'r1:2026-11-20T09:00:00.000Z',
        title: 'Renewal reminder: Ford Focus (AB12 CDE)',
        body: '30 day renewal reminder: your Ford Focus (AB12 CDE) insurance renews on 20/12/2026.',
        at: new Date('2026-11-20T09:00:00.000Z'),
        url: '/policies?policy=p1',
      },
    ]);
  });

  it('says MOT or road tax, and their date, for those reminders', () => {
    const mot = { ...reminder([scheduled('app', '2026-11-20T09:00:00.000Z')]), title: '14 day MOT reminder', target: 'mot' as const, targetDate: '2027-01-15' };
    const [note] = scheduledNotifications([mot], [policy]);
    expect(note?.title).toBe('MOT reminder: Ford Focus (AB12 CDE)');
    expect(note?.body).toBe('14 day MOT reminder: your Ford Focus (AB12 CDE) MOT expires on 15/01/2027.');
  });

  it('skips reminders with nothing scheduled in the app, already sent, or whose policy is unknown', () => {
    expect(scheduledNotifications([reminder([scheduled('email', '2026-11-20T09:00:00.000Z')])], [policy])).toEqual([]);
    expect(scheduledNotifications([reminder([scheduled('app', '2026-11-20T09:00:00.000Z', 'sent')])], [policy])).toEqual([]);
    expect(scheduledNotifications([reminder([scheduled('app', '2026-11-20T09:00:00.000Z')], 'other')], [policy])).toEqual([]);
    expect(scheduledNotifications([reminder(undefined)], [policy])).toEqual([]);
  });
});

describe('scheduleNotifications (a timer until the target time, only if it is in the future)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const note = (key: string, offsetMs: number): ScheduledNotification => ({
    key,
    title: key,
    body: '',
    at: new Date(Date.now() + offsetMs),
    url: '/',
  });

  it('fires each future one at its time and never a past one', () => {
    const shown: string[] = [];
    scheduleNotifications([note('past', -1000), note('soon', 60_000), note('later', 3_600_000)], (n) => shown.push(n.key));
    jest.advanceTimersByTime(59_999);
    expect(shown).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(shown).toEqual(['soon']);
    jest.advanceTimersByTime(3_600_000);
    expect(shown).toEqual(['soon', 'later']);
  });

  it('leaves ones beyond the horizon to a later read, and the stop function clears the timers', () => {
    const shown: string[] = [];
    const stop = scheduleNotifications([note('far', SCHEDULE_HORIZON_MS + 1), note('near', 1000)], (n) => shown.push(n.key));
    stop();
    jest.advanceTimersByTime(SCHEDULE_HORIZON_MS + 2);
    expect(shown).toEqual([]);
  });
});
