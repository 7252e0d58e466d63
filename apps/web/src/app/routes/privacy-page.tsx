import { Link } from '@/components/link';
import { PageHero } from '@/components/page-hero';
import { PolicyDocument, type PolicySection } from '@/features/info/components/policy-document';
import { Trans, useTranslation } from '@/lib/i18n/react';
import type { TFunction } from '@/lib/i18n/translator';
import { SHOP_CONTACT } from '@/lib/shop-contact';

function sections(t: TFunction): PolicySection[] {
  const items = (keys: string[]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>
          <Trans t={t} i18nKey={key} components={{ strong: <strong /> }} />
        </li>
      ))}
    </ul>
  );
  return [
    {
      id: 'who',
      title: t('privacy.who.title'),
      body: <p>{t('privacy.who.body', { address: t('common:shop.address') })}</p>,
    },
    {
      id: 'collect',
      title: t('privacy.collect.title'),
      body: items([
        'privacy.collect.account',
        'privacy.collect.delivery',
        'privacy.collect.orders',
        'privacy.collect.payments',
        'privacy.collect.technical',
      ]),
    },
    {
      id: 'use',
      title: t('privacy.use.title'),
      body: items(['privacy.use.orders', 'privacy.use.devices', 'privacy.use.messages', 'privacy.use.fraud']),
    },
    {
      id: 'sharing',
      title: t('privacy.sharing.title'),
      body: (
        <>
          <p>{t('privacy.sharing.lead')}</p>
          {items(['privacy.sharing.courier', 'privacy.sharing.payment', 'privacy.sharing.authorities'])}
        </>
      ),
    },
    { id: 'cookies', title: t('privacy.cookies.title'), body: <p>{t('privacy.cookies.body')}</p> },
    { id: 'retention', title: t('privacy.retention.title'), body: <p>{t('privacy.retention.body')}</p> },
    {
      id: 'rights',
      title: t('privacy.rights.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="privacy.rights.body"
            values={{ email: SHOP_CONTACT.email }}
            components={{ mail: <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a> }}
          />
        </p>
      ),
    },
    { id: 'security', title: t('privacy.security.title'), body: <p>{t('privacy.security.body')}</p> },
    {
      id: 'contact',
      title: t('privacy.contact.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="privacy.contact.body"
            values={{ phone: SHOP_CONTACT.phone }}
            components={{ contact: <Link to="/contact" /> }}
          />
        </p>
      ),
    },
  ];
}

/** /privacy (docs/behaviour.md §4 rule 11). */
export function PrivacyPage() {
  const { t } = useTranslation('info');
  return (
    <>
      <title>{t('privacy.pageTitle')}</title>
      <meta name="description" content={t('privacy.description')} />
      <PageHero eyebrow={t('policy.legal')} title={t('privacy.title')}>
        <p>{t('privacy.lead')}</p>
      </PageHero>
      <PolicyDocument updated={t('policy.revised')} sections={sections(t)} />
    </>
  );
}
