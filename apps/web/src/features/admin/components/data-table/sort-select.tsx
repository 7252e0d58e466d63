import { useId } from 'react';
import { Label, Select } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n/react';
import type { ListSort } from '../../lib/list-params';

/** On a phone, where rows are cards without headers to press, the order is chosen here. */
export function SortSelect({
  columns,
  sort,
  onSort,
}: {
  columns: { id: string; label: string; names?: { desc: string; asc: string } }[];
  sort: ListSort | null;
  onSort: (sort: ListSort) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const value = sort ? `${sort.id}:${sort.desc ? 'desc' : 'asc'}` : '';
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="mb-0 text-sm whitespace-nowrap text-muted">
        {t('dataTable.sortBy')}
      </Label>
      <Select
        id={id}
        value={value}
        className="h-9 w-auto py-0"
        onChange={(event) => {
          const [column, dir] = event.target.value.split(':');
          if (column) onSort({ id: column, desc: dir === 'desc' });
        }}
      >
        {columns.flatMap((column) => [
          <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
            {column.names?.desc ?? t('dataTable.sortDescending', { column: column.label })}
          </option>,
          <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
            {column.names?.asc ?? t('dataTable.sortAscending', { column: column.label })}
          </option>,
        ])}
      </Select>
    </div>
  );
}
