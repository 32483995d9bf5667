// The price jump explained (issue 25), in plain markup: the policy card draws it on the server with the page, the
// renewal-notice review shows it before saving. Information, not advice; each rule links to its FCA Handbook page.
// The facts and their sources: ../shared/data/uk-references.md ('Renewal rules (FCA)').
import { Link } from 'react-router-dom';
import { BRAND_COLORS, priceRiseHeadline, ROUTE_PATHS, type PriceRise } from '@renewly/shared-contracts';

/** The date the rules below were last checked against the FCA Handbook. */
export const RENEWAL_RULES_CHECKED = '24 November 2026';

export const FCA_HANDBOOK = {
  renewalNotice: 'https://handbook.fca.org.uk/handbook/ICOBS/6/5.html',
  pricing: 'https://handbook.fca.org.uk/handbook/ICOBS/6B/1.html',
  autoRenewal: 'https://handbook.fca.org.uk/handbook/ICOBS/6A/6.html',
  cancelling: 'https://www.handbook.fca.org.uk/handbook/ICOBS/7/1.html',
} as const;

export const PRICE_RISE_CSS = `
.pr-rise { border-left: 3px solid ${BRAND_COLORS.warningBorder}; background: ${BRAND_COLORS.warningBg}; padding: 8px 12px;
  border-radius: 0 6px 6px 0; font-size: 14px; line-height: 1.57; color: ${BRAND_COLORS.text}; }
.pr-rise strong { color: ${BRAND_COLORS.warning}; }
.pr-rise summary { cursor: pointer; color: ${BRAND_COLORS.primary}; margin-top: 2px; }
.pr-rise summary:focus-visible { outline: 2px solid ${BRAND_COLORS.primary}; outline-offset: 1px; }
.pr-rise ul { margin: 6px 0 4px; padding-left: 18px; }
.pr-rise li { margin: 2px 0; }
.pr-rise a { color: ${BRAND_COLORS.primary}; text-decoration: underline; }
.pr-rise p { margin: 4px 0 0; font-size: 12px; color: ${BRAND_COLORS.textSecondary}; }
`;

function Handbook({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The rise, and behind 'Why has my price gone up?' what the rules say and what the driver can do. */
export function PriceRiseNote({ rise, open }: { rise: PriceRise; open?: boolean }) {
  return (
    <div className="pr-rise" data-testid="price-rise">
      <strong>{priceRiseHeadline(rise)}</strong>
      <details open={open}>
        <summary>What the rules say and what you can do</summary>
        <ul>
          <li>
            Your renewal notice must show last year's price beside this year's (
            <Handbook href={FCA_HANDBOOK.renewalNotice}>FCA ICOBS 6.5</Handbook>).
          </li>
          <li>
            Since 1 January 2022 your insurer may not charge you more to renew than it would charge a new customer for
            the same cover through the same channel (<Handbook href={FCA_HANDBOOK.pricing}>ICOBS 6B</Handbook>).
          </li>
          <li>
            You can switch off auto-renewal at any time (<Handbook href={FCA_HANDBOOK.autoRenewal}>ICOBS 6A.6</Handbook>),
            and cancel within 14 days of renewal, paying only for the cover you have had (
            <Handbook href={FCA_HANDBOOK.cancelling}>ICOBS 7.1</Handbook>).
          </li>
          <li>
            The cheapest quotes usually come three to four weeks before renewal.{' '}
            <Link to={ROUTE_PATHS.quotes}>Get quotes</Link>
          </li>
        </ul>
        <p>Information, not advice. FCA rules as checked on {RENEWAL_RULES_CHECKED}.</p>
      </details>
    </div>
  );
}
