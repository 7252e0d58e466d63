import { ContactMessageInputSchema } from '@plantopia/shared';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { sendFailureMessage } from '@/lib/api-client';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { zodResolver } from '@/lib/i18n/zod-resolver';
import { useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_FIELDS } from '../lib/contact-form';

type ContactFormInput = z.input<typeof ContactMessageInputSchema>;
type ContactFormValues = z.output<typeof ContactMessageInputSchema>;

const EMPTY: ContactFormInput = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The contact form, sent to the shop (docs/behaviour.md §1.2): the message is stored for the dashboard
 * and mailed to the owner. Only once the shop has it does the form say thanks, in the page where the
 * form was; a failure keeps everything typed and says why.
 */
export function ContactForm() {
  const { t } = useTranslation('info');
  const messageId = useId();
  const send = useSendContactMessage();
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(ContactMessageInputSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    if (send.isPending) return;
    send.mutate(values, {
      onSuccess: (answer) => {
        setSentTo({ email: values.email, message: answer.message ?? t('contact.sent') });
        reset(EMPTY);
      },
    });
  });

  // The shared schema says 'is required'; the form shows 'Name is required' ('Phone must be …').
  const error = (name: keyof ContactFormInput) => {
    const message = errors[name]?.message;
    return message ? t('contact.fieldError', { label: t(CONTACT_FIELDS[name].nameKey), message }) : undefined;
  };

  return (
    <>
      {sentTo ? null : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t(CONTACT_FIELDS.name.labelKey)}
            autoComplete="name"
            error={error('name')}
            {...register('name')}
          />
          <TextField
            label={t(CONTACT_FIELDS.email.labelKey)}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={error('email')}
            {...register('email')}
          />
          <TextField
            label={t(CONTACT_FIELDS.phone.labelKey)}
            type="tel"
            digits="tel"
            autoComplete="tel"
            error={error('phone')}
            {...register('phone')}
          />
          <TextField
            label={t(CONTACT_FIELDS.subject.labelKey)}
            error={error('subject')}
            {...register('subject')}
          />
          <div className="sm:col-span-2">
            <Label htmlFor={messageId}>{t(CONTACT_FIELDS.message.labelKey)}</Label>
            <Textarea
              id={messageId}
              rows={6}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? `${messageId}-error` : undefined}
              className={errors.message ? 'border-danger!' : undefined}
              {...register('message')}
            />
            {errors.message ? (
              <p id={`${messageId}-error`} className="mt-1.5 text-sm font-medium text-danger">
                {error('message')}
              </p>
            ) : null}
          </div>
          {send.isError ? (
            <div
              role="alert"
              className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-danger-soft px-3.5 py-3 text-sm font-medium text-danger sm:col-span-2"
            >
              <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
              <p>
                {t('contact.notSent')} {sendFailureMessage(send.error)}
              </p>
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
              <Send aria-hidden="true" className="size-4" />
              {send.isPending ? t('contact.sending') : t('contact.send')}
            </Button>
          </div>
        </form>
      )}
      <div role="status">
        {sentTo ? (
          <div className="rounded-xl bg-leaf-50 px-5 py-6 text-center ring-1 ring-leaf-200 sm:px-8">
            <CircleCheck aria-hidden="true" className="mx-auto size-10 text-leaf-700" />
            <p className="mt-3 text-lg font-semibold text-ink">{t('contact.sentTitle')}</p>
            <p className="mx-auto mt-1 max-w-md text-muted">
              {sentTo.message}{' '}
              <Trans
                t={t}
                i18nKey="contact.replyTo"
                values={{ email: sentTo.email }}
                components={{ email: <span className="font-medium text-ink" /> }}
              />
            </p>
            <Button
              variant="secondary"
              className="mt-5"
              onClick={() => {
                send.reset();
                setSentTo(null);
              }}
            >
              {t('contact.another')}
            </Button>
          </div>
        ) : null}
      </div>
    </>
  );
}
