import { tipOfTheDay } from '@renewly/shared-contracts/features/tip-of-the-day';
import { useInsuranceTips } from '../api/get-insurance-tips';
import { SkeletonLines } from './dashboard-styles';

/** Today's tip: day-of-year modulo the number of tips, or the fallback tip when none load (spec §7). */
export function SmartTipCard() {
  const tips = useInsuranceTips();
  const tip = tips.isPending ? null : tipOfTheDay(tips.data ?? []);
  return (
    <section className="rp-card" data-testid="smart-tip" aria-labelledby="rp-tip-heading">
      <h2 id="rp-tip-heading">Today&apos;s Smart Tip</h2>
      {!tip ? (
        <SkeletonLines rows={3} label="Loading today's tip" />
      ) : (
        <>
          <h3 style={{ margin: '0 0 6px', fontSize: 15 }} data-testid="tip-title">
            {tip.title}
          </h3>
          <p style={{ margin: '0 0 8px', lineHeight: 1.5 }}>{tip.description}</p>
          <span className="rp-tag rp-tag-plain">{tip.category}</span>
        </>
      )}
    </section>
  );
}
