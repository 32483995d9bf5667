// Savings that are real (issue 39 §6): from the policy years only, where both the renewal offer and the price paid
// are known ("You saved £432 since 2024 by not auto-renewing"). Never added to the estimated savings tile.
import { realSavings, realSavingsText } from '@renewly/shared-contracts';
import { usePolicies } from '../../../api/get-policies';

export function RealSavingsLine() {
  const policies = usePolicies();
  const text = policies.data ? realSavingsText(realSavings(policies.data)) : null;
  if (!text) return null;
  return (
    <p className="rp-card rp-real-savings" data-testid="real-savings">
      <strong>{text}</strong>
      <span className="rp-tile-hint">From the prices you paid and your insurers&apos; renewal offers: real figures, not estimates.</span>
    </p>
  );
}
