// On the policy card (issue 39): the renewal question once the date has passed, the prices of the last three years
// ('Paid £612 in 2025, £540 in 2024') and the price history chart. Plain markup (drawn by the server too, no antd);
// the answer's dialog loads at the first press.
import { displayRegistration, londonToday, paidHistoryLine, RENEWAL_QUESTION, renewalQuestionState, type Policy } from '@renewly/shared-contracts';
import type { RenewalAnswerFormValues } from '@renewly/shared-contracts/features/policy-terms-input';
import { chartYears, PriceHistoryChart, PRICE_HISTORY_CSS } from './price-history-chart';

export interface RenewalQuestionProps {
  policy: Policy;
  /** An answer button was pressed (owner or editor). */
  onAnswer: (policy: Policy, answer: RenewalAnswerFormValues['answer'], stillInsured: boolean) => void;
}

/** "What happened at renewal?" from the day after the date; "Is {plate} still insured?" 30 days after. */
export function RenewalQuestion({ policy, onAnswer }: RenewalQuestionProps) {
  const state = renewalQuestionState(policy, londonToday());
  if (state === 'none') return null;
  const reg = displayRegistration(policy.registrationNumber);
  const canAnswer = (policy.access ?? 'owner') !== 'viewer';
  const question = state === 'ask' ? RENEWAL_QUESTION.title : RENEWAL_QUESTION.stillInsured(reg);
  const headingId = `renewal-question-${policy.id}`;
  const still = state === 'stillInsured';
  return (
    <section className={still ? 'py-question py-question-urgent' : 'py-question'} aria-labelledby={headingId} data-testid="renewal-question">
      <h3 id={headingId} className="py-question-title">
        {question}
      </h3>
      {canAnswer ? (
        <div className="py-question-answers">
          <button type="button" className="pp-button" onClick={() => onAnswer(policy, 'renewed', still)}>
            {RENEWAL_QUESTION.renewed(policy.insurer)}
          </button>
          <button type="button" className="pp-button" onClick={() => onAnswer(policy, 'switched', still)}>
            {RENEWAL_QUESTION.switched}
          </button>
          <button type="button" className="pp-button" onClick={() => onAnswer(policy, 'stopped', still)}>
            {RENEWAL_QUESTION.stopped}
          </button>
        </div>
      ) : (
        <span className="pp-muted pp-small">The owner or an editor can answer.</span>
      )}
    </section>
  );
}

/** The history line and chart, when there is more than the current year to show. */
export function PolicyYears({ policy }: { policy: Policy }) {
  if (chartYears(policy).length < 2) return null;
  const line = paidHistoryLine(policy);
  return (
    <div className="py-years" data-testid="policy-years">
      {line && (
        <span className="pp-small" data-testid="paid-history">
          {line}
        </span>
      )}
      <PriceHistoryChart policy={policy} />
    </div>
  );
}

export const POLICY_YEARS_CSS = `${PRICE_HISTORY_CSS}
.py-years { display: flex; flex-direction: column; gap: 6px; }
.py-question { display: flex; flex-direction: column; gap: 8px; padding: 10px 12px; border-radius: 8px; border: 1px solid #e0b252; background: #fff8e1; }
.py-question-urgent { border-color: #cf1322; background: #fff1f0; }
.py-question-title { margin: 0; font-size: 14px; font-weight: 600; }
.py-question-answers { display: flex; flex-wrap: wrap; gap: 6px; }
`;
