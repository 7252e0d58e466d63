import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
  return (
    <span className={`flex gap-1 ${className}`}>
      <Button
        variant="ghost"
        size="sm"
        onClick={onEdit}
        aria-label={t('rowActions.editItem', { name: itemName })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('rowActions.edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        aria-label={t('rowActions.deleteItem', { name: itemName })}
        className="text-danger hover:bg-danger-soft"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('rowActions.delete')}
      </Button>
    </span>
  );
}
