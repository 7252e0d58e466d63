import { Pencil, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/react';
import { RowLink } from './data-table/row-link';

/**
 * Edit and Delete for one row of a list; `itemName` makes each button's name unique. Edit is a link when
 * the row has its own page (`editTo`), a button when it opens a dialog (`onEdit`).
 */
export function RowActions({
  itemName,
  editTo,
  onEdit,
  onDelete,
  className = 'justify-end',
}: {
  itemName: string;
  editTo?: string;
  onEdit?: () => void;
  onDelete: () => void;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  const edit = (
    <>
      <Pencil aria-hidden="true" className="size-4" />
      {t('rowActions.edit')}
    </>
  );
  return (
    <span className={`flex gap-1 ${className}`}>
      {editTo ? (
        <RowLink
          to={editTo}
          aria-label={t('rowActions.editItem', { name: itemName })}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          {edit}
        </RowLink>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          aria-label={t('rowActions.editItem', { name: itemName })}
        >
          {edit}
        </Button>
      )}
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
