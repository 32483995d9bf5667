import { memo, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { INVITE_PARAM, inviteTokenOf, routeOfPage, serverMessage, showToast, TOASTS, type Policy, type PolicyFilter } from '@renewly/shared-contracts';
import { PageHeader, pageColumnClass } from '../../../../../federation/page-header';
import { useDeletePolicy } from '../api/delete-policy';
import { useSetPolicyActive } from '../api/set-policy-active';
import { useCheckWithDvla } from '../api/check-with-dvla';
import { usePolicies } from '../../../api/get-policies';
import { useDeferredQuery } from '../../../../../federation/deferred-query';
import { filterCounts, filterPolicies, isPolicyFilter } from '../policy-filters';
import { PolicyCard, type PolicyCardProps } from './policy-card';
import { useStableCallbacks } from '../../../../../federation/use-stable-callbacks';
import { PolicyFilterBar } from './policy-filter-bar';
import { PoliciesPageStyles } from './policies-page-styles';
import { usePreloadOnFirstInteraction } from '../../../../../federation/lazy-dialog';
import { firstAction, preloadForHeldTap } from '../../../../../federation/held-tap';
import { EarlyDialog, EarlyDialogs, earlyDialog } from '../../../../../federation/early-dialog';
import { ADD_POLICY_FORM, EDIT_POLICY_FORM } from '../policy.form';
import { SHARE_FORM } from '../../sharing/share.form';
import { RECEIVED_QUOTE_FORM } from '../../received-quotes/received-quote.form';
import { LazyPolicyFormDialog as PolicyFormDialog } from './lazy-policy-form-dialog';
import { LazyRenewalNoticeDialog } from '../../renewal-import/lazy-renewal-notice-dialog';
import { InboundReadingsLine } from '../../renewal-import/inbound-readings-line';
import { INBOUND_READING_PARAM } from '@renewly/shared-contracts/features/inbound-readings-texts';
import { LazyAcceptInviteDialog, LazyShareDialog } from '../../sharing/lazy-share-dialog';
import { LazyRenewalAnswerDialog } from '../../policy-years/lazy-renewal-answer-dialog';
import type { RenewalAnswerDialogProps } from '../../policy-years/renewal-answer-dialog';
import { LazyPriceHistoryDialog } from '../../policy-years/lazy-price-history-dialog';
import { PRICE_HISTORY_FORM } from '../../policy-years/price-history.form';
import { useLeavePolicy } from '../../sharing/api/sharing-api';
import { LazyReceivedQuotesDialog } from '../../received-quotes/lazy-received-quotes-dialog';
import { LazyDocumentsDialog } from '../../policy-documents/lazy-documents-dialog';
import { useLostAccess } from '../../sharing/lost-access';

// The page's first-action forms, drawn plain for a tap made before the page's code has arrived (issue 38).
const PAGE_FORMS = [ADD_POLICY_FORM, EDIT_POLICY_FORM, SHARE_FORM, RECEIVED_QUOTE_FORM, PRICE_HISTORY_FORM];

// Issue 38: a tap held while the page starts (the head script's) fetches its dialog's code at once, not after hydration.
preloadForHeldTap({
  'policy-form': PolicyFormDialog.preload,
  share: LazyShareDialog.preload,
  'received-quotes': LazyReceivedQuotesDialog.preload,
  'price-history': LazyPriceHistoryDialog.preload,
});

// SHARING_MESSAGES.left, here without the sharing contracts (and their zod) in the page's first load.
const SHARING_LEFT = 'You no longer have access to this policy.';

// The header's texts are the route's (the shell's loading skeleton draws the same header).
const ROUTE = routeOfPage('PoliciesPage');

const MemoPolicyCard = memo(PolicyCard);

type DialogState = { open: false } | { open: true; policy: Policy | null };
type ImportState = { policy: Policy; file: File } | null;

export function PoliciesView() {
  const [params, setParams] = useSearchParams();
  const policies = useDeferredQuery(usePolicies());
  const setActive = useSetPolicyActive();
  const deletePolicy = useDeletePolicy();
  const checkWithDvla = useCheckWithDvla();
  usePreloadOnFirstInteraction(PolicyFormDialog, LazyPriceHistoryDialog);
  // Issue 38: no dialog is loaded while the page idles. Add Policy, Edit, Share, Quotes you got and the price history
  // answer a tap at once with their plain early forms (declared with each form: policy.form.ts and beside each dialog), which the full
  // dialog takes over when its code arrives (at the user's first interaction with the page, or at the tap). Evaluated
  // at idle, the policy form's code put Lighthouse's TBT on this page at 215-365 ms (runs of 3-5, floor 0-72), the
  // price history's at 90-468 ms (median 211, 3 runs).
  const [dialog, setDialog] = useState<DialogState>(() =>
    params.get('add') === '1' ? { open: true, policy: null } : { open: false },
  );
  const [importing, setImporting] = useState<ImportState>(null);
  const [sharing, setSharing] = useState<Policy | null>(null);
  const [quoting, setQuoting] = useState<Policy | null>(null);
  const [papers, setPapers] = useState<Policy | null>(null);
  // "What happened at renewal?" (issue 39). `switchPrefill` is where a chosen quote fills "Switched insurer".
  const [answering, setAnswering] = useState<Omit<RenewalAnswerDialogProps, 'onClose'> | null>(null);
  // 'Edit price history' (issue 39 §1): the earlier years of this policy.
  const [editingHistory, setEditingHistory] = useState<Policy | null>(null);
  const leavePolicy = useLeavePolicy();
  const lostAccess = useLostAccess();
  // The emailed invitation's link: '/policies#invite=<token>' (issue 36: in the fragment, never sent to a server;
  // '?invite=' from links sent before).
  const location = useLocation();
  const navigate = useNavigate();
  const invite = inviteTokenOf(location);
  const closeInvite = (accepted?: Policy) => {
    const updated = new URLSearchParams(location.search);
    updated.delete(INVITE_PARAM);
    if (accepted) updated.set('policy', accepted.id);
    const search = updated.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: '' }, { replace: true });
  };
  const startImport = (policy: Policy, file: File) => {
    setDialog({ open: false });
    setImporting({ policy, file });
  };
  // A forwarded renewal email to check (issue 49): '/policies?reading=<id>', the bell's link or the line's button.
  const reviewing = params.get(INBOUND_READING_PARAM);
  const setReviewing = (id: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (id) updated.set(INBOUND_READING_PARAM, id);
        else updated.delete(INBOUND_READING_PARAM);
        return updated;
      },
      { replace: !id },
    );
  const filterParam = params.get('filter');
  const filter: PolicyFilter = isPolicyFilter(filterParam) ? filterParam : 'all';

  const setFilter = (next: PolicyFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('filter');
        else updated.set('filter', next);
        return updated;
      },
      { replace: true },
    );

  const closeDialog = () => {
    setDialog({ open: false });
    if (params.get('add')) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('add');
          return updated;
        },
        { replace: true },
      );
    }
  };

  const list = useMemo(() => policies.data ?? [], [policies.data]);
  const counts = useMemo(() => (policies.data ? filterCounts(policies.data) : null), [policies.data]);
  const shown = useMemo(() => filterPolicies(list, filter), [list, filter]);

  // '/policies?policy=<id>' (a reminder's 'View Policy'): that card is scrolled to and marked.
  const focusId = params.get('policy');
  const focusShown = Boolean(focusId && shown.some((policy) => policy.id === focusId));
  useEffect(() => {
    if (focusShown) document.getElementById(`policy-${focusId}`)?.scrollIntoView({ block: 'center' });
  }, [focusId, focusShown]);

  const toggle = (policy: Policy, isActive: boolean) =>
    setActive.mutate(
      { id: policy.id, isActive },
      {
        onSuccess: () => showToast({ title: TOASTS.policyStatusUpdated, variant: 'success' }),
        onError: (error) => {
          if (!lostAccess(policy, error)) showToast({ title: TOASTS.error, description: TOASTS.policyStatusFailed, variant: 'error' });
        },
      },
    );
  const leave = (policy: Policy) =>
    leavePolicy.mutate(policy.id, {
      onSuccess: () => showToast({ title: SHARING_LEFT, variant: 'success' }),
      onError: (error) => {
        if (!lostAccess(policy, error)) showToast({ title: TOASTS.error, description: 'You could not leave this policy. Please try again.', variant: 'error' });
      },
    });
  const checkDvla = (policy: Policy) =>
    checkWithDvla.mutate(policy.id, {
      onSuccess: () => showToast({ title: 'Checked with the DVLA', variant: 'success' }),
      onError: (error) =>
        showToast({ title: TOASTS.error, description: serverMessage(error, 'The DVLA could not be asked. Please try again.'), variant: 'error' }),
    });
  const remove = (policy: Policy) =>
    deletePolicy.mutate(policy.id, {
      onError: () => showToast({ title: TOASTS.error, description: TOASTS.policyDeleteFailed, variant: 'error' }),
    });

  const openAdd = () => setDialog({ open: true, policy: null });
  const answerRenewal: NonNullable<PolicyCardProps['onAnswerRenewal']> = (p, answer, stillInsured, changingFor) =>
    setAnswering({ policy: p, answer, stillInsured, changingFor, switchPrefill: null });
  // Issue 50: the cards are memoised and their callbacks stable, so a tap that opens a dialog (a change of this page's
  // state) does not draw the three cards again in its own task (50-150 ms of a phone's main thread at 4x).
  const cardActions = useStableCallbacks({
    onEdit: (p: Policy) => setDialog({ open: true, policy: p }),
    onDelete: remove,
    onToggleActive: toggle,
    onImport: startImport,
    onShare: setSharing,
    onQuotes: setQuoting,
    onDocuments: setPapers,
    onDocumentsIntent: () => void LazyDocumentsDialog.preload().catch(() => undefined),
    onLeave: leave,
    onCheckDvla: checkDvla,
    onAnswerRenewal: answerRenewal,
    onEditHistory: setEditingHistory,
    onImportIntent: () => void LazyRenewalNoticeDialog.preload().catch(() => undefined),
  });
  return (
    <div data-testid="policies-page" className={`${pageColumnClass(ROUTE.width)} pp-page`}>
      <PoliciesPageStyles />
      <PageHeader
        route={ROUTE}
        actions={
          <button type="button" className="pp-button pp-button-primary pp-button-large" onClick={openAdd} {...firstAction('policy-form')} {...earlyDialog(ADD_POLICY_FORM.name)}>
            Add Policy
          </button>
        }
      />

      <InboundReadingsLine onCheck={setReviewing} />
      <div className="pp-filter">
        {/* A list that failed to load has no counts to show: the error below says so instead. */}
        {!policies.isError && <PolicyFilterBar value={filter} counts={counts} onChange={setFilter} />}
      </div>

      {policies.isPending ? (
        <div className="pp-grid" aria-busy="true" aria-label="Loading policies">
          {[0, 1, 2].map((i) => (
            <div key={i} className="pp-skeleton-card">
              {[100, 100, 100, 100, 100, 61].map((width, line) => (
                <div key={line} className="pp-skeleton" style={{ width: `${width}%` }} />
              ))}
            </div>
          ))}
        </div>
      ) : policies.isError ? (
        <div className="pp-alert-error" role="alert">
          <p>Failed to load policies. Please try again.</p>
          <button type="button" className="pp-button" onClick={() => void policies.refetch()}>
            Retry
          </button>
        </div>
      ) : list.length === 0 ? (
        <div className="pp-empty">
          <p>No policies yet. Add your first vehicle to start tracking its renewal.</p>
          <button type="button" className="pp-button pp-button-primary pp-button-middle" onClick={openAdd} {...firstAction('policy-form')} {...earlyDialog(ADD_POLICY_FORM.name)}>
            Add New Policy
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="pp-empty">
          <p>No policies match this filter.</p>
        </div>
      ) : (
        <div className="pp-grid">
          {shown.map((policy) => (
            <div
              key={policy.id}
              id={`policy-${policy.id}`}
              className="pp-cell"
              aria-current={policy.id === focusId ? 'true' : undefined}
            >
              <MemoPolicyCard
                policy={policy}
                {...cardActions}
                checkingDvla={checkWithDvla.isPending && checkWithDvla.variables === policy.id}
                leaving={leavePolicy.isPending && leavePolicy.variables === policy.id}
                toggling={setActive.isPending && setActive.variables?.id === policy.id}
                deleting={deletePolicy.isPending && deletePolicy.variables === policy.id}
              />
            </div>
          ))}
        </div>
      )}

      {/* Opened by the head script on a tap made before the page's code has arrived (issue 38). */}
      <EarlyDialogs>
        {PAGE_FORMS.map((spec) => (
          <EarlyDialog key={spec.name} spec={spec} />
        ))}
      </EarlyDialogs>
      <PolicyFormDialog
        open={dialog.open}
        policy={dialog.open ? dialog.policy : null}
        onClose={closeDialog}
        onImportNotice={startImport}
      />
      {sharing && <LazyShareDialog policy={sharing} onClose={() => setSharing(null)} />}
      {quoting && <LazyReceivedQuotesDialog policy={quoting} onClose={() => setQuoting(null)} />}
      {papers && <LazyDocumentsDialog key={papers.id} policy={papers} onClose={() => setPapers(null)} />}
      {answering && <LazyRenewalAnswerDialog key={`${answering.policy.id}:${answering.answer}`} {...answering} onClose={() => setAnswering(null)} />}
      {editingHistory && <LazyPriceHistoryDialog key={editingHistory.id} policy={editingHistory} onClose={() => setEditingHistory(null)} />}
      {invite && <LazyAcceptInviteDialog token={invite} onClose={closeInvite} />}
      {reviewing && <LazyRenewalNoticeDialog key={`reading:${reviewing}`} policy={null} readingId={reviewing} onClose={() => setReviewing(null)} />}
      {importing && (
        <LazyRenewalNoticeDialog
          key={`${importing.policy.id}:${importing.file.name}:${importing.file.lastModified}`}
          policy={importing.policy}
          file={importing.file}
          onClose={() => setImporting(null)}
        />
      )}
    </div>
  );
}
