import { type Order, paymentMethodLabel } from '@plantopia/shared';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { OrderTotals } from '@/components/order-totals';
import { GiftDetails } from '@/components/orders/gift-details';
import { shortOrderId } from '@/components/orders/order-format';
import { OrderItemList } from '@/components/orders/order-items';
import { buttonClasses } from '@/components/ui/button';
import { useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { ResultActions, ResultPanel } from './result-panel';

/**
 * The confirmation every placed order lands on, paid (card, bKash, SSLCommerz) or cash on delivery: its
 * number, what was ordered and its total, what is left to pay at the door, when it should arrive and what
 * the shop does next (a call or SMS to confirm a cash order; an SMS when it ships). A gift shows whom it
 * goes to, the note, and that no prices travel with it.
 */
export function OrderThankYou({ order }: { order: Order }) {
  const { t } = useTranslation(['checkout', 'messages']);
  const format = useFormat();
  const say = useSay();
  const cash = order.paymentMethod === 'cod';
  const total = format.taka(order.summary.total);
  const phone = format.digits(order.shipping.phone);
  const method = say(paymentMethodLabel(order.paymentMethod));
  return (
    <ResultPanel
      tone="good"
      icon={<CircleCheck className="size-7" />}
      title={t(cash ? 'thankYou.titleCash' : 'thankYou.titlePaid')}
    >
      <p className="text-lg font-semibold">{t('result.reference', { number: shortOrderId(order._id) })}</p>
      <p className="text-sm text-muted">{t('thankYou.placedAt', { date: format.date(order.createdAt) })}</p>

      <div className="mt-4 rounded-lg bg-brand-50 p-4 ring-1 ring-brand-100">
        {cash ? (
          <>
            <p className="flex flex-wrap items-baseline justify-between gap-x-4 font-semibold">
              <span>{t('thankYou.payAtDoor')}</span>
              <span className="text-xl text-brand-800 tabular-nums">{total}</span>
            </p>
            <p className="mt-1 text-sm">{t('thankYou.payAtDoorNote', { total })}</p>
          </>
        ) : (
          <>
            <p className="break-words">
              {order.paymentReference
                ? t('thankYou.paidWithTransaction', { total, method, transaction: order.paymentReference })
                : t('thankYou.paid', { total, method })}
            </p>
            <p className="mt-1 text-sm font-semibold">{t('thankYou.nothingAtDoor')}</p>
          </>
        )}
      </div>

      <Part id="thank-you-items" title={t('thankYou.items')}>
        <OrderItemList order={order} />
        <OrderTotals summary={order.summary} couponCode={order.couponCode} className="mt-4" />
      </Part>
      {order.gift ? (
        <Part id="thank-you-gift" title={t('thankYou.giftTitle')}>
          <GiftDetails gift={order.gift} />
          <p className="mt-3 text-sm">{t('thankYou.giftNoPrices')}</p>
        </Part>
      ) : null}
      <Part id="thank-you-when" title={t('thankYou.whenTitle')}>
        <p>{t('thankYou.when')}</p>
      </Part>
      <Part id="thank-you-next" title={t('thankYou.nextTitle')}>
        <p>
          {order.gift
            ? t('thankYou.nextGift', { phone, name: order.gift.recipientName })
            : t(cash ? 'thankYou.nextCash' : 'thankYou.nextPaid', { phone })}
        </p>
      </Part>

      <ResultActions>
        <Link to="/profile" className={buttonClasses({})}>
          {t('result.seeOrders')}
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          {t('result.continueShopping')}
        </Link>
      </ResultActions>
    </ResultPanel>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="mb-2 text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
