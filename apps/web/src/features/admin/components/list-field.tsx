import { Plus, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n/react';

export interface ListFieldProps {
  id: string;
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  /** The language of the entries ('bn' for the Bangla lists). */
  lang?: string;
}

/** A list of short texts as rows to add and remove (blank rows are dropped when saved). */
export function ListField({ id, label, value, onChange, error, lang }: ListFieldProps) {
  const { t } = useTranslation('adminCatalog');
  const list = useRef<HTMLUListElement>(null);
  const rows = value.length > 0 ? value : [''];

  const add = () => {
    onChange([...rows, '']);
    // Focus the new row once it is drawn.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus(),
    );
  };

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <ul ref={list} className="grid gap-2">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain texts edited in place; their place is their identity.
          <li key={index} className="flex gap-2">
            <Input
              id={index === 0 ? id : undefined}
              aria-label={t('listField.row', { label, index: index + 1 })}
              lang={lang}
              value={row}
              maxLength={500}
              onChange={(event) => onChange(rows.map((r, i) => (i === index ? event.target.value : r)))}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('listField.remove', { label: label.toLowerCase(), index: index + 1 })}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              disabled={rows.length === 1 && row === ''}
              className="shrink-0 text-muted hover:text-danger"
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="ghost"
        size="sm"
        onClick={add}
        aria-label={t('listField.addTo', { label })}
        className="mt-2 -ml-2"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('listField.add')}
      </Button>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
