import { Link } from '@/components/link';
import { PageHero } from '@/components/page-hero';
import { PolicyDocument, type PolicySection } from '@/features/info/components/policy-document';
import { Trans, useTranslation } from '@/lib/i18n/react';
import type { TFunction } from '@/lib/i18n/translator';
import { useDeliveryFeeStatement } from '@/lib/shipping-rates';

function sections(t: TFunction, fee: string): PolicySection[] {
  const items = (keys: string[]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
  return [
    {
      id: 'about',
      title: t('terms.about.title'),
      body: <p>{t('terms.about.body', { address: t('common:shop.address') })}</p>,
    },
    { id: 'account', title: t('terms.account.title'), body: <p>{t('terms.account.body')}</p> },
    {
      id: 'prices',
      title: t('terms.prices.title'),
      body: (
        <p>
          {t('terms.prices.taka')} {fee} {t('terms.prices.stock')}
        </p>
      ),
    },
    {
      id: 'orders',
      title: t('terms.orders.title'),
      body: items(['terms.orders.pay', 'terms.orders.confirm', 'terms.orders.cancel']),
    },
    { id: 'plants', title: t('terms.plants.title'), body: <p>{t('terms.plants.body')}</p> },
    {
      id: 'delivery',
      title: t('terms.delivery.title'),
      body: (
        <p>
          <Trans t={t} i18nKey="terms.delivery.body" components={{ shipping: <Link to="/shipping" /> }} />
        </p>
      ),
    },
    {
      id: 'returns',
      title: t('terms.returns.title'),
      body: items(['terms.returns.unused', 'terms.returns.damaged', 'terms.returns.refunds']),
    },
    { id: 'liability', title: t('terms.liability.title'), body: <p>{t('terms.liability.body')}</p> },
    {
      id: 'law',
      title: t('terms.law.title'),
      body: (
        <p>
          <Trans t={t} i18nKey="terms.law.body" components={{ contact: <Link to="/contact" /> }} />
        </p>
      ),
    },
  ];
}

/** /terms (docs/behaviour.md §4 rule 11). */
export function TermsPage() {
  const { t } = useTranslation('info');
  // The shipping sentence, from the owner's table as /shipping shows it.
  const fee = t('terms.prices.fee', useDeliveryFeeStatement());
  return (
    <>
      <title>{t('terms.pageTitle')}</title>
      <meta name="description" content={t('terms.description')} />
      <PageHero eyebrow={t('policy.legal')} title={t('terms.title')}>
        <p>{t('terms.lead')}</p>
      </PageHero>
      <PolicyDocument updated={t('policy.revised')} sections={sections(t, fee)} />
    </>
  );
}
