import { act } from 'react';
import { render } from '@testing-library/react';
import { useDeferredQuery } from './deferred-query';

type Query = { data: string[] | undefined; status: 'pending' | 'error' | 'success'; error: unknown; isFetching: boolean };

test('the answer arrives in a later render than the update, with its status, never half', async () => {
  const seen: string[] = [];
  function List({ query }: { query: Query }) {
    const shown = useDeferredQuery(query);
    seen.push(`${shown.status}/${shown.isPending}/${shown.data?.join(',') ?? '-'}/fetching:${shown.isFetching}`);
    return null;
  }
  const { rerender } = render(<List query={{ data: undefined, status: 'pending', error: null, isFetching: true }} />);
  await act(async () => {
    rerender(<List query={{ data: ['a', 'b'], status: 'success', error: null, isFetching: false }} />);
  });
  expect(seen).toEqual([
    'pending/true/-/fetching:true',
    // the urgent render: still the skeleton's state, while live fields are current
    'pending/true/-/fetching:false',
    // the transition: data and status together
    'success/false/a,b/fetching:false',
  ]);
});
