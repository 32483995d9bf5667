// On the policy card (issue 39): the renewal question once the date has passed, the prices of the last three years
// ('Paid £612 in 2025, £540 in 2024') and the price history chart. Plain markup (drawn by the server too, no antd);
// the answer's dialog loads at the first press.
import {
  addDays,
  displayRegistration,
  formatUkDate,
  londonToday,
  paidHistoryLine,
  RENEWAL_QUESTION,
  renewalQuestionState,
  STILL_INSURED_AFTER_DAYS,
  type Policy,
} from '@renewly/shared-contracts';
import type { RenewalAnswerFormValues } from '@renewly/shared-contracts/features/policy-terms-input';
import { chartYears, PriceHistoryChart, PRICE_HISTORY_CSS } from './price-history-chart';
import { firstAction } from '../../../../federation/held-tap';
import { earlyDialogFor } from '../../../../federation/early-dialog';
import { earlyPriceHistory } from './price-history.form';

export interface RenewalQuestionProps {
  policy: Policy;
  /** An answer button was pressed (owner or editor); `changingFor`: the date of an answer already given. */
  onAnswer: (policy: Policy, answer: RenewalAnswerFormValues['answer'], stillInsured: boolean, changingFor?: string) => void;
}

/** The policy rolled on at `termStart` less than 30 days ago: its answer may still be changed from the card. */
function recentlyAnswered(policy: Policy, today: string): string | null {
  const from = policy.termStart;
  if (!from || policy.terms?.at(-1)?.end !== from) return null;
  return today >= from && today < addDays(from, STILL_INSURED_AFTER_DAYS) ? from : null;
}

/** "What happened at renewal?" from the day after the date; "Is {plate} still insured?" 30 days after. */
export function RenewalQuestion({ policy, onAnswer }: RenewalQuestionProps) {
  const today = londonToday();
  const state = renewalQuestionState(policy, today);
  const canAnswer = (policy.access ?? 'owner') !== 'viewer';
  const answered = state === 'none' && canAnswer ? recentlyAnswered(policy, today) : null;
  if (answered) {
    const previous = policy.termBought === 'switched' ? 'switched' : 'renewed';
    return (
      <div>
        <button type="button" className="pp-button pp-button-link" data-testid="change-renewal-answer" onClick={() => onAnswer(policy, previous, false, answered)}>
          Change your answer for the renewal on {formatUkDate(answered)}
        </button>
      </div>
    );
  }
  if (state === 'none') return null;
  const reg = displayRegistration(policy.registrationNumber);
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

/** The history line and chart, when there is more than the current year to show; for the owner and editors, the
 *  button that corrects it (or adds an earlier year to a policy added mid-life). */
export function PolicyYears({ policy, onEditHistory }: { policy: Policy; onEditHistory?: (policy: Policy) => void }) {
  const canEdit = !!onEditHistory && (policy.access ?? 'owner') !== 'viewer';
  const hasHistory = chartYears(policy).length >= 2;
  if (!hasHistory && !canEdit) return null;
  const reg = policy.registrationNumber;
  const editButton = canEdit && (
    <button
      type="button"
      className="pp-button pp-button-link py-edit-history"
      aria-label={`${hasHistory ? 'Edit price history' : 'Add price history'} for ${reg}`}
      data-testid="edit-price-history"
      {...firstAction('price-history')}
      {...earlyDialogFor(earlyPriceHistory(policy))}
      onClick={() => onEditHistory(policy)}
    >
      {hasHistory ? 'Edit price history' : 'Add price history'}
    </button>
  );
  if (!hasHistory) return <div className="py-years">{editButton}</div>;
  const line = paidHistoryLine(policy);
  return (
    <div className="py-years" data-testid="policy-years">
      {line && (
        <span className="pp-small" data-testid="paid-history">
          {line}
        </span>
      )}
      <PriceHistoryChart policy={policy} />
      {editButton}
    </div>
  );
}

export const POLICY_YEARS_CSS = `${PRICE_HISTORY_CSS}
.py-years { display: flex; flex-direction: column; gap: 6px; }
.py-edit-history { align-self: flex-start; }
.py-question { display: flex; flex-direction: column; gap: 8px; padding: 10px 12px; border-radius: 8px; border: 1px solid #e0b252; background: #fff8e1; }
.py-question-urgent { border-color: #cf1322; background: #fff1f0; }
.py-question-title { margin: 0; font-size: 14px; font-weight: 600; }
.py-question-answers { display: flex; flex-wrap: wrap; gap: 6px; }
`;
