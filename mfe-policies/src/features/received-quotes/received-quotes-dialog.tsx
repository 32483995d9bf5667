// "Quotes you got" (issue 39 §3 and §4), from a policy card: the real quotes the user was given for this renewal,
// beside the renewal offer, and "Ask {insurer} to do better". Estimated quotes stay on the Quotes page, worded as
// estimates. Loaded lazily with antd, like the other dialogs. A viewer sees the list and the message; the owner and
// editors also add, change and delete quotes. Moving between the list and the message keeps focus in the dialog: the
// message opens at its top with focus on it, and "Back to the quotes" returns to the button that opened it.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { displayRegistration, formatUkDate, londonToday, refusedMessage, showToast, type Policy } from '@renewly/shared-contracts';
import { askInsurerTitle } from '@renewly/shared-contracts/features/insurer-message';
import {
  compareReceivedQuotes,
  RECEIVED_QUOTE_MESSAGES,
  RECEIVED_QUOTES_TITLE,
  type ReceivedQuote,
  type ReceivedQuoteInput,
} from '@renewly/shared-contracts/features/received-quotes';
import { DialogTabLoop } from '../../../../federation/dialog-tab-loop';
import { useAuthUser } from '../dashboard/api/get-auth-user';
import { useDeleteReceivedQuote, useReceivedQuotes, useSaveReceivedQuote } from './api/received-quotes-api';
import { InsurerMessageView } from './insurer-message-view';
import { QuoteRows } from './quote-rows';
import { ReceivedQuoteForm } from './received-quote-form';
import { RenewalOfferForm } from './renewal-offer-form';
import { ReceivedQuotesStyles } from './received-quotes-styles';

export interface ReceivedQuotesDialogProps {
  policy: Policy;
  onClose: () => void;
}

/** What the offer row says without an offer (issue 51): say so, and ask for it. */
function noOfferText(policy: Policy, canType: boolean): string {
  const who = policy.insurer?.trim() || 'your insurer';
  if (!canType) return `No renewal offer recorded yet. Import the renewal notice from ${who} to add it.`;
  return `No renewal offer recorded yet. Type the price ${who} offered for the year from ${formatUkDate(policy.renewalDate)} below, or import the renewal notice.`;
}

