// Callbacks that keep their identity across renders and always call the latest version (issue 50): a page passes them
// to memoised children (the policy cards, the reminder rows), so opening a dialog, which changes the page's state,
// does not draw every card again inside the tap's task.
import { useLayoutEffect, useMemo, useRef } from 'react';

type Callbacks = Record<string, (...args: never[]) => unknown>;

export function useStableCallbacks<T extends Callbacks>(callbacks: T): T {
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  // The keys are the same on every render (a literal object at the call site).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => Object.fromEntries(Object.keys(callbacks).map((key) => [key, (...args: never[]) => latest.current[key]!(...args)])) as T, []);
}
