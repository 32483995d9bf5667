import { INSURER_LINKS, type ExternalLink } from '@renewly/shared-contracts/features/insurance-links';
import { COMPARISON_SITE_LINKS } from '../quote-links';

function LinkList({ links }: { links: readonly ExternalLink[] }) {
  return (
    <ul className="rq-links">
      {links.map((l) => (
        <li key={l.url}>
          <a href={l.url} target="_blank" rel="noopener noreferrer" data-testid="external-link">
            {l.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The spec's list of 24 external comparison sites (§9), grouped into comparison sites and insurers' own sites. */
export function ExternalLinks() {
  const count = COMPARISON_SITE_LINKS.length + INSURER_LINKS.length;
  return (
    <div className="rq-card" data-testid="external-links">
      <div className="rq-card-head">
        <span className="rq-card-title">{`${count} external comparison sites`}</span>
      </div>
      <div className="rq-card-body">
        {/* Level 2 under the page's title (no skipped level). */}
        <h2 className="rq-links-heading">Comparison sites</h2>
        <LinkList links={COMPARISON_SITE_LINKS} />
        <h2 className="rq-links-heading">Insurers</h2>
        <LinkList links={INSURER_LINKS} />
      </div>
    </div>
  );
}
