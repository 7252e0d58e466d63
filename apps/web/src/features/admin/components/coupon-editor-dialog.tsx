import {
  asciiDigits,
  CATEGORIES,
  type CategoryId,
  COUPON_KINDS,
  type Coupon,
  type CouponInput,
  CouponInputSchema,
  type CouponKind,
} from '@plantopia/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Label, Select } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useCategoryText } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useSaveCoupon } from '../api/coupons';
import { useFieldError } from '../lib/field-error';
import { FormFailure } from './panel-states';

/** The form as typed: numbers and times as the inputs hold them, checked by the shared schema on save. */
interface CouponFormValues {
  code: string;
  kind: CouponKind;
  value: string;
  minSubtotal: string;
  /** `datetime-local` text, in the admin's own time zone. */
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerShopper: string;
  categories: CategoryId[];
  active: boolean;
}

type FieldErrors = Partial<Record<keyof CouponFormValues, string>>;

/** `2026-11-23T14:30` in the browser's time zone, as a `datetime-local` input shows it. */
function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function fromLocalInput(text: string): string {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

const DAY = 86_400_000;

function toFormValues(coupon: Coupon | null): CouponFormValues {
  if (!coupon) {
    const now = new Date();
    now.setMinutes(0, 0, 0);
    return {
      code: '',
      kind: 'percent',
      value: '',
      minSubtotal: '',
      startsAt: toLocalInput(now),
      endsAt: toLocalInput(new Date(now.getTime() + 30 * DAY)),
      maxUses: '',
      maxUsesPerShopper: '',
      categories: [],
      active: true,
    };
  }
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'free_delivery' ? '' : String(coupon.value),
    minSubtotal: coupon.minSubtotal ? String(coupon.minSubtotal) : '',
    startsAt: toLocalInput(new Date(coupon.startsAt)),
    endsAt: toLocalInput(new Date(coupon.endsAt)),
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    maxUsesPerShopper: coupon.maxUsesPerShopper === null ? '' : String(coupon.maxUsesPerShopper),
    categories: coupon.categories,
    active: coupon.active,
  };
}

// The amounts are typed in either script (DigitsInput): '৫০' is 50.
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(asciiDigits(text)));

export function toCouponInput(values: CouponFormValues): CouponInput {
  return {
    code: values.code,
    kind: values.kind,
    // Blank is left out: the schema's rule for the kind then says what the amount must be.
    value: values.kind === 'free_delivery' ? 0 : (optionalNumber(values.value) ?? undefined),
    minSubtotal: optionalNumber(values.minSubtotal) ?? 0,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    maxUses: optionalNumber(values.maxUses),
    maxUsesPerShopper: optionalNumber(values.maxUsesPerShopper),
    categories: values.categories,
    active: values.active,
  };
}

/** Each field's name in the catalog (the amount's depends on the kind: `coupon.kinds.*`). */
const LABEL_KEYS: Record<keyof CouponFormValues, string> = {
  code: 'couponDialog.labels.code',
  kind: 'couponDialog.labels.kind',
  value: 'couponDialog.labels.value',
  minSubtotal: 'couponDialog.labels.minSubtotal',
  startsAt: 'couponDialog.labels.startsAt',
  endsAt: 'couponDialog.labels.endsAt',
  maxUses: 'couponDialog.labels.maxUses',
  maxUsesPerShopper: 'couponDialog.labels.maxUsesPerShopper',
  categories: 'couponDialog.labels.categories',
  active: 'couponDialog.labels.active',
};

export interface CouponEditorDialogProps {
  /** null: a new code. */
  coupon: Coupon | null;
  onClose: () => void;
}

