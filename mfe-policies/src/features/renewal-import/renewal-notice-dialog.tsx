// 'Check your renewal notice' (issue 25): reads the chosen file on this device (read-notice/, loaded on first use),
// shows every field found beside the value Renewly holds now with the notice's own words, and saves nothing until
// 'Save changes' (through the normal update API: same validation, same errors).
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Input, InputNumber, Modal, Progress, Select } from 'antd';
import { COVERAGE_OPTIONS, displayRegistration, londonToday, priceRise, refusedMessage, showToast, TOASTS, type Policy } from '@renewly/shared-contracts';
import { looksLikeRenewalNotice, parseRenewalNotice, type RenewalNotice } from '@renewly/shared-contracts/features/renewal-notice';
import { useDiscardGuard } from '../../../../federation/discard-changes-modal';
import { usePolicies } from '../../api/get-policies';
import { useUpdatePolicy } from '../policies/api/update-policy';
import { UkDatePicker } from '../policies/components/uk-date-picker';
import { CHECK_MARKED, IMPORT_TITLE, NOT_A_NOTICE, PHOTO_NOT_A_NOTICE, progressPercent, progressText, READ_ON_DEVICE, READER_NOT_LOADED } from './import-wording';
import type { ReadProgress } from './read-notice/read-notice';
import { useNoticeFilePicker } from './notice-file-input';
import { useLostAccess } from '../sharing/lost-access';
import { PriceRiseNote } from './price-rise-note';
import { ForwardingLine } from './forwarding-line';
import { INBOUND_READING_TEXTS, senderLine, type InboundReading } from '@renewly/shared-contracts/features/inbound-readings';
import { useInboundReading, useMarkReadingReviewed } from './api/inbound-readings';
import { KeepNoticeCheckbox, useFinishReview, useKeepNoticeChoice } from './keep-notice';
import { canKeepNoticeFile } from './keep-notice-file';
import { fieldsToCheck, initialReviewValues, otherPolicyForNotice, policyForNotice, reviewedPolicyBody, reviewRows, type ReviewField, type ReviewRow, type ReviewValues } from './review-rows';

export interface RenewalNoticeDialogProps {
  /** The policy whose card (or edit dialog) the notice was chosen from; null for a forwarded email's (issue 49). */
  policy: Policy | null;
  /** A file chosen on this device... */
  file?: File;
  /** ...or a forwarded email's reading, kept by the server (issue 49): its car is the one its plate names, or the user's pick. */
  readingId?: string;
  onClose: () => void;
}

type Phase =
  /** `percent` is the furthest the bar has been: one bar that only moves forward, whatever the stages report. */
  | { kind: 'reading'; progress: ReadProgress | null; percent: number }
  | { kind: 'failed'; message: string }
  | { kind: 'review'; notice: RenewalNotice }
  /** A forwarded email's reading: being fetched, then its car chosen when no plate matched (issue 49). */
  | { kind: 'loading' }
  | { kind: 'pick'; notice: RenewalNotice };

