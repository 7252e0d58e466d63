import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this product?'. */
  question: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
}

/** A yes/no question that must be answered before a destructive or irreversible change. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  question,
  confirmLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-lift outline-none data-[state=open]:animate-fade-in">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{question}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })}>
              {t('confirm.cancel')}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: the dialog stays open (and busy) until the change has finished. */}
            <Button variant={tone} disabled={busy} onClick={onConfirm}>
              {busy ? t('confirm.working') : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
