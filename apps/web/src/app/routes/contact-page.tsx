import { PageHero } from '@/components/page-hero';
import { Container } from '@/components/ui/container';
import { ContactDetails } from '@/features/info/components/contact-details';
import { ContactForm } from '@/features/info/components/contact-form';
import { useTranslation } from '@/lib/i18n/react';

/** /contact: the form (stored by the shop and mailed to the owner) beside the shop's details and social links. */
export function ContactPage() {
  const { t } = useTranslation('info');
  return (
    <>
      <title>{t('contact.pageTitle')}</title>
      <meta name="description" content={t('contact.description', { hours: t('common:shop.hours') })} />
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')}>
        <p>{t('contact.lead')}</p>
      </PageHero>
      <Container className="py-10 sm:py-14">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <section
            aria-labelledby="form-heading"
            className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
          >
            <h2 id="form-heading" className="text-xl font-bold tracking-tight">
              {t('contact.formHeading')}
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted">{t('contact.formLead')}</p>
            <ContactForm />
          </section>
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-xl font-bold tracking-tight">
              {t('contact.detailsHeading')}
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted">{t('contact.detailsLead')}</p>
            <ContactDetails />
          </section>
        </div>
      </Container>
    </>
  );
}
