import { LazyConfirmPopover } from '../../../../../federation/lazy-confirm-popover';
import { readableTagColours } from '../../../../../federation/tag-colours';
import { daysToRenewal, DVLA_CHECK_NOW, dvlaAlertText, dvlaNotFoundText, formatGBP, formatUkDate, policyStatus, renewalPriceRise, type Policy } from '@renewly/shared-contracts';
import { NoticeFileButton } from '../../renewal-import/notice-file-input';
import { PriceRiseNote } from '../../renewal-import/price-rise-note';
import { PolicyStatusTag } from './policy-status-tag';
import { ButtonSpinner } from './policies-page-styles';
import { RegistrationPlate } from '../../../components/registration-plate';
import { renewalCountdown } from '../../../components/renewal-countdown';
import { BestQuoteDayLine } from '../../../components/best-quote-day-line';
import { PolicyYears, RenewalQuestion, type RenewalQuestionProps } from '../../policy-years/policy-years';
import { firstAction } from '../../../../../federation/held-tap';
import { earlyDialogFor } from '../../../../../federation/early-dialog';
import { earlyEditPolicy } from '../policy.form';
import { earlyShare } from '../../sharing/share.form';
import { earlyReceivedQuotes } from '../../received-quotes/received-quote.form';
import { DOCUMENTS_TEXTS } from '@renewly/shared-contracts/features/policy-documents-texts';

export interface PolicyCardProps {
  policy: Policy;
  onEdit: (policy: Policy) => void;
  onDelete: (policy: Policy) => void;
  onToggleActive: (policy: Policy, isActive: boolean) => void;
  /** A renewal notice was chosen for this policy ('Import renewal notice'). */
  onImport: (policy: Policy, file: File) => void;
  /** The import button was pointed at or focused: the importer can start loading. */
  onImportIntent?: () => void;
  /** The owner's 'Share' (issue 27). */
  onShare: (policy: Policy) => void;
  /** A member's 'Leave'. */
  onLeave: (policy: Policy) => void;
  /** 'Quotes you got' (issue 39 §3): the real quotes of this renewal and the message to the insurer. */
  onQuotes?: (policy: Policy) => void;
  /** 'Documents' (issue 49 part 2): the car's papers. */
  onDocuments?: (policy: Policy) => void;
  /** The Documents button was pointed at or focused: its dialog can start loading. */
  onDocumentsIntent?: () => void;
  /** 'Check with the DVLA now' (owner or editor, issue 36). */
  onCheckDvla: (policy: Policy) => void;
  checkingDvla?: boolean;
  /** An answer to "What happened at renewal?" (issue 39): opens its dialog. */
  onAnswerRenewal?: RenewalQuestionProps['onAnswer'];
  /** 'Edit price history' (owner or editor, issue 39 §1): opens its dialog. */
  onEditHistory?: (policy: Policy) => void;
  leaving?: boolean;
  toggling?: boolean;
  deleting?: boolean;
}

const dash = (value: string) => value || '—';

