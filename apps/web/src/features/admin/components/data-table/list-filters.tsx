import { clsx } from 'clsx';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label, Select } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n/react';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { joinValues, type ListControls, splitValues } from '../../lib/list-params';

/*
 * The controls a list's filters are made of. Each reads its value from the address and writes it back
 * there (through `useListParams`), so the screens only say which filter and which choices.
 */

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterProps {
  list: ListControls<string>;
  name: string;
  label: string;
}

/** One choice among several, or any. */
export function FilterSelect({
  list,
  name,
  label,
  options,
  anyLabel,
  className,
}: FilterProps & { options: readonly FilterOption[]; anyLabel: string; className?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={list.state.filters[name] ?? ''}
        onChange={(event) => list.setFilters({ [name]: event.target.value || null })}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Any number of choices (the address holds them comma-separated); none chosen means any. */
export function FilterChecks({
  list,
  name,
  label,
  options,
}: FilterProps & { options: readonly FilterOption[] }) {
  const chosen = splitValues(list.state.filters[name]);
  const toggle = (value: string, on: boolean) =>
    list.setFilters({
      [name]: joinValues(
        options.map((option) => option.value).filter((v) => (v === value ? on : chosen.includes(v))),
      ),
    });
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const on = chosen.includes(option.value);
          return (
            <label
              key={option.value}
              className={clsx(
                'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full px-3 text-sm ring-1 ring-inset has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                on
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-surface text-ink ring-line hover:ring-brand-300',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A day (YYYY-MM-DD, as the server reads it in Bangladesh time). */
export function FilterDate({ list, name, label }: FilterProps) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={list.state.filters[name] ?? ''}
        onChange={(event) => list.setFilters({ [name]: event.target.value || null })}
      />
    </div>
  );
}

/** Free text (a coupon code, a courier), sent once typing pauses. */
export function FilterText({ list, name, label, placeholder }: FilterProps & { placeholder?: string }) {
  const id = useId();
  const value = list.state.filters[name] ?? '';
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (draft.trim() !== value) setDraft(value);
  }
  const send = useDebouncedCallback((text: string) => list.setFilters({ [name]: text || null }), 400);
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={draft}
        maxLength={30}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          setDraft(event.target.value);
          send.run(event.target.value.trim());
        }}
      />
    </div>
  );
}

/**
 * More filters than fit beside the search: a button that says how many are on, and the panel of them it
 * opens on a line of its own (the caller's row wraps). Open from the start when the address already
 * filters, so a shared view shows what it filters by.
 */
export function FiltersPanel({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [open, setOpen] = useState(active > 0);
  return (
    <>
      <Button variant="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {active > 0 ? t('dataTable.filtersActive', { count: active }) : t('dataTable.filters')}
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 transition-transform', open && 'rotate-180')}
        />
      </Button>
      <div
        id={id}
        hidden={!open}
        className="basis-full rounded-xl bg-brand-50/40 p-3 ring-1 ring-line ring-inset sm:p-4"
      >
        {children}
      </div>
    </>
  );
}
