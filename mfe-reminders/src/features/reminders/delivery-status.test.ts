import { delivery } from '../../testing/sample-data';
import { deliveryStatusView } from './delivery-status';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('deliveryStatusView', () => {
  it('scheduled: the due time in London, or "due now" once it has passed', () => {
    expect(deliveryStatusView(delivery({ status: 'scheduled', at: '2026-11-30T09:00:00.000Z' }), NOW)).toEqual({
      label: 'Queued',
      color: 'default',
      detail: 'Due 30/11/2026 09:00',
    });
    // 08:00 UTC in summer is 09:00 London.
    expect(deliveryStatusView(delivery({ status: 'scheduled', at: '2027-06-01T08:00:00.000Z' }), NOW).detail).toBe('Due 01/06/2027 09:00');
    expect(deliveryStatusView(delivery({ status: 'scheduled', at: '2026-11-20T09:00:00.000Z' }), NOW).detail).toBe(
      'Due now: goes out at the next delivery run',
    );
  });

  it('scheduled but held (an SMS to a number not verified yet): Waiting, with why and when (issue 51 item 24)', () => {
    const reason = 'Not sent until your mobile number is verified (Profile, Verification)';
    expect(deliveryStatusView(delivery({ channel: 'sms', status: 'scheduled', at: '2026-11-30T09:00:00.000Z', reason }), NOW)).toEqual({
      label: 'Waiting',
      color: 'warning',
      detail: `${reason} · Due 30/11/2026 09:00`,
    });
  });

  it('sent: when', () => {
    expect(deliveryStatusView(delivery({ status: 'sent', at: '2026-11-23T09:00:12.000Z' }), NOW)).toEqual({
      label: 'Sent',
      color: 'success',
      detail: '23/11/2026 09:00',
    });
  });

  it('retrying: the next attempt and the reason', () => {
    const view = deliveryStatusView(
      delivery({
        status: 'temporary-failure',
        at: '2026-11-23T09:00:00.000Z',
        nextAttemptAt: '2026-11-23T09:05:00.000Z',
        reason: 'The mail server could not be reached',
      }),
      NOW,
    );
    expect(view).toEqual({ label: 'Retrying', color: 'warning', detail: 'Next attempt 23/11/2026 09:05 · The mail server could not be reached' });
  });

  it('failed and skipped: the reason in plain words', () => {
    expect(deliveryStatusView(delivery({ status: 'permanent-failure', reason: 'The SMS was refused: bad number' }), NOW)).toEqual({
      label: 'Failed',
      color: 'error',
      detail: 'The SMS was refused: bad number',
    });
    expect(deliveryStatusView(delivery({ channel: 'sms', status: 'skipped', reason: 'SMS is not configured' }), NOW)).toEqual({
      label: 'Skipped',
      color: 'default',
      detail: 'SMS is not configured',
    });
  });

  it('sending: since when', () => {
    expect(deliveryStatusView(delivery({ status: 'sending', at: '2026-11-23T09:00:00.000Z' }), NOW).label).toBe('Sending');
  });
});
