import {
  type CartItem,
  type Destination,
  hasAreaIds,
  hasShippingAddress,
  type Locale,
  lineKey,
  pickText,
  type Quote,
} from '@plantopia/shared';
import { useQuery } from '@tanstack/react-query';
import { Gift, Info, Lock, MapPinCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { AreaPickers, type PickedArea } from '@/components/area-pickers';
import { ChosenOptions } from '@/components/chosen-options';
import { CouponField } from '@/components/coupon-field';
import { OfflineNotice } from '@/components/offline-notice';
import { OrderTotals } from '@/components/order-totals';
import { ProductThumbnail } from '@/components/product-thumbnail';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { zodResolver } from '@/lib/i18n/zod-resolver';
import { useWaitingForNetwork } from '@/lib/network';
import { accountKeys, getUserProfile, type SessionUser } from '@/lib/session';
import { type CheckoutSubmissionOptions, useCheckoutSubmission } from '../hooks/use-checkout-submission';
import {
  ADDRESS_LINE_FIELDS,
  type CheckoutFormDefaults,
  type CheckoutFormInput,
  CheckoutFormSchema,
  type CheckoutFormValues,
  checkoutDefaults,
  SHIPPING_FIELDS,
} from '../lib/checkout-form';
import { CardPaymentDialog } from './card-payment-dialog';
import { EmptyCheckout } from './empty-checkout';
import { GiftFields } from './gift-fields';
import { giftMethods, PaymentMethodPicker } from './payment-method-picker';

export interface CheckoutViewProps extends CheckoutSubmissionOptions {
  user: SessionUser;
  /** The server's quote of `items`; undefined while it loads. */
  quote: Quote | undefined;
  quoteUpdating: boolean;
  /** The picked place, once complete (null while not): the page re-quotes delivery for it. */
  onDestinationChange?: (destination: Destination | null) => void;
  /** The discount code the shopper applied (in the cart or here), and how to change it. */
  couponCode?: string | null;
  onCouponChange?: (code: string | null) => void;
}

/** Checkout: the shipping form pre-filled from the profile, the payment method and the order summary. */
export function CheckoutView(props: CheckoutViewProps) {
  const profile = useQuery({
    queryKey: accountKeys.user(props.user.uid),
    queryFn: ({ signal }) => getUserProfile(props.user.uid, signal),
  });
  const offline = useWaitingForNetwork(profile);
  if (props.items.length === 0) return <EmptyCheckout />;
  if (offline) return <OfflineNotice className="mx-auto my-8 max-w-lg" onRetry={() => profile.refetch()} />;
  if (profile.isPending) return <CheckoutSkeleton />;
  const address = profile.data?.shippingAddress;
  return (
    <CheckoutForm
      {...props}
      profileHasAddress={address ? hasShippingAddress(address) : false}
      defaults={checkoutDefaults(
        {
          displayName: profile.data?.displayName || props.user.displayName,
          email: profile.data?.email || props.user.email,
          phone: profile.data?.phone || props.user.phone,
        },
        address,
      )}
    />
  );
}

function CheckoutForm({
  items,
  quote,
  quoteUpdating,
  saveCart,
  onPlaced,
  onAwaitingPayment,
  defaults,
  profileHasAddress,
  onDestinationChange,
  couponCode = null,
  onCouponChange,
}: CheckoutViewProps & { defaults: CheckoutFormDefaults; profileHasAddress: boolean }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  // The shared schema says 'is required'; the form shows 'Full Name is required'.
  const fieldMessage = (label: string, message: string | undefined) =>
    message ? t('form.fieldError', { label, message }) : undefined;
  const { submit, placing, paymentConfig, card } = useCheckoutSubmission({
    items,
    saveCart,
    onPlaced,
    onAwaitingPayment,
    couponCode: couponCode && quote?.coupon?.code === couponCode ? couponCode : null,
  });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(CheckoutFormSchema),
    defaultValues: defaults,
  });
  const onSubmit = handleSubmit(submit);
  const busy = isSubmitting || placing;
  const [divisionId, districtId, upazilaId] = watch(['divisionId', 'districtId', 'upazilaId']);
  const area: PickedArea = { divisionId, districtId, upazilaId };
  const [isGift, paymentMethod, giftNote] = watch(['isGift', 'paymentMethod', 'gift.note']);
  const onlineMethods = giftMethods(paymentConfig);
  // Typed before the pickers: the saved text stays in view while the shopper picks its place.
  const unpickedSavedAddress = defaults.address !== '' && !hasAreaIds(defaults);

  useEffect(() => {
    const picked = { divisionId, districtId, upazilaId };
    onDestinationChange?.(hasAreaIds(picked) ? picked : null);
  }, [divisionId, districtId, upazilaId, onDestinationChange]);

  // A gift is paid online (docs/behaviour.md §9): ticking it swaps cash on delivery for an online method.
  const firstOnline = onlineMethods[0];
  useEffect(() => {
    if (isGift && paymentMethod === 'cod' && firstOnline) setValue('paymentMethod', firstOnline);
  }, [isGift, paymentMethod, firstOnline, setValue]);

  function pickArea(next: PickedArea) {
    for (const key of ['divisionId', 'districtId', 'upazilaId'] as const) {
      setValue(key, next[key], { shouldDirty: true, shouldValidate: isSubmitted });
    }
    setValue('postalCode', '', { shouldDirty: true });
  }

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid grid-cols-1 items-start gap-6 py-6 sm:py-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <h1 className="text-2xl font-bold text-ink sm:text-3xl lg:col-span-2">{t('view.heading')}</h1>

        <div className="grid gap-6">
          <section
            aria-labelledby="shipping-heading"
            className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
          >
            <h2 id="shipping-heading" className="text-lg font-semibold text-ink">
              {t('view.shippingHeading')}
            </h2>
            <p className="mt-1 text-sm text-muted">{t('view.shippingLead')}</p>
            <div className="mt-5 grid gap-4 sm:grid-cols-2">
              {SHIPPING_FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  label={t(field.labelKey)}
                  type={field.type ?? 'text'}
                  digits={field.digits}
                  autoComplete={field.autoComplete}
                  hint={field.hintKey ? t(field.hintKey) : undefined}
                  required={!field.optional}
                  error={fieldMessage(t(field.labelKey), errors[field.name]?.message)}
                  className={field.wide ? 'sm:col-span-2' : undefined}
                  {...register(field.name)}
                />
              ))}
              <GiftFields
                register={register}
                errors={errors}
                isGift={isGift}
                noteLength={giftNote.length}
                available={onlineMethods.length > 0}
                className="sm:col-span-2"
              />
              {unpickedSavedAddress ? (
                <p className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-ink sm:col-span-2">
                  <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span>
                    {t('view.unpickedSavedAddress', {
                      address: [defaults.address, defaults.city, defaults.state].filter(Boolean).join(', '),
                    })}
                  </span>
                </p>
              ) : null}
              <AreaPickers
                value={area}
                onChange={pickArea}
                errors={{
                  divisionId: fieldMessage(t('form.division'), errors.divisionId?.message),
                  districtId: fieldMessage(t('form.district'), errors.districtId?.message),
                  upazilaId: fieldMessage(t('form.upazila'), errors.upazilaId?.message),
                }}
              />
              {ADDRESS_LINE_FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  label={t(field.labelKey)}
                  autoComplete={field.autoComplete}
                  hint={field.hintKey ? t(field.hintKey) : undefined}
                  required={!field.optional}
                  digits={field.digits}
                  error={fieldMessage(t(field.labelKey), errors[field.name]?.message)}
                  className={field.wide ? 'sm:col-span-2' : undefined}
                  {...register(field.name)}
                />
              ))}
            </div>
            {/* Its label avoids the word "Address", which names the field above (docs/api.md labels). */}
            {isGift ? (
              <p className="mt-5 flex items-start gap-2 text-sm text-muted">
                <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {t('gift.addressNotSaved')}
              </p>
            ) : profileHasAddress ? (
              <label className="mt-5 flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-line ring-inset hover:bg-brand-50">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-brand-700"
                  {...register('saveAddress')}
                />
                <span className="text-sm font-medium text-ink">{t('view.saveAddress')}</span>
              </label>
            ) : (
              <p className="mt-5 flex items-start gap-2 text-sm text-muted">
                <MapPinCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {t('view.willSaveAddress')}
              </p>
            )}
          </section>

          <section
            aria-labelledby="payment-heading"
            className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
          >
            <h2 id="payment-heading" className="mb-4 text-lg font-semibold text-ink">
              {t('view.paymentHeading')}
            </h2>
            <PaymentMethodPicker
              field={register('paymentMethod')}
              config={paymentConfig}
              selected={paymentMethod}
              gift={isGift}
            />
          </section>
        </div>

        <aside
          aria-labelledby="summary-heading"
          className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6 lg:sticky lg:top-24"
        >
          <h2 id="summary-heading" className="text-lg font-semibold text-ink">
            {t('view.summaryHeading')}
          </h2>
          <ul className="mt-4 grid max-h-72 grid-cols-1 gap-3 overflow-y-auto">
            {items.map((item) => (
              <li key={lineKey(item)} className="flex items-center gap-3">
                <ProductThumbnail url={item.imageUrl} category={item.category} className="size-12" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">
                    {pickText(item.name, item.nameBn, format.locale)}
                  </p>
                  <ChosenOptions options={item.options} />
                  <p className="text-xs text-muted">
                    {t('view.quantity', { quantity: format.number(item.quantity) })}
                  </p>
                </div>
                <QuotedLineTotal quote={quote} item={item} />
              </li>
            ))}
          </ul>
          <OrderTotals
            className="mt-5 border-t border-line pt-4"
            summary={quote}
            updating={quoteUpdating}
            shippingNote={deliveryNote(quote, hasAreaIds(area), format.locale, t)}
            couponCode={quote?.coupon?.code}
          />
          {onCouponChange ? (
            <CouponField
              className="mt-4 border-t border-line pt-4"
              code={couponCode}
              quote={quote}
              updating={quoteUpdating}
              onApply={onCouponChange}
              onRemove={() => onCouponChange(null)}
            />
          ) : null}
          {quote && !quote.cashOnDelivery && quote.codMaxTotal !== null ? (
            <p
              role="status"
              className="mt-4 flex items-start gap-2 rounded-lg bg-terracotta-50 px-3 py-2.5 text-sm text-ink"
            >
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-terracotta-700" />
              {t('view.codLimit', { max: format.taka(quote.codMaxTotal) })}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={busy} className="mt-5 w-full">
            {busy ? <Spinner label={t('view.placing')} className="text-white [&_svg]:size-5" /> : null}
            {t('view.placeOrder')}
          </Button>
          <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted">
            <Lock aria-hidden="true" className="size-3.5" />
            {t('view.pricesConfirmed')}
          </p>
        </aside>
      </form>
      {/* Outside the form: React events bubble through portals, and its submit must not submit checkout. */}
      {paymentConfig ? (
        <CardPaymentDialog
          intent={card.intent}
          config={paymentConfig}
          billing={card.billing ?? defaults}
          onCancel={card.cancel}
          onPaid={card.onPaid}
        />
      ) : null}
    </>
  );
}

