import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation, useNavigate } from '@/lib/router';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { searchPath } from '../api';

// The suggestions come in their own chunk, fetched once the shopper types: every page's first load
// carries only this form, which works without JavaScript (a GET to /search).
const SuggestionList = lazy(() => import('./suggestion-list').then((m) => ({ default: m.SuggestionList })));

const SUGGEST_DEBOUNCE_MS = 150;

/**
 * Search from the header (issue 25): a combobox (WAI-ARIA 1.2) whose listbox offers products, categories
 * and posts as the shopper types. Arrows move through the suggestions, Enter opens the one chosen or
 * the search page, Escape closes the list.
 */
export function HeaderSearch({
  className,
  autoFocus = false,
  initialText = '',
}: {
  className?: string;
  autoFocus?: boolean;
  /** What the field starts with (the search page's own words). */
  initialText?: string;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const listId = `${id}-suggestions`;
  const navigate = useNavigate();
  const location = useLocation();
  const field = useRef<HTMLInputElement>(null);
  // Uncontrolled: words typed before the page's code ran are kept by the browser through hydration
  // (a controlled field would be reset to the server's empty value), and read here once it runs.
  const [text, setText] = useState(initialText);
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<ReadonlyArray<{ to: string }>>([]);
  const [active, setActive] = useState(-1);
  const ask = useDebouncedCallback((value: string) => setAsked(value.trim()), SUGGEST_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for what was typed before hydration.
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed === text) return;
    setText(typed);
    setOpen(document.activeElement === field.current);
    setAsked(typed.trim());
  }, []);

  // Another page closes the list (not the first render's: words typed before hydration open it).
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    setOpen(false);
  }, [location.key]);

  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  const showing = open && asked.length > 0;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for many phones in use; the role works everywhere.
    <form
      role="search"
      action="/search"
      method="get"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) go(searchPath(text));
      }}
    >
      <div className="relative">
        <label htmlFor={id} className="sr-only">
          {t('search.label')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showing}
          aria-controls={listId}
          aria-activedescendant={showing && active >= 0 ? `${listId}-${active}` : undefined}
          ref={field}
          defaultValue={initialText}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          // biome-ignore lint/a11y/noAutofocus: the phone's search row opens to be typed in.
          autoFocus={autoFocus}
          placeholder={t('search.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            ask.run(event.target.value);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && showing) {
              event.preventDefault();
              setOpen(false);
            } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
              event.preventDefault();
              setOpen(true);
              // -1 is the field itself: the arrows cycle through it and every suggestion.
              const step = event.key === 'ArrowDown' ? 1 : -1;
              const places = options.length + 1;
              setActive((current) => ((current + 1 + step + places) % places) - 1);
            } else if (event.key === 'Enter' && showing && active >= 0 && options[active]) {
              event.preventDefault();
              go(options[active].to);
            }
          }}
          className="h-10 w-full rounded-full border border-line bg-surface pr-4 pl-9 text-sm text-ink placeholder:text-muted focus:border-brand-500 focus:outline-3 focus:outline-offset-1 focus:outline-brand-500/40 [&::-webkit-search-cancel-button]:hidden"
        />
        {showing ? (
          <Suspense fallback={null}>
            <SuggestionList q={asked} listId={listId} active={active} onOptions={setOptions} onPick={go} />
          </Suspense>
        ) : null}
      </div>
    </form>
  );
}