// The price rise's own rules come with the policies page's styles (the only page that opens this dialog).
const CSS = `
.rn-note { margin: 0 0 12px; color: rgba(0,0,0,0.65); }
.rn-unverified { color: #ad4e00; }
.rn-rows { display: grid; gap: 12px; }
.rn-row { display: grid; gap: 4px; padding: 10px 12px; border: 1px solid #dbe3e8; border-radius: 8px; }
.rn-row[data-check] { border-color: #e0b252; background: #fffdf5; }
.rn-row label { font-weight: 600; }
.rn-held, .rn-missing, .rn-unsure { font-size: 13px; color: #5b6b75; }
.rn-snippet { margin: 0; padding: 2px 8px; font-size: 13px; border-left: 3px solid #8cc7d9; color: #1c2b33; background: #f4f7f9; }
.rn-error { color: #b42318; font-size: 13px; }
.rn-rise { margin: 12px 0; }
.rn-derived { font-size: 13px; color: #5b4a1c; }
.rn-keep { margin-top: 16px; }
.rn-keep .rn-held { margin: 2px 0 0 24px; }
/* A warning's button or tick under its words on a phone, not squeezed beside them one word a line. */
@media (max-width: 575px) {
  .rn-stacked.ant-alert { flex-wrap: wrap; row-gap: 8px; align-items: flex-start; }
  .rn-stacked .ant-alert-section { flex: 1 1 calc(100% - 32px); min-width: 0; }
  .rn-stacked .ant-alert-actions { flex: 1 1 100%; margin-inline-start: 0; padding-inline-start: 24px; }
}
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the dialog's last control comes back to its first, Shift+Tab from the first goes to the last: focus never
 * leaves for the page behind (antd's own focus lock let it go to the page's body here, issue 37).
 */
function KeepFocusInside({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null && !el.closest('[aria-hidden="true"]'),
      );
      if (controls.length === 0) return;
      const [first, last] = [controls[0]!, controls[controls.length - 1]!];
      const active = document.activeElement;
      if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && (active === first || !element.contains(active))) {
        event.preventDefault();
        last.focus();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);
  return <div ref={box}>{children}</div>;
}

export function RenewalNoticeDialog({ policy, file, readingId, onClose }: RenewalNoticeDialogProps) {
  const [current, setCurrent] = useState(file);
  const [phase, setPhase] = useState<Phase>(readingId ? { kind: 'loading' } : { kind: 'reading', progress: null, percent: 0 });
  const [target, setTarget] = useState(policy);
  const [saving, setSaving] = useState(false);
  // Closing the review throws away what was read: asked first ('Discard changes?'), as any dialog with changes.
  const { requestClose, discardModal } = useDiscardGuard(phase.kind === 'review', saving, onClose);
  const forwarded = useForwardedReading(readingId, phase, setPhase, setTarget);
  const markReviewed = useMarkReadingReviewed();
  const keep = useKeepNoticeChoice(readingId ? forwarded.heldNotice : canKeepNoticeFile(current));
  const finish = useFinishReview(readingId, current);
  // A forwarded notice's review, once saved, is done: the reading leaves the list (and its notice is kept if asked).
  const saved = async (savedPolicy: Policy) => {
    await finish(savedPolicy, keep.checked && keep.offered(savedPolicy));
    onClose();
  };

  useEffect(() => {
    if (!current) return;
    const controller = new AbortController();
    setPhase({ kind: 'reading', progress: null, percent: 0 });
    const done = (next: Phase) => {
      if (!controller.signal.aborted) setPhase(next);
    };
    const reading = (progress: ReadProgress) => {
      if (controller.signal.aborted) return;
      setPhase((was) => ({ kind: 'reading', progress, percent: Math.max(was.kind === 'reading' ? was.percent : 0, progressPercent(progress)) }));
    };
    import('./read-notice/read-notice-file').then(
      ({ readNoticeFile, noticeReadMessage }) =>
        readNoticeFile(current, { signal: controller.signal, onProgress: reading }).then(
          (result) => {
            const notice = parseRenewalNotice(result.text, { today: londonToday() });
            if (looksLikeRenewalNotice(notice)) done({ kind: 'review', notice });
            else done({ kind: 'failed', message: result.usedOcr ? PHOTO_NOT_A_NOTICE : NOT_A_NOTICE });
          },
          (error: unknown) => {
            const message = noticeReadMessage(error);
            if (message) done({ kind: 'failed', message });
          },
        ),
      () => done({ kind: 'failed', message: READER_NOT_LOADED }),
    );
    return () => controller.abort();
  }, [current]);

  return (
    <>
      <Modal
        open
        title={IMPORT_TITLE}
        width="min(720px, calc(100vw - 16px))"
        style={{ top: 16 }}
        onCancel={requestClose}
        footer={null}
        mask={{ closable: false }}
        keyboard={!saving}
        modalRender={(panel) => <KeepFocusInside>{panel}</KeepFocusInside>}
      >
        <style>{CSS}</style>
        {readingId ? (
          <>
            {forwarded.sender && <ForwardedFrom domain={forwarded.sender.domain} subject={forwarded.subject} authentication={forwarded.authentication} />}
            {forwarded.unreadable.length > 0 && (
              <p className="rn-note rn-unverified" data-testid="forwarded-unreadable">
                {INBOUND_READING_TEXTS.unreadable(forwarded.unreadable)}
              </p>
            )}
          </>
        ) : (
          <>
            <p className="rn-note">{READ_ON_DEVICE}</p>
            <ForwardingLine />
          </>
        )}
        {phase.kind === 'loading' && <p role="status">Opening the notice…</p>}
        {phase.kind === 'pick' && <PickCar onPick={(picked) => { setTarget(picked); setPhase({ kind: 'review', notice: phase.notice }); }} onClose={onClose} />}
        {phase.kind === 'reading' && (
          <div data-testid="notice-reading">
            <div role="status" aria-live="polite">
              {progressText(phase.progress)}
            </div>
            <Progress percent={phase.percent} showInfo={false} aria-label="Reading the notice" />
            <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
              <Button onClick={onClose}>Cancel</Button>
            </div>
          </div>
        )}
        {phase.kind === 'failed' && (
          <div data-testid="notice-failed">
            <Alert type="error" showIcon role="alert" title={phase.message} />
            <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
              <Button onClick={onClose}>Close</Button>
              {readingId ? (
                forwarded.found && (
                  <Button type="primary" loading={markReviewed.isPending} onClick={() => markReviewed.mutate({ id: readingId }, { onSettled: onClose })}>
                    Mark as checked
                  </Button>
                )
              ) : (
                <ChooseAnotherFile onFile={setCurrent} />
              )}
            </div>
          </div>
        )}
        {phase.kind === 'review' && target && (
          <NoticeReview
            key={target.id}
            policy={target}
            notice={phase.notice}
            onSwitch={setTarget}
            onCancel={requestClose}
            onSaving={setSaving}
            onSaved={saved}
            onLost={onClose}
            keepNotice={
              keep.offered(target) && <KeepNoticeCheckbox checked={keep.checked} onChange={keep.setChecked} disabled={saving} />
            }
          />
        )}
      </Modal>
      {discardModal}
    </>
  );
}

/**
 * The forwarded email's reading (issue 49), once it and the policies are loaded: reviewed on the car its plate names,
 * or on the user's only car; otherwise the user picks the car. An email with nothing read says so.
 */
function useForwardedReading(
  readingId: string | undefined,
  phase: Phase,
  setPhase: (phase: Phase) => void,
  setTarget: (policy: Policy) => void,
): {
  sender: InboundReading['sender'];
  subject: string | null;
  authentication: InboundReading['authentication'];
  unreadable: string[];
  found: boolean;
  heldNotice: boolean;
} {
  const reading = useInboundReading(readingId ?? '', Boolean(readingId));
  const policies = usePolicies();
  const waiting = phase.kind === 'loading';
  useEffect(() => {
    if (!waiting) return;
    if (reading.isError) return setPhase({ kind: 'failed', message: INBOUND_READING_TEXTS.notFound });
    if (!reading.data || !policies.data) return;
    const notice = reading.data.notice;
    if (!looksLikeRenewalNotice(notice)) return setPhase({ kind: 'failed', message: INBOUND_READING_TEXTS.nothingRead });
    const car = policyForNotice(policies.data, notice) ?? (policies.data.length === 1 ? policies.data[0] : undefined);
    if (!car) return setPhase({ kind: 'pick', notice });
    setTarget(car);
    setPhase({ kind: 'review', notice });
  }, [waiting, reading.isError, reading.data, policies.data, setPhase, setTarget]);
  return { sender: reading.data?.sender ?? null, subject: reading.data?.subject ?? null, authentication: reading.data?.authentication ?? null, unreadable: reading.data?.unreadableDocuments ?? [], found: Boolean(reading.data), heldNotice: Boolean(reading.data?.heldNotice) };
}

/** Who sent the forwarded notice and whether that was checked: "From aviva.co.uk, signed by aviva.co.uk", else a warning. */
function ForwardedFrom({ domain, subject, authentication }: { domain: string; subject: string | null; authentication: InboundReading['authentication'] }) {
  const line = senderLine(domain, authentication);
  return (
    <>
      <p className={line.verified ? 'rn-note' : 'rn-note rn-unverified'} data-testid="forwarded-from" data-verified={line.verified}>
        {line.text}
      </p>
      {subject && <p className="rn-note">Subject: {subject}</p>}
    </>
  );
}

/** No plate matched: the user says which car the notice is for. */
function PickCar({ onPick, onClose }: { onPick: (policy: Policy) => void; onClose: () => void }) {
  const policies = usePolicies().data ?? [];
  if (policies.length === 0) {
    return (
      <div data-testid="notice-pick-car">
        <Alert type="info" showIcon title={INBOUND_READING_TEXTS.noCar} />
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
          <Button onClick={onClose}>Close</Button>
        </div>
      </div>
    );
  }
  return (
    <div data-testid="notice-pick-car">
      <label htmlFor="notice-pick-car" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {INBOUND_READING_TEXTS.pickCar}
      </label>
      <Select
        id="notice-pick-car"
        style={{ width: '100%' }}
        placeholder="Choose a car"
        options={policies.map((p) => ({ value: p.id, label: `${displayRegistration(p.registrationNumber)} ${p.carManufacturer} ${p.carModel}` }))}
        onChange={(id: string) => {
          const picked = policies.find((p) => p.id === id);
          if (picked) onPick(picked);
        }}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <Button onClick={onClose}>Cancel</Button>
      </div>
    </div>
  );
}

function ChooseAnotherFile({ onFile }: { onFile: (file: File) => void }) {
  const picker = useNoticeFilePicker(onFile);
  return (
    <>
      <Button type="primary" onClick={picker.open}>
        Choose another file
      </Button>
      {picker.input}
    </>
  );
}

function NoticeReview({
  policy,
  notice,
  onSwitch,
  onCancel,
  onSaving,
  onSaved,
  onLost,
  keepNotice,
}: {
  policy: Policy;
  notice: RenewalNotice;
  onSwitch: (policy: Policy) => void;
  onCancel: () => void;
  onSaving: (saving: boolean) => void;
  /** After the update: keeps the notice if asked, says so, closes. */
  onSaved: (policy: Policy) => Promise<void>;
  /** The car is no longer shared with this user: close without asking (the toast says why). */
  onLost: () => void;
  /** The "Keep this notice" checkbox, where it is offered. */
  keepNotice?: ReactNode;
}) {
  const rows = useMemo(() => reviewRows(policy, notice), [policy, notice]);
  const [values, setValues] = useState<ReviewValues>(() => initialReviewValues(policy, notice));
  const [confirmed, setConfirmed] = useState<ReadonlySet<ReviewField>>(new Set());
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdatePolicy();
  const lostAccess = useLostAccess();
  const [finishing, setFinishing] = useState(false);
  const saving = update.isPending || finishing;
  const other = otherPolicyForNotice(usePolicies().data ?? [], policy, notice);
  const toCheck = fieldsToCheck(rows, values, confirmed);
  const rise = priceRise(values.previousPremium, values.currentPremium);
  useEffect(() => onSaving(saving), [saving, onSaving]);

  const set = <K extends ReviewField>(field: K, value: ReviewValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const save = async () => {
    setFormError(null);
    if (toCheck.length > 0) {
      setFormError(CHECK_MARKED);
      return;
    }
    const result = reviewedPolicyBody(policy, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    try {
      // The notice's premium is also kept as the insurer's renewal offer (issue 39: rules/policy-terms.ts); imported
      // after the renewal date, the API takes it as the answer "Renewed" at that price.
      const offer = notice.renewalPremium ? result.body.currentPremium : undefined;
      await update.mutateAsync({ id: policy.id, body: offer ? { ...result.body, renewalOffer: offer } : result.body });
    } catch (error) {
      if (lostAccess(policy, error)) return onLost();
      setFormError(refusedMessage(error, TOASTS.policyUpdateFailed) ?? null);
      showToast({ title: TOASTS.error, description: TOASTS.policyUpdateFailed, variant: 'error' });
      return;
    }
    setFinishing(true);
    await onSaved(policy);
  };

  return (
    <div data-testid="notice-review">
      <p className="rn-note">
        For {displayRegistration(policy.registrationNumber)} {policy.carManufacturer} {policy.carModel}. Nothing is saved
        until you choose 'Save changes'.
      </p>
      {other && (
        <Alert
          type="warning"
          showIcon
          className="rn-stacked"
          style={{ marginBottom: 12 }}
          title={`This notice looks like it is for ${displayRegistration(other.registrationNumber)} (${other.carManufacturer} ${other.carModel}), another of your policies.`}
          action={
            <Button size="small" onClick={() => onSwitch(other)}>
              Switch to {displayRegistration(other.registrationNumber)}
            </Button>
          }
        />
      )}
      {formError && <Alert type="error" showIcon role="alert" title={formError} style={{ marginBottom: 12 }} />}
      {rise && (
        <div className="rn-rise">
          <PriceRiseNote rise={rise} open />
        </div>
      )}
      <div className="rn-rows">
        {rows.map((row) => (
          <ReviewRowView
            key={row.field}
            row={row}
            value={values[row.field]}
            onChange={(value) => set(row.field, value as never)}
            error={errors[row.field]}
            toCheck={toCheck.includes(row.field)}
            confirmed={confirmed.has(row.field)}
            onConfirm={(yes) =>
              setConfirmed((c) => {
                const next = new Set(c);
                if (yes) next.add(row.field);
                else next.delete(row.field);
                return next;
              })
            }
          />
        ))}
      </div>
      {keepNotice}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="primary" onClick={() => void save()} loading={saving}>
          Save changes
        </Button>
      </div>
    </div>
  );
}

function ReviewRowView({
  row,
  value,
  onChange,
  error,
  toCheck,
  confirmed,
  onConfirm,
}: {
  row: ReviewRow;
  value: ReviewValues[ReviewField];
  onChange: (value: ReviewValues[ReviewField]) => void;
  error?: string;
  toCheck: boolean;
  confirmed: boolean;
  onConfirm: (yes: boolean) => void;
}) {
  const id = `notice-${row.field}`;
  const errorId = `${id}-error`;
  const aria = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const;
  const status = error ? ('error' as const) : undefined;
  const reason = row.found?.reason;
  // Renewly's own value offered because the notice gave none, with nothing more to say of it (a renewal date not found).
  const notFound = row.found?.source === 'renewly' && row.found.snippets.length === 0 && !row.found.note;
  return (
    <div className="rn-row" data-testid="notice-field" data-field={row.field} data-check={reason ? 'true' : undefined}>
      <label htmlFor={id}>{row.label}</label>
      <span className="rn-held">Now: {row.held}</span>
      {row.field === 'renewalDate' ? (
        <UkDatePicker {...aria} status={status} value={String(value ?? '')} onChange={(v) => onChange(v)} />
      ) : row.field === 'coverage' ? (
        <Select
          {...aria}
          status={status}
          allowClear
          placeholder="Not set"
          value={(value as string) || undefined}
          options={COVERAGE_OPTIONS.map((c) => ({ value: c, label: c }))}
          onChange={(v) => onChange(v ?? '')}
        />
      ) : typeof value === 'number' || value === null ? (
        <InputNumber
          {...aria}
          status={status}
          min={0}
          max={9999999}
          precision={2}
          style={{ width: '100%' }}
          value={value as number | null}
          onChange={(v) => onChange(typeof v === 'number' ? v : null)}
        />
      ) : (
        <Input {...aria} status={status} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <span id={errorId} className="rn-error" role="alert">
          {error}
        </span>
      )}
      {row.found && !notFound ? (
        <>
          {row.found.snippets.map((snippet) => (
            <q key={snippet} className="rn-snippet" data-testid="notice-snippet">
              {snippet}
            </q>
          ))}
          {row.found.confidence === 'low' && <span className="rn-unsure">The notice was not clear here: check it.</span>}
          {row.found.addOns && (
            <span className="rn-derived" data-testid="notice-add-ons" data-check={row.found.addOns.flagged ? 'true' : undefined}>
              {row.found.addOns.text}
              {row.found.addOns.flagged && <span className="rn-unsure"> This total does not match the premium and add-ons.</span>}
            </span>
          )}
          {row.found.payment && (
            <span className="rn-derived" data-testid="notice-payment" data-check={row.found.payment.flagged ? 'true' : undefined}>
              {row.found.payment.text}
              {row.found.payment.reason && <span className="rn-unsure"> {row.found.payment.reason}</span>}
            </span>
          )}
        </>
      ) : (
        <span className="rn-missing" data-testid="not-found">
          Not found in the notice
        </span>
      )}
      {row.found?.note && (
        <span className="rn-derived" data-testid="notice-derived">
          {row.found.note}
        </span>
      )}
      {reason && (toCheck || confirmed) && (
        <Alert
          type="warning"
          showIcon
          className="rn-stacked"
          title={reason}
          action={
            <Checkbox checked={confirmed} onChange={(e) => onConfirm(e.target.checked)}>
              This is right
            </Checkbox>
          }
        />
      )}
    </div>
  );
}
