import { CATEGORIES, type Coupon, type CouponInput } from '@plantopia/shared';
import { Pencil, TicketPercent, TicketPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCategoryText, useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import type { TFunction } from '@/lib/i18n/translator';
import { useCoupons, useSaveCoupon } from '../api/coupons';
import { type ListSpec, useListParams } from '../lib/list-params';
import { type LocalListRules, pageLocally } from '../lib/local-page';
import { CouponEditorDialog } from './coupon-editor-dialog';
import { DataTable, dataColumns } from './data-table/data-table';
import { FilterSelect } from './data-table/list-filters';
import { ListSearch } from './data-table/list-search';
import { AdminScreen } from './layout/admin-screen';

type CouponState = 'active' | 'scheduled' | 'expired' | 'usedUp' | 'inactive';

const STATES: Record<CouponState, { labelKey: string; tone: BadgeTone }> = {
  active: { labelKey: 'couponsTab.status.active', tone: 'leaf' },
  scheduled: { labelKey: 'couponsTab.status.scheduled', tone: 'brand' },
  expired: { labelKey: 'couponsTab.status.expired', tone: 'neutral' },
  usedUp: { labelKey: 'couponsTab.status.usedUp', tone: 'danger' },
  inactive: { labelKey: 'couponsTab.status.inactive', tone: 'neutral' },
};

function stateOf(coupon: Coupon, now: number): CouponState {
  if (!coupon.active) return 'inactive';
  if (now < Date.parse(coupon.startsAt)) return 'scheduled';
  if (now >= Date.parse(coupon.endsAt)) return 'expired';
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return 'usedUp';
  return 'active';
}

/** A code's terms in words, in the page's language. */
function couponText(
  t: TFunction,
  format: ReturnType<typeof useFormat>,
  categoryLabel: (id: string) => string,
) {
  return {
    discount(coupon: Coupon): string {
      if (coupon.kind === 'percent') return t('couponsTab.percentOff', { percent: coupon.value });
      if (coupon.kind === 'fixed') return t('couponsTab.takaOff', { amount: format.taka(coupon.value) });
      return t('coupon.kinds.free_delivery');
    },
    conditions(coupon: Coupon): string {
      const parts = [];
      if (coupon.minSubtotal > 0)
        parts.push(t('couponsTab.from', { amount: format.taka(coupon.minSubtotal) }));
      if (coupon.categories.length > 0) parts.push(coupon.categories.map(categoryLabel).join(', '));
      if (coupon.maxUsesPerShopper !== null) {
        parts.push(t('couponsTab.perShopper', { count: coupon.maxUsesPerShopper }));
      }
      return parts.length > 0 ? parts.join(' · ') : t('couponsTab.anyOrder');
    },
    uses(coupon: Coupon): string {
      return coupon.maxUses === null
        ? format.number(coupon.uses)
        : `${format.number(coupon.uses)} / ${format.number(coupon.maxUses)}`;
    },
  };
}

/** The terms of a listed code, as the form sends them (to flip `active` and nothing else). */
function termsOf(coupon: Coupon): CouponInput {
  const { _id, uses, createdAt, updatedAt, ...terms } = coupon;
  return terms;
}

type Filter = 'state';
const LIST: ListSpec<Filter> = { pageSize: 25, filters: ['state'] };
const column = dataColumns<Coupon>();
const rowId = (coupon: Coupon) => coupon._id;

type Editing = { coupon: Coupon | null } | null;

/** `/admin/coupons`: every code with its terms and uses so far; create, edit, deactivate. */
export function CouponsScreen() {
  const { t } = useTranslation('adminCatalog');
  const format = useFormat();
  const categoryText = useCategoryText();
  const list = useListParams(LIST);
  const coupons = useCoupons();
  const save = useSaveCoupon();
  const [editing, setEditing] = useState<Editing>(null);
  // One "now" per answer, so a code's state does not change between two renders of the same list.
  const now = useMemo(() => (coupons.data ? Date.now() : 0), [coupons.data]);

  // `GET /api/admin/coupons` answers every code at once; until it pages, the list is paged here.
  const page = useMemo(() => {
    if (!coupons.data) return undefined;
    const rules: LocalListRules<Coupon, Filter> = {
      searchIn: (coupon) => [coupon.code],
      filter: { state: (coupon, state) => stateOf(coupon, now) === state },
    };
    return pageLocally(coupons.data, list.state, rules);
  }, [coupons.data, list.state, now]);

  const columns = useMemo(() => {
    const text = couponText(t, format, (id) => {
      const category = CATEGORIES.find((one) => one.id === id);
      return category ? categoryText.label(category) : id;
    });
    const toggle = (coupon: Coupon) =>
      save.mutate(
        { id: coupon._id, values: { ...termsOf(coupon), active: !coupon.active } },
        {
          onSuccess: (saved) =>
            toast.success(
              saved.active
                ? t('couponsTab.reactivated', { code: saved.code })
                : t('couponsTab.deactivated', { code: saved.code }),
            ),
          onError: (error) => toast.error(errorMessage(error, t('coupon.saveFailed'))),
        },
      );
    return column.columns([
      column.accessor('code', {
        header: t('couponsTab.columns.code'),
        meta: { card: 'title', className: 'font-semibold tracking-wide whitespace-nowrap' },
      }),
      column.display({
        id: 'state',
        header: t('couponsTab.columns.status'),
        meta: { card: 'aside' },
        cell: ({ row }) => {
          const state = STATES[stateOf(row.original, now)];
          return <Badge tone={state.tone}>{t(state.labelKey)}</Badge>;
        },
      }),
      column.display({
        id: 'discount',
        header: t('couponsTab.columns.discount'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => text.discount(row.original),
      }),
      column.display({
        id: 'conditions',
        header: t('couponsTab.columns.conditions'),
        meta: { card: 'wide', className: 'text-muted' },
        cell: ({ row }) => text.conditions(row.original),
      }),
      column.display({
        id: 'valid',
        header: t('couponsTab.columns.valid'),
        meta: { card: 'wide', className: 'text-xs text-muted' },
        cell: ({ row }) => (
          <>
            <span className="block whitespace-nowrap">{format.date(row.original.startsAt)}</span>
            <span className="block whitespace-nowrap">
              {t('couponsTab.until', { date: format.date(row.original.endsAt) })}
            </span>
          </>
        ),
      }),
      column.display({
        id: 'uses',
        header: t('couponsTab.columns.uses'),
        meta: { align: 'end', className: 'whitespace-nowrap tabular-nums' },
        cell: ({ row }) => text.uses(row.original),
      }),
      column.display({
        id: 'actions',
        header: t('couponsTab.columns.actions'),
        meta: { hiddenHeader: true, card: 'actions' },
        cell: ({ row }) => {
          const coupon = row.original;
          return (
            <span className="flex justify-end gap-1">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setEditing({ coupon })}
                aria-label={t('couponsTab.editCode', { code: coupon.code })}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('couponsTab.edit')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => toggle(coupon)}
                disabled={save.isPending}
                aria-label={
                  coupon.active
                    ? t('couponsTab.deactivateCode', { code: coupon.code })
                    : t('couponsTab.activateCode', { code: coupon.code })
                }
                className={coupon.active ? 'text-danger hover:bg-danger-soft' : undefined}
              >
                {coupon.active ? t('couponsTab.deactivate') : t('couponsTab.activate')}
              </Button>
            </span>
          );
        },
      }),
    ]);
  }, [t, format, categoryText, now, save.mutate, save.isPending]);

  return (
    <AdminScreen
      title={t('couponsTab.heading')}
      actions={
        <Button size="sm" onClick={() => setEditing({ coupon: null })}>
          <TicketPlus aria-hidden="true" className="size-4" />
          {t('couponsTab.new')}
        </Button>
      }
    >
      <DataTable
        label={t('couponsTab.heading')}
        columns={columns}
        list={list}
        query={coupons}
        rows={page?.rows}
        total={page?.total}
        getRowId={rowId}
        countLabel={(count) => t('couponsTab.count', { count })}
        empty={{ icon: TicketPercent, title: t('couponsTab.emptyTitle'), text: t('couponsTab.emptyText') }}
        toolbar={
          <div className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-end">
            <ListSearch
              list={list}
              label={t('couponsTab.search')}
              placeholder={t('couponsTab.searchPlaceholder')}
            />
            <FilterSelect
              list={list}
              name="state"
              label={t('couponsTab.columns.status')}
              anyLabel={t('couponsTab.anyStatus')}
              options={(Object.keys(STATES) as CouponState[]).map((state) => ({
                value: state,
                label: t(STATES[state].labelKey),
              }))}
            />
          </div>
        }
      />
      {editing ? (
        <CouponEditorDialog
          key={editing.coupon?._id ?? 'new'}
          coupon={editing.coupon}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminScreen>
  );
}
