import type { OrderGift } from '@plantopia/shared';
import { clsx } from 'clsx';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

/**
 * A gift order's recipient, note and SMS wish (docs/behaviour.md §9), as its buyer and the staff read
 * them: the order confirmation, My Orders and the back office's order page.
 */
export function GiftDetails({ gift, className }: { gift: OrderGift; className?: string }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  return (
    <dl className={clsx('grid gap-3 text-sm', className)}>
      <div>
        <dt className="text-muted">{t('gift.for')}</dt>
        <dd className="mt-0.5 font-medium break-words text-ink">
          {gift.recipientName} · <span className="tabular-nums">{format.digits(gift.recipientPhone)}</span>
        </dd>
      </div>
      <div>
        <dt className="text-muted">{t('gift.note')}</dt>
        <dd className="mt-0.5 break-words whitespace-pre-line text-ink">
          {gift.note ? t('gift.quoted', { note: gift.note }) : t('gift.noNote')}
        </dd>
      </div>
      <div>
        <dt className="text-muted">{t('gift.sms')}</dt>
        <dd className="mt-0.5 text-ink">
          {t(gift.notifyRecipient ? 'gift.smsYes' : 'gift.smsNo', { name: gift.recipientName })}
        </dd>
      </div>
    </dl>
  );
}