/** The admin's form for one code; the shared schema checks exactly what the server checks. */
export function CouponEditorDialog({ coupon, onClose }: CouponEditorDialogProps) {
  const { t } = useTranslation('adminCatalog');
  const categoryText = useCategoryText();
  const fieldError = useFieldError();
  const label = (key: keyof CouponFormValues) => t(LABEL_KEYS[key]);
  const valueLabel = (kind: CouponKind) =>
    kind === 'percent' ? t('coupon.kinds.percent') : t('coupon.kinds.fixed');
  const id = useId();
  const save = useSaveCoupon();
  const [values, setValues] = useState(() => toFormValues(coupon));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const editing = coupon !== null;
  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = CouponInputSchema.safeParse(toCouponInput(values));
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof CouponFormValues;
        found[key] ??= fieldError(key === 'value' ? valueLabel(values.kind) : label(key), issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(
      { id: coupon?._id, values: toCouponInput(values) },
      {
        onSuccess: (saved) => {
          toast.success(
            editing
              ? t('couponDialog.saved', { code: saved.code })
              : t('couponDialog.created', { code: saved.code }),
          );
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error, t('coupon.saveFailed'))),
      },
    );
  }

  const field = (key: 'code' | 'value' | 'minSubtotal' | 'maxUses' | 'maxUsesPerShopper') => ({
    label: label(key),
    value: values[key],
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });

  return (
    <Modal
      open
      onOpenChange={(isOpen) => {
        if (!isOpen && !save.isPending) onClose();
      }}
      title={editing ? t('couponDialog.editTitle', { code: coupon.code }) : t('couponDialog.newTitle')}
      description={t('couponDialog.description')}
      className="sm:max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('couponDialog.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={save.isPending}>
            {save.isPending
              ? t('couponDialog.saving')
              : editing
                ? t('couponDialog.save')
                : t('couponDialog.create')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="grid gap-5">
        <FormFailure message={failure} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...field('code')}
            placeholder={t('couponDialog.codePlaceholder')}
            autoCapitalize="characters"
            spellCheck={false}
            className="[&_input]:uppercase"
          />
          <div>
            <Label htmlFor={`${id}-kind`}>{label('kind')}</Label>
            <Select
              id={`${id}-kind`}
              value={values.kind}
              onChange={(event) => set('kind', event.target.value as CouponKind)}
            >
              {COUPON_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`coupon.kinds.${kind}`)}
                </option>
              ))}
            </Select>
          </div>
          {values.kind === 'free_delivery' ? null : (
            <TextField
              {...field('value')}
              label={
                values.kind === 'percent'
                  ? t('couponDialog.percentLabel', { label: valueLabel('percent') })
                  : t('couponDialog.takaLabel', { label: valueLabel('fixed') })
              }
              digits="decimal"
            />
          )}
          <TextField
            {...field('minSubtotal')}
            label={t('couponDialog.minSubtotalLabel')}
            digits="decimal"
            hint={t('couponDialog.minSubtotalHint')}
          />
          <TextField
            label={label('startsAt')}
            type="datetime-local"
            value={values.startsAt}
            error={errors.startsAt}
            onChange={(event) => set('startsAt', event.target.value)}
          />
          <TextField
            label={label('endsAt')}
            type="datetime-local"
            value={values.endsAt}
            error={errors.endsAt}
            onChange={(event) => set('endsAt', event.target.value)}
          />
          <TextField {...field('maxUses')} digits="numeric" hint={t('couponDialog.maxUsesHint')} />
          <TextField
            {...field('maxUsesPerShopper')}
            digits="numeric"
            hint={t('couponDialog.perShopperHint')}
          />
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">
            {t('couponDialog.categoriesLegend')}
          </legend>
          <p className="mb-2 text-xs text-muted">{t('couponDialog.categoriesHint')}</p>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {CATEGORIES.map((category) => (
              <label key={category.id} className="flex min-h-9 items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={values.categories.includes(category.id)}
                  onChange={(event) =>
                    set(
                      'categories',
                      event.target.checked
                        ? [...values.categories, category.id]
                        : values.categories.filter((id) => id !== category.id),
                    )
                  }
                />
                {categoryText.label(category)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex min-h-9 items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={values.active}
            onChange={(event) => set('active', event.target.checked)}
          />
          {t('couponDialog.activeLabel')}
        </label>
      </form>
    </Modal>
  );
}
