import {
  BD_DISTRICTS,
  CONFIRMATION_STATES,
  ORDER_STATUSES,
  orderStatusLabel,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  paymentMethodLabel,
  paymentStatusLabel,
} from '@plantopia/shared';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { Link } from '@/components/link';
import { useLocale, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useCourierLabel, useCouriers } from '../../api/couriers';
import type { ListControls } from '../../lib/list-params';
import { isView, ORDER_VIEWS, type OrderFilter } from '../../lib/order-list';
import {
  FilterChecks,
  FilterDate,
  type FilterOption,
  FilterSelect,
  FiltersPanel,
  FilterText,
} from '../data-table/list-filters';

/** Every quick view as a link: a view is an address, so it can be opened in a new tab or bookmarked. */
export function OrderViews({ list }: { list: ListControls<OrderFilter> }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('orders.views.label')} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-0.5">
      {ORDER_VIEWS.map((view) => {
        const current = isView(list.state, view);
        return (
          <Link
            key={view.id}
            to={{ search: new URLSearchParams(view.filters).toString() }}
            aria-current={current ? 'page' : undefined}
            className={clsx(
              'inline-flex min-h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
              current
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'text-brand-800 ring-line hover:bg-brand-50',
            )}
          >
            {t(view.labelKey)}
          </Link>
        );
      })}
    </nav>
  );
}

/** The orders list's filters (AdminOrdersQuerySchema), behind a button that counts the ones in use. */
export function OrderFilters({ list }: { list: ListControls<OrderFilter> }) {
  const { t } = useTranslation('admin');
  const say = useSay();
  const locale = useLocale();
  const districts = useMemo(
    () =>
      BD_DISTRICTS.map((district) => ({
        value: String(district.id),
        label: locale === 'bn' ? district.bnName : district.name,
      })).sort((a, b) => a.label.localeCompare(b.label, locale)),
    [locale],
  );
  return (
    <FiltersPanel active={Object.keys(list.state.filters).length}>
      <div className="grid gap-4">
        <FilterChecks
          list={list}
          name="status"
          label={t('orders.filters.status')}
          options={ORDER_STATUSES.map((status) => ({
            value: status,
            label: say(orderStatusLabel(status, 'admin')),
          }))}
        />
        <FilterChecks
          list={list}
          name="confirmation"
          label={t('orders.filters.confirmation')}
          options={CONFIRMATION_STATES.map((state) => ({
            value: state,
            label: say({ code: `order.confirmation.${state}` }),
          }))}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <FilterChecks
            list={list}
            name="paymentMethod"
            label={t('orders.filters.paymentMethod')}
            options={PAYMENT_METHODS.map((method) => ({
              value: method,
              label: say(paymentMethodLabel(method)),
            }))}
          />
          <FilterChecks
            list={list}
            name="paymentStatus"
            label={t('orders.filters.paymentStatus')}
            options={PAYMENT_STATUSES.map((status) => ({
              value: status,
              label: say(paymentStatusLabel(status)),
            }))}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          <FilterDate list={list} name="from" label={t('orders.filters.from')} />
          <FilterDate list={list} name="to" label={t('orders.filters.to')} />
          <FilterSelect
            list={list}
            name="districtId"
            label={t('orders.filters.district')}
            anyLabel={t('orders.filters.anyDistrict')}
            options={districts}
          />
          <CourierFilter list={list} />
          <FilterSelect
            list={list}
            name="booked"
            label={t('orders.filters.booked')}
            anyLabel={t('orders.filters.anyBooking')}
            options={[
              { value: 'no', label: t('orders.filters.notBooked') },
              { value: 'yes', label: t('orders.filters.isBooked') },
            ]}
          />
          <FilterText list={list} name="coupon" label={t('orders.filters.coupon')} />
        </div>
      </div>
    </FiltersPanel>
  );
}

/**
 * The couriers the shop has set up, by the names people read; a courier in the address that is not set
 * up (any more: its old bookings) stays a choice, so the select shows what the list is filtered by.
 */
function CourierFilter({ list }: { list: ListControls<OrderFilter> }) {
  const { t } = useTranslation('admin');
  const { couriers } = useCouriers();
  const courierLabel = useCourierLabel();
  const chosen = list.state.filters.courier;
  const options = useMemo(() => {
    const names = couriers.map((courier) => courier.name);
    if (chosen && !names.includes(chosen)) names.push(chosen);
    return names.map((name): FilterOption => ({ value: name, label: courierLabel(name) }));
  }, [couriers, chosen, courierLabel]);
  // No courier set up and none asked for: there is nothing to choose.
  if (options.length === 0) return null;
  return (
    <FilterSelect
      list={list}
      name="courier"
      label={t('orders.filters.courier')}
      anyLabel={t('orders.filters.anyCourier')}
      options={options}
    />
  );
}
