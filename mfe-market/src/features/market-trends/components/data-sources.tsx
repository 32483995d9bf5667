import type { ExternalLink } from '@renewly/shared-contracts/features/insurance-links';

/** The four external data sources of the Issues or Updates tab. */
export function DataSources({ links }: { links: readonly ExternalLink[] }) {
  return (
    <>
      <h3>External data sources</h3>
      <ul className="mt-sources">
        {links.map((l) => (
          <li key={l.url}>
            <a href={l.url} target="_blank" rel="noopener noreferrer" data-testid="data-source">
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
