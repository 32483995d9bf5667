import { policyStatus } from '@renewly/shared-contracts';
import { renewalCountdown } from './renewal-countdown';

describe('renewalCountdown', () => {
  it('words each day', () => {
    expect(renewalCountdown(0)).toBe('Renewal date is today');
    expect(renewalCountdown(1)).toBe('Renews tomorrow');
    expect(renewalCountdown(12)).toBe('Renews in 12 days');
    expect(renewalCountdown(-1)).toBe('Expired yesterday');
    expect(renewalCountdown(-3)).toBe('Expired 3 days ago');
  });

  it('never promises a renewal for a policy the shared rule calls expired', () => {
    for (let days = -5; days <= 70; days += 1) {
      if (policyStatus(days) === 'expired') expect(renewalCountdown(days)).not.toMatch(/^Renews/);
      else expect(renewalCountdown(days)).toMatch(/^Renews/);
    }
  });
});
