import { Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { controlClasses, Label } from '@/components/ui/field';
import { useLocation } from '@/lib/router';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import type { ListControls } from '../../lib/list-params';

/** Asks the server once typing pauses this long (or at once on Enter). */
const SEARCH_PAUSE_MS = 350;

/** A list's search box: what it holds is the address's `q`, so Back and Forward bring earlier searches back. */
export function ListSearch({
  list,
  label,
  placeholder,
  className,
}: {
  list: ListControls<string>;
  label: string;
  placeholder: string;
  className?: string;
}) {
  const id = useId();
  const { q } = list.state;
  const [draft, setDraft] = useState(q);
  const [shown, setShown] = useState(q);
  // The address changed under the box (Back, a quick view): show its search, unless the box already
  // says the same thing with a space still being typed.
  if (shown !== q) {
    setShown(q);
    if (draft.trim() !== q) setDraft(q);
  }
  // A search still pausing when the staff member opens a row must not pull them back to the list.
  const location = useLocation();
  const here = useRef(location.pathname);
  here.current = location.pathname;
  const search = useDebouncedCallback((text: string, typedAt: string) => {
    if (here.current === typedAt) list.setSearch(text);
  }, SEARCH_PAUSE_MS);

  return (
    <search className={className}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          search.cancel();
          list.setSearch(draft.trim());
        }}
      >
        <Label htmlFor={id} className="sr-only">
          {label}
        </Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={id}
            type="search"
            value={draft}
            maxLength={100}
            placeholder={placeholder}
            enterKeyHint="search"
            onChange={(event) => {
              setDraft(event.target.value);
              search.run(event.target.value.trim(), location.pathname);
            }}
            className={`${controlClasses} h-11 pl-9`}
          />
        </div>
      </form>
    </search>
  );
}
