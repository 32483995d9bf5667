// A query's answer drawn as a transition. react-query hands a new answer to React as an urgent update, so the page's
// whole list (cards, tags, buttons) would render in one long task; deferred, the urgent render keeps what was drawn
// (the skeleton) and the list renders as a transition, in slices that leave the browser free between them. Data and
// status are deferred together (one render sees both new); fetching state, refetch and errors stay live.
import { useDeferredValue } from 'react';

type QueryLike = { data: unknown; status: 'pending' | 'error' | 'success'; error: unknown };

export function useDeferredQuery<Q extends QueryLike>(query: Q): Q {
  const data = useDeferredValue(query.data);
  const status = useDeferredValue(query.status);
  return {
    ...query,
    data,
    status,
    isPending: status === 'pending',
    isError: status === 'error',
    isSuccess: status === 'success',
  };
}
