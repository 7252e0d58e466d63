import {
  DisplayNameSchema,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_RESEND_SECONDS,
  PhoneCodeSchema,
  SendPhoneCodeSchema,
} from '@plantopia/shared';
import { MessageSquareText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { sendPhoneCode, verifyPhoneCode } from '@/lib/api/phone-codes';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { zodResolver } from '@/lib/i18n/zod-resolver';
import { useSession } from '@/lib/session';
import toast from '@/lib/toast';

export interface PhoneCodeFormProps {
  /**
   * `sign-in`: the code signs in the account with that number, or makes one (signed out); `add`: it adds
   * the number to the signed-in account.
   */
  purpose: 'sign-in' | 'add';
  /** Registering: a name is asked beside the number, and a new account takes it. */
  askName?: boolean;
  /** The words of the button that checks the code ("Verify and continue"). */
  verifyLabel: string;
  /** After the code was accepted and the session read again. */
  onVerified?: () => void;
  /** Pre-fills the number (`01XXXXXXXXX`). */
  defaultPhone?: string;
}

const NumberSchema = SendPhoneCodeSchema;
const NamedNumberSchema = SendPhoneCodeSchema.extend({ name: DisplayNameSchema });
const CodeSchema = z.object({ code: PhoneCodeSchema });

interface NumberValues {
  phoneNumber: string;
  name?: string;
}

/**
 * A mobile number, then the 6-digit code sent to it by SMS (docs/decisions/037): the sign-in pages, the
 * checkout's inline step and the profile use it. Digits may be typed in Bangla or Latin; the code field
 * lets the phone offer the code from the SMS (`one-time-code`). Another code may be asked for once the
 * countdown ends; every refusal (a wrong code, a limit) is the server's words in the page's language.
 */
export function PhoneCodeForm({
  purpose,
  askName = false,
  verifyLabel,
  onVerified,
  defaultPhone = '',
}: PhoneCodeFormProps) {
  // What was typed stays when the shopper goes back to change the number.
  const [typed, setTyped] = useState<NumberValues>({
    phoneNumber: defaultPhone,
    ...(askName ? { name: '' } : {}),
  });
  const [sentTo, setSentTo] = useState<NumberValues | null>(null);
  return sentTo ? (
    <CodeStep
      sentTo={sentTo}
      purpose={purpose}
      verifyLabel={verifyLabel}
      onVerified={onVerified}
      onChangeNumber={() => setSentTo(null)}
    />
  ) : (
    <NumberStep
      askName={askName}
      defaultValues={typed}
      onSent={(values) => {
        setTyped(values);
        setSentTo(values);
      }}
    />
  );
}

/** A field's message from the shared schemas ("is required") after its label, as the page's forms show it. */
function useFieldMessage() {
  const { t } = useTranslation('common');
  return (label: string, message: string | undefined) =>
    message ? t('phoneCode.fieldError', { label, message }) : undefined;
}

function NumberStep({
  askName,
  defaultValues,
  onSent,
}: {
  askName: boolean;
  defaultValues: NumberValues;
  onSent: (values: NumberValues) => void;
}) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const fieldMessage = useFieldMessage();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NumberValues>({
    resolver: zodResolver(askName ? NamedNumberSchema : NumberSchema),
    defaultValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await sendPhoneCode({ phoneNumber: values.phoneNumber });
    } catch (failure) {
      const message = errorMessage(failure, t('phoneCode.sendFailed'));
      setError(message);
      toast.error(message);
      return;
    }
    onSent(values);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormError message={error} />
      {askName ? (
        <TextField
          label={t('phoneCode.name')}
          autoComplete="name"
          required
          error={fieldMessage(t('phoneCode.name'), errors.name?.message)}
          {...register('name')}
        />
      ) : null}
      <TextField
        label={t('phoneCode.phone')}
        digits="tel"
        autoComplete="tel"
        placeholder={format.digits('01712-345678')}
        hint={t('phoneCode.phoneHint', { length: PHONE_CODE_LENGTH })}
        required
        error={fieldMessage(t('phoneCode.phone'), errors.phoneNumber?.message)}
        {...register('phoneNumber')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? (
          <Spinner label={t('phoneCode.sending')} className="text-white [&_svg]:size-5" />
        ) : null}
        {t('phoneCode.send')}
      </Button>
    </form>
  );
}

