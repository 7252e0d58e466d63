import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Edit and Delete for one row of an admin table; `itemName` makes each button's name unique. */
export function RowActions({
  itemName,
  onEdit,
  onDelete,
  className = 'justify-end',
}: {
  itemName: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}) {
  return (
    <span className={`flex gap-1 ${className}`}>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${itemName}`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        aria-label={`Delete ${itemName}`}
        className="text-danger hover:bg-danger-soft"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
    </span>
  );
}