/** One policy: plate, status, vehicle, renewal, dates and figures, the active switch, edit and delete (plain markup). */
export function PolicyCard(props: PolicyCardProps) {
  const { policy, onEdit, onDelete, onToggleActive, onImport, onImportIntent, onShare, onLeave, onCheckDvla, onQuotes, onDocuments, onDocumentsIntent, onAnswerRenewal, onEditHistory, toggling, deleting, leaving, checkingDvla } =
    props;
  // What this user may do with it (issue 27): the owner everything; an editor edits, imports and switches it; a viewer reads.
  const access = policy.access ?? 'owner';
  const canEdit = access !== 'viewer';
  // Asking the DVLA may move the dates: only where the dates are kept from it at all.
  const canCheckDvla = canEdit && policy.isActive && policy.dvlaRefreshAvailable && policy.dvlaRefresh;
  const days = daysToRenewal(policy.renewalDate);
  const vehicle = `${policy.carManufacturer} ${policy.carModel}`;
  const reg = policy.registrationNumber;
  const rise = renewalPriceRise(policy);
  const facts = [
    { key: 'mot', label: 'MOT', value: dash(formatUkDate(policy.motExpiryDate)) },
    { key: 'tax', label: 'Road tax', value: dash(formatUkDate(policy.roadTaxExpiryDate)) },
    { key: 'premium', label: 'Premium', value: dash(formatGBP(policy.currentPremium)) },
    { key: 'previous', label: 'Last year', value: dash(formatGBP(policy.previousPremium)) },
    { key: 'excess', label: 'Excess', value: dash(formatGBP(policy.excess)) },
    { key: 'coverage', label: 'Cover', value: dash(policy.coverage ?? ''), wide: true },
  ];
  return (
    <article
      className="pp-card"
      data-testid="policy-card"
      data-registration={reg}
      data-inactive={policy.isActive ? undefined : 'true'}
      aria-label={`${reg} ${vehicle}`}
    >
      <div className="pp-row">
        <RegistrationPlate registration={reg} />
        <span className="pp-tags">
          {policy.sharedBy && (
            <span className="pp-tag pp-tag-default" data-testid="shared-by">
              Shared by {policy.sharedBy.firstName}
            </span>
          )}
          {!policy.isActive && (
            <span className="pp-tag pp-tag-default" data-testid="inactive-tag">
              Inactive
            </span>
          )}
          {policy.isActive &&
            (policy.dvlaAlerts ?? []).map((a) => (
              <span key={a.kind} className="pp-tag" style={readableTagColours.gold} data-testid="dvla-alert">
                {dvlaAlertText(a)}
              </span>
            ))}
          <PolicyStatusTag status={policyStatus(days)} />
        </span>
      </div>
      <div>
        <h2 className="pp-title">{vehicle}</h2>
        <span className="pp-muted">
          {policy.insurer || 'Insurer not set'} · {policy.policyNumber}
          {policy.insurerPolicyNumber && ` · Insurer's no. ${policy.insurerPolicyNumber}`}
        </span>
      </div>
      <div>
        <span className="pp-strong">Renewal: {formatUkDate(policy.renewalDate)}</span>{' '}
        <span className={days <= 30 ? 'pp-warning' : 'pp-muted'}>({renewalCountdown(days)})</span>
      </div>
      {onAnswerRenewal && <RenewalQuestion policy={policy} onAnswer={onAnswerRenewal} />}
      {policy.isActive && <BestQuoteDayLine renewalDate={policy.renewalDate} />}
      <dl className="pp-facts">
        {facts.map((f) => (
          <div key={f.key} className={f.wide ? 'pp-fact pp-fact-wide' : 'pp-fact'}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {rise && <PriceRiseNote rise={rise} />}
      <PolicyYears policy={policy} onEditHistory={onEditHistory} />
      {policy.dvlaNotFound && (
        <span className="pp-warning pp-small" data-testid="dvla-not-found">
          {dvlaNotFoundText(reg)}
        </span>
      )}
      {(policy.dvlaCheckedAt || canCheckDvla) && (
        <div className="pp-row">
          {policy.dvlaCheckedAt && (
            <span className="pp-muted pp-small" data-testid="dvla-checked">
              Checked with DVLA {formatUkDate(policy.dvlaCheckedAt)}
            </span>
          )}
          {canCheckDvla && (
            <button
              type="button"
              className="pp-button pp-button-link"
              disabled={checkingDvla}
              aria-busy={checkingDvla || undefined}
              aria-label={`${DVLA_CHECK_NOW.button}: ${reg}`}
              onClick={() => onCheckDvla(policy)}
            >
              {checkingDvla && <ButtonSpinner />}
              {DVLA_CHECK_NOW.button}
            </button>
          )}
        </div>
      )}
      <div className="pp-row pp-row-start">
        {canEdit && (
          <NoticeFileButton
            className="pp-button pp-button-link"
            label={`Import renewal notice for ${reg}`}
            onFile={(file) => onImport(policy, file)}
            onIntent={onImportIntent}
          />
        )}
        {onQuotes && (
          <button type="button" className="pp-button pp-button-link" aria-label={`Quotes you got for ${reg}`} onClick={() => onQuotes(policy)} {...firstAction('received-quotes')}
            {...earlyDialogFor(earlyReceivedQuotes(policy))}
          >
            Quotes you got
          </button>
        )}
        {onDocuments && (
          <button
            type="button"
            className="pp-button pp-button-link"
            aria-label={DOCUMENTS_TEXTS.buttonLabel(reg)}
            onClick={() => onDocuments(policy)}
            onPointerEnter={onDocumentsIntent}
            onFocus={onDocumentsIntent}
          >
            {DOCUMENTS_TEXTS.button}
          </button>
        )}
      </div>
      <div className="pp-row">
        <label className="pp-switch-label">
          <button
            type="button"
            role="switch"
            className="pp-switch"
            aria-checked={policy.isActive}
            aria-busy={toggling || undefined}
            disabled={toggling || !canEdit}
            onClick={() => onToggleActive(policy, !policy.isActive)}
            aria-label={`Active: ${reg}`}
          />
          <span>{policy.isActive ? 'Active' : 'Inactive'}</span>
        </label>
        <span className="pp-actions">
          {canEdit && (
            <button type="button" className="pp-button" onClick={() => onEdit(policy)} aria-label={`Edit ${reg}`} {...firstAction('policy-form')}
              {...earlyDialogFor(earlyEditPolicy(policy))}
            >
              Edit
            </button>
          )}
          {access === 'owner' ? (
            <>
              <button type="button" className="pp-button" onClick={() => onShare(policy)} aria-label={`Share ${reg}`} {...firstAction('share')}
                {...earlyDialogFor(earlyShare(policy))}
              >
                Share
              </button>
              <ConfirmedDangerButton
                question="Delete this policy?"
                description="Its reminders and quotes are deleted too."
                action="Delete"
                label={`Delete ${reg}`}
                busy={deleting}
                onConfirm={() => onDelete(policy)}
              />
            </>
          ) : (
            <ConfirmedDangerButton
              question="Leave this shared car?"
              description="It goes from your Renewly, with your reminders for it."
              action="Leave"
              label={`Leave ${reg}`}
              busy={leaving}
              onConfirm={() => onLeave(policy)}
            />
          )}
        </span>
      </div>
    </article>
  );
}

/** A danger button that asks first (the themed confirm loads at the first press). */
function ConfirmedDangerButton(props: {
  question: string;
  description: string;
  action: string;
  label: string;
  busy?: boolean;
  onConfirm: () => void;
}) {
  const { question, description, action, label, busy, onConfirm } = props;
  return (
    <LazyConfirmPopover
      title={question}
      description={description}
      okText={action}
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={onConfirm}
    >
      <button type="button" className="pp-button pp-button-danger" disabled={busy} aria-busy={busy || undefined} aria-label={label}>
        {busy && <ButtonSpinner />}
        {action}
      </button>
    </LazyConfirmPopover>
  );
}
