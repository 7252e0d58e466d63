import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { CONTACT_THANKS, ContactFormSchema, type ContactFormValues } from '../lib/contact-form';

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** SPEC §1/§5: the form is not sent anywhere; submitting shows the thank-you alert and clears it. */
export function ContactForm() {
  const messageId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormValues>({ resolver: zodResolver(ContactFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(() => {
    window.alert(CONTACT_THANKS);
    reset(EMPTY);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField label="Subject" error={errors.subject?.message} {...register('subject')} />
      <div className="sm:col-span-2">
        <Label htmlFor={messageId}>Message</Label>
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
            {errors.message.message}
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          Send Message
        </Button>
      </div>
    </form>
  );
}