export function ReceivedQuotesDialog({ policy: opened, onClose }: ReceivedQuotesDialogProps) {
  // The policy as the typed offer last saved it (the card's copy catches up when the list reloads).
  const [policy, setPolicy] = useState(opened);
  const [changingOffer, setChangingOffer] = useState(false);
  const reg = displayRegistration(policy.registrationNumber);
  const canEdit = (policy.access ?? 'owner') !== 'viewer';
  const list = useReceivedQuotes(policy.id);
  const save = useSaveReceivedQuote(policy.id);
  const remove = useDeleteReceivedQuote(policy.id);
  const user = useAuthUser();
  const [view, setView] = useState<'quotes' | 'message'>('quotes');
  const [editing, setEditing] = useState<ReceivedQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const comparison = compareReceivedQuotes(policy, list.data?.quotes ?? []);
  const askTitle = askInsurerTitle(policy.insurer);
  // A typed offer only before the renewal date: after it, an offer saved is taken as the answer "Renewed" (policies.routes).
  const canTypeOffer = canEdit && londonToday() <= policy.renewalDate;
  const offerForm = canTypeOffer && (!comparison.offer || changingOffer);
  const offerSaved = (saved: Policy) => {
    setPolicy(saved);
    setChangingOffer(false);
    showToast({ title: 'Renewal offer saved', variant: 'success' });
  };
  const messageRef = useRef<HTMLDivElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    // Not on opening: the dialog's own focus handling starts it (lazy-dialog.tsx).
    if (!switched.current) return;
    if (view === 'message') {
      const message = messageRef.current;
      // On a phone the dialog scrolls in its wrapper, which kept the list's scroll (the message's end).
      const wrap = message?.closest('.ant-modal-wrap');
      if (wrap) wrap.scrollTop = 0;
      message?.focus({ preventScroll: true });
    } else askRef.current?.focus({ preventScroll: true });
  }, [view]);
  const showView = (next: 'quotes' | 'message') => {
    switched.current = true;
    setView(next);
  };

  const onSave = async (body: ReceivedQuoteInput, quoteId?: string) => {
    setError(null);
    try {
      await save.mutateAsync({ quoteId, body });
      showToast({ title: quoteId ? RECEIVED_QUOTE_MESSAGES.updated : RECEIVED_QUOTE_MESSAGES.added, variant: 'success' });
      setEditing(null);
    } catch (e) {
      setError(refusedMessage(e, 'The quote could not be saved. Please try again.') ?? 'The quote could not be saved. Please try again.');
      throw e;
    }
  };
  const onDelete = (quote: ReceivedQuote) => {
    setError(null);
    remove.mutate(quote.id, {
      onSuccess: () => {
        showToast({ title: RECEIVED_QUOTE_MESSAGES.deleted, variant: 'success' });
        if (editing?.id === quote.id) setEditing(null);
      },
      onError: (e) => setError(refusedMessage(e, 'The quote could not be deleted. Please try again.') ?? 'The quote could not be deleted. Please try again.'),
    });
  };

  return (
    <Modal
      open
      title={view === 'quotes' ? `${RECEIVED_QUOTES_TITLE}: ${reg}` : `${askTitle}: ${reg}`}
      onCancel={onClose}
      footer={
        view === 'message' ? (
          <>
            <Button onClick={() => showView('quotes')}>Back to the quotes</Button>
            <Button onClick={onClose}>Close</Button>
          </>
        ) : (
          <Button onClick={onClose}>Close</Button>
        )
      }
      width="min(680px, calc(100vw - 16px))"
      rootClassName="rqd-root"
      modalRender={(dialog) => <DialogTabLoop>{dialog}</DialogTabLoop>}
    >
      <ReceivedQuotesStyles />
      {view === 'message' && (
        <div ref={messageRef} tabIndex={-1} className="rqd-view">
          <InsurerMessageView policy={policy} cheapest={comparison.cheapest} signature={user.data?.firstName ?? null} />
        </div>
      )}
      {/* Hidden, not unmounted, while the message shows: the form keeps what was typed, and does not take focus from
          the Ask button when it shows again. */}
      <div className="rqd-stack" hidden={view === 'message'}>
          <p style={{ margin: 0 }}>
            Real prices you were offered for the {policy.carManufacturer} {policy.carModel}, for the renewal on {formatUkDate(policy.renewalDate)}.
            Estimated quotes are on the Quotes page; none of them is listed here.
          </p>
          {error && <Alert type="error" showIcon role="alert" title={error} />}
          {list.isPending ? (
            <p aria-busy="true">Loading…</p>
          ) : list.isError ? (
            <Alert type="error" showIcon role="alert" title="Failed to load the quotes. Please try again." />
          ) : (
            <>
              <QuoteRows
                comparison={comparison}
                canEdit={canEdit}
                deletingId={remove.isPending ? (remove.variables ?? null) : null}
                onEdit={setEditing}
                onDelete={onDelete}
                noOfferText={noOfferText(policy, canTypeOffer)}
                onChangeOffer={canTypeOffer && !changingOffer ? () => setChangingOffer(true) : undefined}
              />
              {offerForm && (
                <RenewalOfferForm
                  key={policy.renewalOffer ?? 'none'}
                  policy={policy}
                  onSaved={offerSaved}
                  onCancel={comparison.offer ? () => setChangingOffer(false) : undefined}
                  onError={setError}
                />
              )}
              {list.data.quotes.length === 0 && <p className="rqd-muted" data-testid="no-received-quotes">No quotes recorded for this renewal yet.</p>}
              {comparison.unchecked.some((u) => u !== 'addOns') && list.data.quotes.length > 0 && (
                <p className="rqd-muted rqd-small">
                  Add your{' '}
                  {comparison.unchecked
                    .filter((u) => u !== 'addOns')
                    .map((u) => (u === 'coverage' ? 'cover' : 'excess'))
                    .join(' and ')}{' '}
                  to the policy to check every quote like for like.
                </p>
              )}
              {comparison.offer && comparison.unchecked.includes('addOns') && list.data.quotes.length > 0 && (
                <p className="rqd-muted rqd-small" data-testid="add-ons-unchecked">
                  Add-ons are not compared until you record what the renewal offer includes.
                </p>
              )}
              <div>
                <Button ref={askRef} onClick={() => showView('message')} disabled={!comparison.offer}>
                  {askTitle}
                </Button>
                {!comparison.offer && <p className="rqd-muted rqd-small">Needs the renewal offer: type it above, or import the renewal notice.</p>}
              </div>
            </>
          )}
          {canEdit && <ReceivedQuoteForm editing={editing} policyCoverage={policy.coverage} onSave={onSave} onCancelEdit={() => setEditing(null)} onEarlyCancelled={onClose} />}
      </div>
    </Modal>
  );
}
