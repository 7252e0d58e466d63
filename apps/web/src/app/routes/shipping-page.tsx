import { findDistrict, findUpazila, pickText, type ShippingTable } from '@plantopia/shared';
import { Link } from '@/components/link';
import { PageHero } from '@/components/page-hero';
import { PolicyDocument, type PolicySection } from '@/features/info/components/policy-document';
import { useFormat } from '@/lib/i18n';
import { Trans, useTranslation } from '@/lib/i18n/react';
import type { TFunction } from '@/lib/i18n/translator';
import { deliveryFeeStatement, feeText, flatFee, useShippingRates } from '@/lib/shipping-rates';

type Format = ReturnType<typeof useFormat>;

/*
 * Here, not in lib/shipping-rates.ts: that module is in every page's first JavaScript (the product page's
 * loader), and this needs the country's place list.
 */
/** A zone's places in the page's language: its whole districts, then its single upazilas/thanas. */
function placesIn(zone: ShippingTable['zones'][number], format: Format): string[] {
  const name = (place: { name: string; bnName: string } | undefined) =>
    format.locale === 'bn' ? place?.bnName : place?.name;
  return [
    ...zone.districtIds.map((id) => name(findDistrict(id))),
    ...zone.upazilaIds.map((id) => name(findUpazila(id))),
  ].filter((text): text is string => text !== undefined);
}

function sections(t: TFunction, fee: PolicySection, hours: string): PolicySection[] {
  const strong = { strong: <strong /> };
  return [
    {
      id: 'processing',
      title: t('shipping.processing.title'),
      body: (
        <>
          <p>
            <Trans t={t} i18nKey="shipping.processing.body" components={strong} />
          </p>
          <p>{t('shipping.processing.follow')}</p>
        </>
      ),
    },
    {
      id: 'delivery',
      title: t('shipping.delivery.title'),
      body: (
        <>
          <p>
            <Trans t={t} i18nKey="shipping.delivery.body" components={strong} />
          </p>
          <ul>
            <li>{t('shipping.delivery.large')}</li>
            <li>{t('shipping.delivery.eid')}</li>
          </ul>
        </>
      ),
    },
    fee,
    { id: 'payment', title: t('shipping.payment.title'), body: <p>{t('shipping.payment.body')}</p> },
    { id: 'damage', title: t('shipping.damage.title'), body: <p>{t('shipping.damage.body')}</p> },
    {
      id: 'support',
      title: t('shipping.support.title'),
      body: (
        <p>
          <Trans
            t={t}
            i18nKey="shipping.support.body"
            values={{ hours }}
            components={{ contact: <Link to="/contact" /> }}
          />
        </p>
      ),
    },
  ];
}

/** The fee section, from the owner's table: a flat ৳100 in words while the table is the default. */
function feeSection(table: ShippingTable | undefined, t: TFunction, format: Format): PolicySection {
  const fee = (taka: number) => feeText(taka, format.locale);
  const flat = table ? flatFee(table) : null;
  const strong = { strong: <strong /> };
  const section = (body: PolicySection['body']): PolicySection => ({
    id: 'fee',
    title: t('shipping.fee.title'),
    body,
  });
  if (!table) return section(<p>{t('shipping.fee.unknown')}</p>);
  const cod =
    table.codMaxTotal === null ? null : (
      <p>
        <Trans
          t={t}
          i18nKey="shipping.fee.cod"
          values={{ max: fee(table.codMaxTotal) }}
          components={strong}
        />
      </p>
    );
  if (flat !== null)
    return section(
      <>
        <p>
          <Trans t={t} i18nKey="shipping.fee.flat" values={{ fee: fee(flat) }} components={strong} />
        </p>
        {cod}
      </>,
    );
  return section(
    <>
      <p>{t('shipping.fee.byPlace')}</p>
      <ul>
        {table.zones.map((zone) => {
          const places = placesIn(zone, format);
          return (
            <li key={zone.name}>
              <strong>{pickText(zone.name, zone.nameBn, format.locale)}</strong>: {fee(zone.fee)}
              {places.length > 0 ? ` (${places.join(', ')})` : null}
            </li>
          );
        })}
        <li>
          <strong>
            {table.zones.length > 0 ? t('shipping.fee.everywhereElse') : t('shipping.fee.anywhere')}
          </strong>
          : {fee(table.defaultFee)}
        </li>
      </ul>
      {table.perExtraKg > 0 ? (
        <p>
          {t('shipping.fee.perKg', {
            weight: format.number(table.includedKg),
            extra: fee(table.perExtraKg),
          })}
        </p>
      ) : null}
      {table.freeDeliveryFrom !== null ? (
        <p>
          <Trans
            t={t}
            i18nKey="shipping.fee.freeFrom"
            values={{ min: fee(table.freeDeliveryFrom) }}
            components={strong}
          />
        </p>
      ) : null}
      {cod}
    </>,
  );
}

/** /shipping (login required, docs/behaviour.md §1.1); the fees come from the owner's shipping table. */
export function ShippingPage() {
  const { t } = useTranslation('info');
  const format = useFormat();
  const { data: table } = useShippingRates();
  // The hero's and description's one line.
  const summary = t('shipping.summary', deliveryFeeStatement(table, format.locale));
  return (
    <>
      <title>{t('shipping.pageTitle')}</title>
      <meta name="description" content={t('shipping.description', { summary })} />
      <PageHero eyebrow={t('shipping.eyebrow')} title={t('shipping.title')}>
        <p>{summary}</p>
      </PageHero>
      <PolicyDocument
        updated={t('policy.revised')}
        sections={sections(t, feeSection(table, t, format), t('common:shop.hours'))}
      />
    </>
  );
}
