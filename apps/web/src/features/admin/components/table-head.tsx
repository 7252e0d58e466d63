import clsx from 'clsx';

export interface Column {
  label: string;
  /** Read by screen readers only (image and action columns). */
  hidden?: boolean;
  align?: 'right';
  /** Tighter left padding, for a column that follows a thumbnail. */
  tight?: boolean;
}

/** The header row every admin table shares. */
export function TableHead({ columns }: { columns: Column[] }) {
  return (
    <thead className="bg-brand-50/60 text-xs tracking-wide text-muted uppercase">
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={clsx(
              'py-3 font-semibold',
              column.tight ? 'px-2' : 'px-5',
              column.align === 'right' && 'text-right',
            )}
          >
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