/** Which fee the summary shows: the zone's, or a reminder that it depends on the place. */
function deliveryNote(
  quote: Quote | undefined,
  picked: boolean,
  locale: Locale,
  t: (key: string, values?: Record<string, string>) => string,
): string | undefined {
  if (!quote) return undefined;
  if (!picked) return t('view.delivery.choosePlace');
  if (quote.coupon?.kind === 'free_delivery')
    return t('view.delivery.freeWithCode', { code: quote.coupon.code });
  if (quote.shipping === 0) return t('view.delivery.free');
  return quote.deliveryZone === null
    ? t('view.delivery.outsideZones')
    : pickText(quote.deliveryZone, quote.deliveryZoneBn, locale);
}

/** A line's total as the quote priced it, once the quote covers this quantity. */
function QuotedLineTotal({ quote, item }: { quote: Quote | undefined; item: CartItem }) {
  const format = useFormat();
  const line = quote?.lines.find(
    (quoted) => quoted.variantId === lineKey(item) && quoted.quantity === item.quantity,
  );
  if (!line) return <Skeleton className="h-5 w-16" />;
  return <p className="text-sm font-semibold text-ink tabular-nums">{format.taka(line.lineTotal)}</p>;
}

function CheckoutSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div aria-busy="true" className="grid grid-cols-1 gap-6 py-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <span className="sr-only">{t('view.loading')}</span>
      <Skeleton className="h-[28rem] rounded-card" />
      <Skeleton className="h-80 rounded-card" />
    </div>
  );
}
