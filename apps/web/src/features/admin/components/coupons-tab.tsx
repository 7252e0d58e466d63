import { CATEGORIES, type Coupon, type CouponInput } from '@plantopia/shared';
import type { TFunction } from 'i18next';
import { Pencil, TicketPercent, TicketPlus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@/components/offline-notice';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCategoryText, useFormat } from '@/lib/i18n';
import { useWaitingForNetwork } from '@/lib/network';
import { useCoupons, useSaveCoupon } from '../api/coupons';
import { CouponEditorDialog } from './coupon-editor-dialog';
import { ListPanel, PanelEmpty, PanelError, PanelSkeleton } from './panel-states';
import { type Column, TableHead } from './table-head';

/** A code's terms in words, in the page's language. */
function useCouponText() {
  const { t } = useTranslation('adminCatalog');
  const format = useFormat();
  const categoryText = useCategoryText();
  return {
    t,
    format,
    discount(coupon: Coupon): string {
      if (coupon.kind === 'percent') return t('couponsTab.percentOff', { percent: coupon.value });
      if (coupon.kind === 'fixed') return t('couponsTab.takaOff', { amount: format.taka(coupon.value) });
      return t('coupon.kinds.free_delivery');
    },
    conditions(coupon: Coupon): string {
      const parts = [];
      if (coupon.minSubtotal > 0)
        parts.push(t('couponsTab.from', { amount: format.taka(coupon.minSubtotal) }));
      if (coupon.categories.length > 0) {
        parts.push(
          CATEGORIES.filter((category) => coupon.categories.includes(category.id))
            .map((category) => categoryText.label(category))
            .join(', '),
        );
      }
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

function statusOf(
  coupon: Coupon,
  now: number,
  t: TFunction<'adminCatalog'>,
): { label: string; tone: BadgeTone } {
  if (!coupon.active) return { label: t('couponsTab.status.inactive'), tone: 'neutral' };
  if (now < Date.parse(coupon.startsAt)) return { label: t('couponsTab.status.scheduled'), tone: 'brand' };
  if (now >= Date.parse(coupon.endsAt)) return { label: t('couponsTab.status.expired'), tone: 'neutral' };
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses)
    return { label: t('couponsTab.status.usedUp'), tone: 'danger' };
  return { label: t('couponsTab.status.active'), tone: 'leaf' };
}

/** The terms of a listed code, as the form sends them (to flip `active` and nothing else). */
function termsOf(coupon: Coupon): CouponInput {
  const { _id, uses, createdAt, updatedAt, ...terms } = coupon;
  return terms;
}

type Editing = { coupon: Coupon | null } | null;

/** The Coupons tab: every code with its terms and uses so far; create, edit, deactivate. */
export function CouponsTab() {
  const text = useCouponText();
  const { t, format } = text;
  const columns: Column[] = [
    { label: t('couponsTab.columns.code') },
    { label: t('couponsTab.columns.discount') },
    { label: t('couponsTab.columns.conditions') },
    { label: t('couponsTab.columns.valid') },
    { label: t('couponsTab.columns.uses'), align: 'right' },
    { label: t('couponsTab.columns.status') },
    { label: t('couponsTab.columns.actions'), hidden: true },
  ];
  const coupons = useCoupons();
  const offline = useWaitingForNetwork(coupons);
  const save = useSaveCoupon();
  const [editing, setEditing] = useState<Editing>(null);
  const now = Date.now();

  const toggle = (coupon: Coupon) => {
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
  };

  const actions = (coupon: Coupon) => (
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

  let body: React.ReactNode;
  if (offline) body = <OfflineNotice compact onRetry={() => coupons.refetch()} />;
  else if (coupons.isPending) body = <PanelSkeleton rows={4} rowClassName="h-14" />;
  else if (coupons.isError)
    body = <PanelError message={errorMessage(coupons.error)} onRetry={() => void coupons.refetch()} />;
  else if (coupons.data.length === 0) {
    body = (
      <PanelEmpty icon={TicketPercent} title={t('couponsTab.emptyTitle')}>
        {t('couponsTab.emptyText')}
      </PanelEmpty>
    );
  } else {
    body = (
      <>
        <ul className="divide-y divide-line md:hidden">
          {coupons.data.map((coupon) => {
            const status = statusOf(coupon, now, t);
            return (
              <li key={coupon._id} className="px-4 py-4">
                <div className="flex items-center justify-between gap-3">
                  <p className="font-semibold tracking-wide">{coupon.code}</p>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </div>
                <p className="mt-0.5 text-sm text-ink">
                  {text.discount(coupon)} · <span className="text-muted">{text.conditions(coupon)}</span>
                </p>
                <p className="mt-0.5 text-xs text-muted">
                  {format.date(coupon.startsAt)} – {format.date(coupon.endsAt)}
                </p>
                <p className="mt-0.5 text-xs text-muted">
                  {t('couponsTab.usesLine', { uses: text.uses(coupon) })}
                </p>
                <div className="-ml-3 mt-1">{actions(coupon)}</div>
              </li>
            );
          })}
        </ul>
        <div className="hidden overflow-x-auto md:block">
          <table className="w-full text-left text-sm">
            <TableHead columns={columns} />
            <tbody className="divide-y divide-line">
              {coupons.data.map((coupon) => {
                const status = statusOf(coupon, now, t);
                return (
                  <tr key={coupon._id}>
                    <td className="px-5 py-3 font-semibold tracking-wide whitespace-nowrap">{coupon.code}</td>
                    <td className="px-5 py-3 whitespace-nowrap">{text.discount(coupon)}</td>
                    <td className="px-5 py-3 text-muted">{text.conditions(coupon)}</td>
                    <td className="px-5 py-3 text-xs text-muted">
                      <span className="block whitespace-nowrap">{format.date(coupon.startsAt)}</span>
                      <span className="block whitespace-nowrap">
                        {t('couponsTab.until', { date: format.date(coupon.endsAt) })}
                      </span>
                    </td>
                    <td className="px-5 py-3 text-right whitespace-nowrap tabular-nums">
                      {text.uses(coupon)}
                    </td>
                    <td className="px-5 py-3">
                      <Badge tone={status.tone}>{status.label}</Badge>
                    </td>
                    <td className="px-5 py-2">{actions(coupon)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  return (
    <ListPanel
      id="coupons-heading"
      heading={t('couponsTab.heading')}
      count={coupons.data ? format.number(coupons.data.length) : undefined}
      action={
        <Button size="sm" onClick={() => setEditing({ coupon: null })}>
          <TicketPlus aria-hidden="true" className="size-4" />
          {t('couponsTab.new')}
        </Button>
      }
      padded={coupons.isPending || coupons.isError || coupons.data.length === 0}
      dialogs={
        editing ? (
          <CouponEditorDialog
            key={editing.coupon?._id ?? 'new'}
            coupon={editing.coupon}
            onClose={() => setEditing(null)}
          />
        ) : null
      }
    >
      {body}
    </ListPanel>
  );
}
