import { useEffect, useRef } from 'react';

const boxClasses = 'size-5 cursor-pointer rounded accent-brand-700';

/**
 * A row's checkbox. The table's handler reads the click (not the change) so that Shift+click selects a
 * range of rows, as TanStack Table documents.
 */
export function SelectionBox({
  checked,
  label,
  onToggle,
}: {
  checked: boolean;
  label: string;
  onToggle: (event: unknown) => void;
}) {
  return (
    <input
      type="checkbox"
      className={boxClasses}
      checked={checked}
      aria-label={label}
      onChange={() => {}}
      onClick={onToggle}
    />
  );
}

/** The header's checkbox for every row of the page; half-checked while only some are. */
export function SelectPageBox({
  checked,
  mixed,
  label,
  onToggle,
}: {
  checked: boolean;
  mixed: boolean;
  label: string;
  onToggle: (event: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed && !checked;
  }, [mixed, checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={boxClasses}
      checked={checked}
      aria-label={label}
      onChange={onToggle}
    />
  );
}
