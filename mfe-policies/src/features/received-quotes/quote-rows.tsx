// The list of "Quotes you got": the renewal offer first, then each real quote, cheapest first, with how it compares
// with the offer, what is not like for like, and the cheapest like-for-like one marked.
import { Button, Popconfirm } from 'antd';
import { formatUkDate } from '@renewly/shared-contracts';
import {
  formatPounds,
  isReferenceLink,
  QUOTE_ADD_ON_LABELS,
  RECEIVED_QUOTE_SOURCE_LABELS,
  type ComparedQuote,
  type QuoteComparison,
  type ReceivedQuote,
} from '@renewly/shared-contracts/features/received-quotes';

export interface QuoteRowsProps {
  comparison: QuoteComparison;
  canEdit: boolean;
  deletingId: string | null;
  onEdit: (quote: ReceivedQuote) => void;
  onDelete: (quote: ReceivedQuote) => void;
  /** Without an offer: what to say instead (issue 51: this year's price is never shown as one). */
  noOfferText: string;
  /** Offered to the owner and editors before the renewal date: change the offer or record its add-ons. */
  onChangeOffer?: () => void;
}

/** 'Breakdown cover + Courtesy car', 'no add-ons', or null when not recorded. */
export const addOnsText = (addOns: readonly (keyof typeof QUOTE_ADD_ON_LABELS)[] | null | undefined): string | null =>
  !addOns ? null : addOns.length === 0 ? 'no add-ons' : addOns.map((a) => QUOTE_ADD_ON_LABELS[a]).join(' + ');

const excessText = (excess: number | null) => (excess === null ? 'excess not recorded' : `excess ${formatPounds(excess)}`);

export function QuoteRows({ comparison, canEdit, deletingId, onEdit, onDelete, noOfferText, onChangeOffer }: QuoteRowsProps) {
  const { offer, quotes } = comparison;
  return (
    <ol className="rqd-list" data-testid="received-quotes">
      <li className="rqd-row rqd-offer" data-testid="renewal-offer">
        <div className="rqd-row-head">
          <span className="rqd-name">Renewal offer{offer?.insurer ? ` from ${offer.insurer}` : ''}</span>
          {offer && <strong className="rqd-price">{formatPounds(offer.annualPrice)} a year</strong>}
        </div>
        {offer ? (
          <span className="rqd-muted">
            {offer.coverage ?? 'Cover not recorded'} · {excessText(offer.excess)} · {addOnsText(offer.addOns) ?? 'add-ons not recorded'}
          </span>
        ) : (
          <span className="rqd-muted" data-testid="no-renewal-offer">
            {noOfferText}
          </span>
        )}
        {offer && onChangeOffer && (
          <span className="rqd-row-actions">
            <Button size="small" onClick={onChangeOffer}>
              Change the offer or its add-ons
            </Button>
          </span>
        )}
      </li>
      {quotes.map((row) => (
        <QuoteRow key={row.quote.id} row={row} canEdit={canEdit} deleting={deletingId === row.quote.id} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </ol>
  );
}

function QuoteRow({ row, canEdit, deleting, onEdit, onDelete }: { row: ComparedQuote; canEdit: boolean; deleting: boolean } & Pick<QuoteRowsProps, 'onEdit' | 'onDelete'>) {
  const { quote } = row;
  return (
    <li className={row.cheapest ? 'rqd-row rqd-cheapest' : 'rqd-row'} data-testid="received-quote" data-cheapest={row.cheapest || undefined}>
      <div className="rqd-row-head">
        <span className="rqd-name">
          {quote.insurer}
          {row.cheapest && <span className="rqd-mark"> Cheapest like for like</span>}
        </span>
        <strong className="rqd-price">{formatPounds(quote.annualPrice)} a year</strong>
      </div>
      {row.comparedWithOffer && (
        <span className="rqd-compare" data-testid="compared-with-offer">
          {row.comparedWithOffer === 'the same' ? 'The same as the renewal offer' : `${capitalise(row.comparedWithOffer)} than the renewal offer`}
        </span>
      )}
      {row.notLikeForLike.length > 0 && (
        <span className="rqd-warning" data-testid="not-like-for-like">
          Not like for like: {row.notLikeForLike.join(', ')}
        </span>
      )}
      <span className="rqd-muted">
        {quote.coverage} · {excessText(quote.excess)}
        {addOnsText(quote.addOns) ? ` · ${addOnsText(quote.addOns)}` : ''} · {RECEIVED_QUOTE_SOURCE_LABELS[quote.source]} · {formatUkDate(quote.quotedOn)}
      </span>
      {quote.reference &&
        (isReferenceLink(quote.reference) ? (
          <a className="rqd-ref" href={quote.reference} target="_blank" rel="noopener noreferrer nofollow">
            Open the quote (new tab)
          </a>
        ) : (
          <span className="rqd-muted rqd-ref">Reference: {quote.reference}</span>
        ))}
      {canEdit && (
        <span className="rqd-row-actions">
          <Button size="small" onClick={() => onEdit(quote)} aria-label={`Edit the quote from ${quote.insurer}`}>
            Edit
          </Button>
          <Popconfirm
            title="Delete this quote?"
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
            onConfirm={() => onDelete(quote)}
          >
            <Button size="small" danger loading={deleting} aria-label={`Delete the quote from ${quote.insurer}`}>
              Delete
            </Button>
          </Popconfirm>
        </span>
      )}
    </li>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
