import { CouponCodeSchema, type CouponRefusal, couponRefusalMessage, type Quote } from '@plantopia/shared';
import { TicketPercent, X } from 'lucide-react';
import { type KeyboardEvent, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';
import { useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

export interface CouponFieldProps {
  /** The code the shopper applied (upper-case), or null. */
  code: string | null;
  /** The server's quote, asked with `code`: it says the discount or why the code is refused. */
  quote: Quote | undefined;
  /** A quote for the code just applied is on its way. */
  updating: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  className?: string;
}

/**
 * The server's reason in the server's words. A component of its own so that the cart asks for the
 * `messages` catalog only once a code is refused, and while it arrives only this line waits.
 */
function RefusalText({ refusal }: { refusal: CouponRefusal }) {
  const say = useSay();
  return say(couponRefusalMessage(refusal));
}

/**
 * The cart's and checkout's discount code: a labelled input and Apply, then either the applied code with
 * what it saves and Remove, or the server's reason for refusing it. Not a form of its own: the checkout
 * puts it inside its form, so Enter applies the code instead of placing the order.
 */
export function CouponField({ code, quote, updating, onApply, onRemove, className }: CouponFieldProps) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const id = useId();
  const applied = code && quote?.coupon?.code === code ? quote.coupon : null;
  const refusal = code && quote?.couponRefusal?.code === code ? quote.couponRefusal : null;
  const checking = code !== null && !applied && !refusal && updating;
  const [draft, setDraft] = useState(code ?? '');
  const [formatError, setFormatError] = useState<string | null>(null);

  function apply() {
    const parsed = CouponCodeSchema.safeParse(draft);
    if (!parsed.success) {
      setFormatError(draft.trim() === '' ? t('coupon.typeFirst') : t('coupon.badFormat'));
      return;
    }
    setFormatError(null);
    setDraft(parsed.data);
    onApply(parsed.data);
  }

  function remove() {
    setDraft('');
    setFormatError(null);
    onRemove();
  }

  if (applied) {
    const saving =
      applied.kind === 'free_delivery'
        ? t('coupon.freeDelivery')
        : t('coupon.youSave', { amount: format.taka(applied.discount) });
    return (
      <div className={className}>
        <div
          role="status"
          className="flex items-center gap-3 rounded-lg bg-leaf-50 px-3 py-2.5 ring-1 ring-leaf-200 ring-inset"
        >
          <TicketPercent aria-hidden="true" className="size-5 shrink-0 text-leaf-800" />
          <p className="min-w-0 flex-1 text-sm">
            {t('coupon.applied', { code: applied.code })}
            <span className="block text-leaf-800">{saving}</span>
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={remove}
            aria-label={t('coupon.removeCode', { code: applied.code })}
          >
            <X aria-hidden="true" className="size-4" />
            {t('coupon.remove')}
          </Button>
        </div>
      </div>
    );
  }

  const invalid = formatError !== null || refusal !== null;
  const messageId = `${id}-message`;
  return (
    <div className={className}>
      <Label htmlFor={id}>{t('coupon.label')}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? messageId : undefined}
          className={invalid ? 'min-w-0 flex-1 uppercase border-danger!' : 'min-w-0 flex-1 uppercase'}
        />
        <Button type="button" variant="secondary" onClick={apply} disabled={checking}>
          {checking ? t('coupon.checking') : t('coupon.apply')}
        </Button>
      </div>
      {invalid ? (
        <p
          id={messageId}
          role="alert"
          className="mt-1.5 flex items-start gap-2 text-sm font-medium text-danger"
        >
          <span className="flex-1">
            {formatError ??
              (refusal ? (
                <Suspense fallback={null}>
                  <RefusalText refusal={refusal} />
                </Suspense>
              ) : null)}
          </span>
          {refusal ? (
            <button
              type="button"
              onClick={remove}
              className="shrink-0 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950"
            >
              {t('coupon.removeRefused')}
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