function CodeStep({
  sentTo,
  purpose,
  verifyLabel,
  onVerified,
  onChangeNumber,
}: {
  sentTo: NumberValues;
  purpose: PhoneCodeFormProps['purpose'];
  verifyLabel: string;
  onVerified?: () => void;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const fieldMessage = useFieldMessage();
  const { refresh } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const wait = useCountdown(PHONE_CODE_RESEND_SECONDS);
  const {
    register,
    handleSubmit,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof CodeSchema>, unknown, z.output<typeof CodeSchema>>({
    resolver: zodResolver(CodeSchema),
    defaultValues: { code: '' },
  });

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setError(null);
    setNotice(null);
    try {
      await verifyPhoneCode({
        phoneNumber: sentTo.phoneNumber,
        code,
        ...(sentTo.name ? { name: sentTo.name } : {}),
        ...(purpose === 'add' ? { updatePhoneNumber: true } : {}),
      });
    } catch (failure) {
      const message = errorMessage(failure, t('phoneCode.verifyFailed'));
      setError(message);
      toast.error(message);
      return;
    }
    toast.success(t(purpose === 'add' ? 'phoneCode.added' : 'phoneCode.signedIn'));
    await refresh();
    onVerified?.();
  });

  async function resend() {
    setError(null);
    setNotice(null);
    setResending(true);
    try {
      await sendPhoneCode({ phoneNumber: sentTo.phoneNumber });
      reset({ code: '' });
      wait.restart();
      setNotice(t('phoneCode.resent'));
    } catch (failure) {
      setError(errorMessage(failure, t('phoneCode.sendFailed')));
    } finally {
      setResending(false);
      setFocus('code');
    }
  }

  const shownPhone = format.digits(sentTo.phoneNumber);
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="flex items-start gap-2.5 rounded-lg bg-brand-50 px-3.5 py-3 text-sm text-ink">
        <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          {t('phoneCode.sentTo', { length: PHONE_CODE_LENGTH, phone: shownPhone })}{' '}
          <button
            type="button"
            onClick={onChangeNumber}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {t('phoneCode.changeNumber')}
          </button>
        </span>
      </p>
      <FormError message={error} />
      {notice ? (
        <p role="status" className="text-sm text-leaf-800">
          {notice}
        </p>
      ) : null}
      <TextField
        label={t('phoneCode.code', { length: PHONE_CODE_LENGTH })}
        digits="numeric"
        autoComplete="one-time-code"
        maxLength={PHONE_CODE_LENGTH + 2}
        hint={t('phoneCode.codeHint', { minutes: PHONE_CODE_MINUTES })}
        required
        error={fieldMessage(t('phoneCode.code', { length: PHONE_CODE_LENGTH }), errors.code?.message)}
        className="[&_input]:text-lg [&_input]:tracking-[0.3em]"
        {...register('code')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? (
          <Spinner label={t('phoneCode.verifying')} className="text-white [&_svg]:size-5" />
        ) : null}
        {verifyLabel}
      </Button>
      <p className="text-center text-sm text-muted">
        {wait.seconds > 0 ? (
          t('phoneCode.resendIn', { seconds: wait.seconds })
        ) : (
          <Button variant="ghost" size="sm" disabled={resending} onClick={resend}>
            {t('phoneCode.resend')}
          </Button>
        )}
      </p>
    </form>
  );
}

/** Seconds left of a wait that starts now, ticking each second; `restart` starts it again. */
function useCountdown(total: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + total * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= endsAt) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [now, endsAt]);
  return {
    seconds: Math.max(0, Math.ceil((endsAt - now) / 1000)),
    restart() {
      const start = Date.now();
      setEndsAt(start + total * 1000);
      setNow(start);
    },
  };
}
