import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * `use-sync-external-store/shim/with-selector` (React's, MIT) on the renderer's own
 * `useSyncExternalStore`: the data table's store reads it, and the package is published only as CommonJS,
 * whose `require('react')` the tests' module loader cannot point at Preact (decision 040). The same
 * algorithm: the selection is memoised on the snapshot, and `isEqual` keeps the previous selection.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const committed = useRef<{ hasValue: boolean; value: Selection | undefined }>({
    hasValue: false,
    value: undefined,
  });
  const [getSelection, getServerSelection] = useMemo(() => {
    let memoised: { snapshot: Snapshot; selection: Selection } | undefined;
    const select = (snapshot: Snapshot): Selection => {
      if (memoised && Object.is(memoised.snapshot, snapshot)) return memoised.selection;
      const next = selector(snapshot);
      const previous = memoised ? memoised.selection : committed.current.value;
      const hasPrevious = memoised !== undefined || committed.current.hasValue;
      const selection =
        isEqual && hasPrevious && isEqual(previous as Selection, next) ? (previous as Selection) : next;
      memoised = { snapshot, selection };
      return selection;
    };
    return [
      () => select(getSnapshot()),
      getServerSnapshot == null ? undefined : () => select(getServerSnapshot()),
    ];
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    committed.current = { hasValue: true, value };
  }, [value]);
  return value;
}
