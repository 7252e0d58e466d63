import { Link, type LinkProps } from '@/components/link';
import { useLocation } from '@/lib/router';

/** What a row's page is told about the list it was opened from. */
interface FromList {
  back: string;
}

function isFromList(state: unknown): state is FromList {
  return typeof state === 'object' && state !== null && typeof (state as FromList).back === 'string';
}

/** The state a link to a row's page carries: the list's address, search and filters included. */
export function useFromList(): FromList {
  const location = useLocation();
  return { back: `${location.pathname}${location.search}` };
}

/** A link to a row's own page that remembers the list it was opened from. */
export function RowLink(props: Omit<LinkProps, 'state'>) {
  return <Link {...props} state={useFromList()} />;
}

/** Where a row's page goes back to: the filtered list it was opened from, or `fallback` (a bookmark). */
export function useBackToList(fallback: string): string {
  const { state } = useLocation();
  return isFromList(state) ? state.back : fallback;
}
