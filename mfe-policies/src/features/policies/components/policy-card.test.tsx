import { render, within } from '@testing-library/react';
import { samplePolicy } from '../../../testing/sample-policies';
import { PolicyCard } from './policy-card';

const noop = () => undefined;

/** The card's facts as [term, value] pairs, in order. */
function facts(card: HTMLElement): [string, string][] {
  return within(card)
    .getAllByRole('term')
    .map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']);
}

describe('PolicyCard', () => {
  it("shows last year's premium beside the current one, and a dash when there is none", () => {
    const { container, rerender } = render(
      <PolicyCard policy={samplePolicy({ currentPremium: '689.90', previousPremium: '612.40' })} onEdit={noop} onDelete={noop} onToggleActive={noop} />,
    );
    const card = container.querySelector('article')!;
    expect(facts(card).slice(2, 4)).toEqual([
      ['Premium', '£690'],
      ['Last year', '£612'],
    ]);
    rerender(<PolicyCard policy={samplePolicy({ previousPremium: null })} onEdit={noop} onDelete={noop} onToggleActive={noop} />);
    expect(facts(container.querySelector('article')!)).toContainEqual(['Last year', '—']);
  });
});
