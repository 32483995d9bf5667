import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatUkDate } from '@renewly/shared-contracts';
import type { MarketInsights, MarketTrends } from '@renewly/shared-contracts/features/market';
import { knownIssueBlock, OTHER_VERSIONS_HEADING, splitCompetitorModels, splitKnownIssues } from '@renewly/shared-contracts/features/market-text';
import { ISSUES_DATA_SOURCES, UPDATES_DATA_SOURCES, VALUATION_SERVICES } from '../tab-sources';
import { DataSources } from './data-sources';
import { ValueChart } from './value-chart';

export const TABS = [
  { key: 'value', label: 'Value' },
  { key: 'selling', label: 'Selling' },
  { key: 'service', label: 'Service' },
  { key: 'issues', label: 'Issues' },
  { key: 'similar', label: 'Similar' },
  { key: 'updates', label: 'Updates' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

function Field({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h3>{title}</h3>
      <div>{text}</div>
    </>
  );
}

/** A link to where a fact was read, opening in a new tab; its name says whose page it is. */
function SourceLink({ fact, label = 'Source' }: { fact: { source: string; publisher: string; read: string }; label?: string }) {
  return (
    <span className="mt-source">
      <a href={fact.source} target="_blank" rel="noopener noreferrer" data-testid="fact-source">
        {label}
        <span className="mt-sr-only"> ({fact.publisher}, opens in a new tab)</span>
      </a>{' '}
      <span className="mt-muted">
        {fact.publisher}, read {formatUkDate(fact.read)}
      </span>
    </span>
  );
}

function CurrentValue({ t, name, idBase }: { t: MarketTrends; name: string; idBase: string }) {
  const insights = t.insights;
  const [range, ...rest] = t.currentValue.split('\n');
  return (
    <>
      <h3>Current value</h3>
      {insights?.estimate ? (
        <>
          <p className="mt-figure" data-testid="value-range">
            {range}
          </p>
          <div>{rest.join('\n')}</div>
        </>
      ) : (
        <div>{t.currentValue}</div>
      )}
      {insights?.newPrice ? (
        <div>
          New price: <SourceLink fact={insights.newPrice} />
        </div>
      ) : null}
      <div className="mt-links">
        For a real figure, free valuations:{' '}
        {VALUATION_SERVICES.map((l, i) => (
          <span key={l.url}>
            {i > 0 ? ' · ' : ''}
            <a href={l.url} target="_blank" rel="noopener noreferrer" data-testid="valuation-service">
              {l.name}
            </a>
          </span>
        ))}
      </div>
      {insights ? (
        <>
          <h3>{insights.estimate ? 'Value by age' : 'Value kept by age'}</h3>
          <ValueChart insights={insights} name={name} idBase={idBase} />
        </>
      ) : null}
    </>
  );
}

type SourcedIssue = MarketInsights['knownIssues'][number];

function IssueBlock({ issue }: { issue: SourcedIssue }) {
  return (
    <div className="mt-block" data-testid="issue-block" data-sourced="">
      <div>{issue.summary}</div>
      {issue.applies ? <div className="mt-muted">Applies to: {issue.applies}</div> : null}
      <SourceLink fact={issue} />
    </div>
  );
}

/**
 * The car's own sourced issues first, then the text's other blocks in its order; the issues of other generations (or
 * years) of the model stand apart under their heading, where the text puts it (before the general pointers).
 */
function KnownIssues({ t }: { t: MarketTrends }) {
  const sourced = t.insights?.knownIssues ?? [];
  const others = sourced.filter((i) => i.otherVersion);
  const drawn = new Set(sourced.map(knownIssueBlock));
  const blocks = splitKnownIssues(t.knownIssues).filter((block) => !drawn.has(block));
  const otherVersions =
    others.length > 0 ? (
      <section key="other-versions" data-testid="other-versions">
        <h4>{OTHER_VERSIONS_HEADING}</h4>
        {others.map((issue, i) => (
          <IssueBlock key={i} issue={issue} />
        ))}
      </section>
    ) : null;
  return (
    <>
      <h3>Known issues</h3>
      {sourced
        .filter((i) => !i.otherVersion)
        .map((issue, i) => (
          <IssueBlock key={`s${i}`} issue={issue} />
        ))}
      {blocks.map((block, i) =>
        block === OTHER_VERSIONS_HEADING ? (
          otherVersions
        ) : (
          <div key={i} className="mt-block" data-testid="issue-block">
            {block}
          </div>
        ),
      )}
      {blocks.includes(OTHER_VERSIONS_HEADING) ? null : otherVersions}
      <DataSources links={ISSUES_DATA_SOURCES} />
    </>
  );
}

function ModelUpdates({ t, updates }: { t: MarketTrends; updates: MarketInsights['modelUpdates'] }) {
  if (updates.length === 0) return <Field title="New model updates" text={t.newModelUpdates} />;
  return (
    <>
      <h3>New model updates</h3>
      <ul className="mt-updates">
        {updates.map((u, i) => (
          <li key={i} className="mt-block" data-testid="model-update">
            <strong>{u.year}</strong>: {u.summary} <SourceLink fact={u} />
          </li>
        ))}
      </ul>
    </>
  );
}

function panel(key: TabKey, t: MarketTrends, name: string, idBase: string): ReactNode {
  switch (key) {
    case 'value':
      return (
        <>
          <CurrentValue t={t} name={name} idBase={idBase} />
          <Field title="Depreciation rate" text={t.depreciationRate} />
          <Field title="Best selling months" text={t.bestSellingMonths} />
          <Field title="Market analysis" text={t.marketAnalysis} />
        </>
      );
    case 'selling':
      return (
        <>
          <Field title="Best selling months" text={t.bestSellingMonths} />
          <Field title="Depreciation rate" text={t.depreciationRate} />
          <Field title="Market analysis" text={t.marketAnalysis} />
        </>
      );
    case 'service':
      return <Field title="Maintenance alerts" text={t.maintenanceAlerts} />;
    case 'issues':
      return <KnownIssues t={t} />;
    case 'similar': {
      const models = splitCompetitorModels(t.competitorModels);
      return (
        <>
          <h3>Similar models</h3>
          {models.length === 0 ? (
            <div>No similar models are recorded for this vehicle.</div>
          ) : (
            <div className="mt-badges">
              {models.map((m) => (
                <span key={m} className="mt-badge" data-testid="similar-badge">
                  {m}
                </span>
              ))}
            </div>
          )}
        </>
      );
    }
    case 'updates':
      return (
        <>
          <ModelUpdates t={t} updates={t.insights?.modelUpdates ?? []} />
          <DataSources links={UPDATES_DATA_SOURCES} />
        </>
      );
  }
}

/** Row by row, left to right. */
function inScreenOrder(tabs: HTMLElement[]): HTMLElement[] {
  const box = new Map(tabs.map((tab) => [tab, tab.getBoundingClientRect()]));
  return tabs.sort((a, b) => box.get(a)!.top - box.get(b)!.top || box.get(a)!.left - box.get(b)!.left);
}

/** The six tabs of one vehicle (spec §2), keyboard operable as a WAI-ARIA tablist. */
/**
 * `idBase`: unique on the page (the policy's id). Not React's useId: the server draws this page on its own, not inside
 * the shell's tree, so a useId would differ between the server's markup and the browser's.
 */
export function TrendsTabs({ trends, label, name, idBase }: { trends: MarketTrends; label: string; name: string; idBase: string }) {
  const [active, setActive] = useState<TabKey>('value');
  const id = `mt-${idBase}`;
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    // The order on screen, not in the markup: at 360 px the CSS puts Issues in the first row (two rows of three).
    const onScreen = inScreenOrder([...(e.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])]);
    const i = onScreen.indexOf(e.currentTarget);
    const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? -1 : null;
    if (next === null || i < 0) return;
    e.preventDefault();
    const tab = onScreen[(next + onScreen.length) % onScreen.length]!;
    setActive(tab.dataset.tab as TabKey);
    tab.focus();
  };
  return (
    <div>
      <div className="mt-tabs" role="tablist" aria-label={label}>
        {TABS.map((t) => (
          <button
            key={t.key}
            id={`${id}-${t.key}`}
            type="button"
            role="tab"
            className="mt-tab"
            data-tab={t.key}
            aria-selected={active === t.key}
            aria-controls={`${id}-panel`}
            tabIndex={active === t.key ? 0 : -1}
            onClick={() => setActive(t.key)}
            onKeyDown={onKeyDown}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${active}`} className="mt-panel">
        {panel(active, trends, name, id)}
      </div>
    </div>
  );
}
