import { inLocaleDigits, type MessageChannel, type Order } from '@plantopia/shared';
import { CheckCircle2, Sprout } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useCareReminders, useUpdateCareReminders } from '../api/care-reminders';

/** Whether an order is one care reminders are about: delivered, with a plant among its items. */
export function isDeliveredPlantOrder(order: Order): boolean {
  return order.status === 'delivered' && order.items.some((item) => item.category === 'plants');
}

interface Choice {
  enabled: boolean;
  channel: MessageChannel;
}

/**
 * "Send me care reminders", by SMS or email: on the page of a delivered order with a plant (an SMS then
 * goes to that order's phone) and in the profile (to the number chosen before, or the latest delivered
 * plant order's). Nothing is sent until Save; the server keeps them to one a week, in the day in Dhaka.
 */
export function CareReminders({ order }: { order?: Order }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const id = useId();
  const settings = useCareReminders();
  const save = useUpdateCareReminders();
  const [draft, setDraft] = useState<Choice | null>(null);
  const [savedNote, setSavedNote] = useState<'on' | 'off' | null>(null);
  const Heading = order ? 'h3' : 'h2';

  const frame = (children: ReactNode) => (
    <section
      aria-labelledby={`${id}-heading`}
      className={
        order
          ? 'rounded-lg bg-leaf-50/60 p-4 ring-1 ring-leaf-200 ring-inset'
          : 'rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6'
      }
    >
      <Heading
        id={`${id}-heading`}
        className={`flex items-center gap-2 font-semibold text-ink ${order ? 'text-sm' : 'text-lg'}`}
      >
        <Sprout aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {t('careReminders.heading')}
      </Heading>
      {children}
    </section>
  );

  if (settings.isPending) {
    return frame(
      <div aria-busy="true" className="mt-3">
        <span className="sr-only">{t('careReminders.loading')}</span>
        <Skeleton className="h-20 w-full" />
      </div>,
    );
  }
  if (settings.isError) {
    return frame(
      <div role="alert" className="mt-2">
        <p className="text-sm text-ink">{t('careReminders.loadFailed')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void settings.refetch()}>
          {t('careReminders.tryAgain')}
        </Button>
      </div>,
    );
  }

  const saved = settings.data;
  if (!order && !saved.hasDeliveredPlant) {
    return frame(<p className="mt-2 text-sm text-muted">{t('careReminders.notYet')}</p>);
  }

  const phone = order ? order.shipping.phone : saved.phone;
  // On an order's page an SMS goes to that order's number: a different one saved is a change to save.
  const smsElsewhere =
    order !== undefined &&
    saved.enabled &&
    saved.channel === 'sms' &&
    saved.phone !== null &&
    saved.phone !== phone;
  const choice = draft ?? { enabled: saved.enabled, channel: phone ? saved.channel : 'email' };
  const changed =
    choice.enabled !== saved.enabled ||
    (choice.enabled && (choice.channel !== saved.channel || (choice.channel === 'sms' && smsElsewhere)));

  const change = (next: Partial<Choice>) => {
    setDraft({ ...choice, ...next });
    setSavedNote(null);
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...choice, ...(order && choice.enabled ? { orderId: order._id } : {}) },
      {
        onSuccess: (result) => {
          setDraft(null);
          setSavedNote(result.enabled ? 'on' : 'off');
        },
      },
    );
  };

  return frame(
    <form onSubmit={submit} noValidate className="mt-1">
      <p id={`${id}-intro`} className="text-sm text-muted">
        {t('careReminders.intro')}
      </p>
      <label className="mt-3 flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-brand-700"
          checked={choice.enabled}
          aria-describedby={`${id}-intro`}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        {t('careReminders.enable')}
      </label>
      <fieldset disabled={!choice.enabled} className="mt-1 disabled:opacity-60">
        <legend className="text-sm text-muted">{t('careReminders.how')}</legend>
        <div className="mt-1 grid gap-1">
          {(['sms', 'email'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-3 text-sm break-all text-ink">
              <input
                type="radio"
                name={`${id}-channel`}
                value={option}
                checked={choice.channel === option}
                disabled={option === 'sms' && !phone}
                onChange={() => change({ channel: option })}
                className="size-5 shrink-0 accent-brand-700"
              />
              {option === 'sms'
                ? t('careReminders.bySms', { phone: inLocaleDigits(phone ?? '', locale) })
                : t('careReminders.byEmail', { email: saved.email })}
            </label>
          ))}
        </div>
      </fieldset>
      {smsElsewhere && choice.enabled && choice.channel === 'sms' ? (
        <p className="mt-1 text-xs text-muted">
          {t('careReminders.smsElsewhere', { phone: inLocaleDigits(saved.phone ?? '', locale) })}
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {errorMessage(save.error, t('careReminders.saveFailed'))}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={!changed || save.isPending}>
          {save.isPending ? t('careReminders.saving') : t('careReminders.save')}
        </Button>
        <p role="status" className="flex items-start gap-1.5 text-sm text-leaf-800">
          {savedNote ? (
            <>
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {savedNote === 'on' ? t('careReminders.savedOn') : t('careReminders.savedOff')}
            </>
          ) : null}
        </p>
      </div>
    </form>,
  );
}
