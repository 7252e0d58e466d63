import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { controlClasses, Label } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n/react';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
}

/** A search field that reports what was typed once typing pauses for 300 ms. */
export function SearchBox({ value, onSearch, placeholder }: SearchBoxProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [draft, setDraft] = useState(value);
  const debounced = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);

  // When the URL changes from outside (back button, Clear filters), show its value.
  useEffect(() => {
    setDraft((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for many phones in use; the role works everywhere.
    <form
      role="search"
      // Without JavaScript the form still searches: the browser loads `?q=…` and the server renders it.
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        debounced.cancel();
        onSearch(draft.trim());
      }}
    >
      <Label htmlFor={id}>{t('search.label')}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          name="q"
          type="search"
          value={draft}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
          onChange={(event) => {
            setDraft(event.target.value);
            debounced.run(event.target.value);
          }}
          className={`${controlClasses} h-11 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden`}
        />
        {draft ? (
          <button
            type="button"
            aria-label={t('search.clear')}
            onClick={() => {
              setDraft('');
              debounced.cancel();
              onSearch('');
            }}
            className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:bg-brand-50 hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
