import { fireEvent, render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Policy } from '@renewly/shared-contracts';
import { samplePolicy } from '../../../testing/sample-policies';
import { PolicyCard } from './policy-card';

const noop = () => undefined;

/** The card's facts as [term, value] pairs, in order. */
function facts(card: HTMLElement): [string, string][] {
  return within(card)
    .getAllByRole('term')
    .map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']);
}

function card(policy: Policy, onImport: (policy: Policy, file: File) => void = noop) {
  return (
    <MemoryRouter>
      <PolicyCard policy={policy} onEdit={noop} onDelete={noop} onToggleActive={noop} onImport={onImport} onShare={noop} onLeave={noop} onCheckDvla={noop} />
    </MemoryRouter>
  );
}

describe('PolicyCard', () => {
  it("shows last year's premium beside the current one, and a dash when there is none", () => {
    const { container, rerender } = render(card(samplePolicy({ currentPremium: '689.90', previousPremium: '612.40' })));
    const article = container.querySelector('article')!;
    expect(facts(article).slice(2, 4)).toEqual([
      ['Premium', '£690'],
      ['Last year', '£612'],
    ]);
    rerender(card(samplePolicy({ previousPremium: null })));
    expect(facts(container.querySelector('article')!)).toContainEqual(['Last year', '—']);
  });

  it('explains a rise of 10% or £50, with the FCA rules linked and Get quotes, and nothing for a smaller one', () => {
    const { getByTestId, queryByTestId, rerender } = render(card(samplePolicy({ currentPremium: '689.90', previousPremium: '598.20' })));
    const note = getByTestId('price-rise');
    expect(note.querySelector('strong')?.textContent).toBe('Up £92 (15%) on last year');
    const links = [...note.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['FCA ICOBS 6.5', 'https://handbook.fca.org.uk/handbook/ICOBS/6/5.html'],
      ['ICOBS 6B', 'https://handbook.fca.org.uk/handbook/ICOBS/6B/1.html'],
      ['ICOBS 6A.6', 'https://handbook.fca.org.uk/handbook/ICOBS/6A/6.html'],
      ['ICOBS 7.1', 'https://www.handbook.fca.org.uk/handbook/ICOBS/7/1.html'],
      ['Get quotes', '/quotes'],
    ]);
    expect(note.textContent).toContain('Information, not advice.');
    rerender(card(samplePolicy({ currentPremium: '630', previousPremium: '598.20' })));
    expect(queryByTestId('price-rise')).toBeNull();
  });

  it('issue 51: no rise note once the renewal is answered (the policy rolled on), until the next notice brings an offer', () => {
    const rolled = samplePolicy({ currentPremium: '689.90', previousPremium: '598.20', termBought: 'renewed', renewalOffer: null });
    const { queryByTestId, rerender } = render(card(rolled));
    expect(queryByTestId('price-rise')).toBeNull();
    rerender(card({ ...rolled, currentPremium: '790', previousPremium: '689.90', renewalOffer: '790' }));
    expect(queryByTestId('price-rise')?.querySelector('strong')?.textContent).toBe('Up £100 (15%) on last year');
  });

  it("hands a chosen notice file to the page, with the insurer's policy number shown", () => {
    const chosen: [string, string][] = [];
    const policy = samplePolicy({ insurerPolicyNumber: 'AV/6620184/03' });
    const { getByRole, getByTestId, container } = render(card(policy, (p, file) => chosen.push([p.id, file.name])));
    expect(container.textContent).toContain("Insurer's no. AV/6620184/03");
    expect(getByRole('button', { name: `Import renewal notice for ${policy.registrationNumber}` })).toBeTruthy();
    const input = getByTestId('notice-file-input') as HTMLInputElement;
    expect(input.accept).toBe('application/pdf,.pdf,image/jpeg,image/png,image/webp');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'notice.pdf', { type: 'application/pdf' })] } });
    expect(chosen).toEqual([[policy.id, 'notice.pdf']]);
  });

  it('issue 49: Documents is offered to everyone with access, a viewer too, and opens the papers of that policy', () => {
    const opened: string[] = [];
    const policy = samplePolicy({ access: 'viewer' });
    const { getByRole } = render(
      <MemoryRouter>
        <PolicyCard policy={policy} onEdit={noop} onDelete={noop} onToggleActive={noop} onImport={noop} onShare={noop} onLeave={noop} onCheckDvla={noop}
          onDocuments={(p) => opened.push(p.id)}
        />
      </MemoryRouter>,
    );
    fireEvent.click(getByRole('button', { name: `Documents for ${policy.registrationNumber}` }));
    expect(opened).toEqual([policy.id]);
  });
});
