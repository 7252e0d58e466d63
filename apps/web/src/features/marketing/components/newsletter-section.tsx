import { Mail } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { useTranslation } from '@/lib/i18n/react';
import { NewsletterForm } from './newsletter-form';

export function NewsletterSection() {
  const { t } = useTranslation('marketing');
  return (
    <section aria-labelledby="newsletter-heading" className="below-fold py-12 sm:py-16">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-leaf-50 px-6 py-10 ring-1 ring-leaf-200 sm:px-12 sm:py-12">
          <div
            aria-hidden="true"
            className="absolute -top-16 -right-16 size-56 rounded-full bg-leaf-200/60 blur-2xl"
          />
          <div className="relative grid gap-8 md:grid-cols-2 md:items-center">
            <div>
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Mail aria-hidden="true" className="size-5" />
              </span>
              <h2 id="newsletter-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
                {t('newsletter.title')}
              </h2>
              <p className="mt-2 text-muted">{t('newsletter.text')}</p>
            </div>
            <NewsletterForm />
          </div>
        </div>
      </Container>
    </section>
  );
}
