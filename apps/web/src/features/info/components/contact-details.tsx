import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { SHOP_CONTACT, SOCIAL_LINKS } from '@/lib/shop-contact';

/** Lucide ships no brand marks: the Facebook "f", drawn plainly. */
function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
      <path d="M14 8h3V4h-3a5 5 0 0 0-5 5v2H6v4h3v9h4v-9h3l1-4h-4V9a1 1 0 0 1 1-1Z" />
    </svg>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-sm font-semibold text-ink">{label}</dt>
        <dd className="text-sm break-words text-muted">{children}</dd>
      </div>
    </div>
  );
}

const linkClasses = 'font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';

/** The shop's address, phone, email and hours, then the messaging-app and social links. */
export function ContactDetails() {
  const { t } = useTranslation('info');
  return (
    <div>
      <dl className="grid gap-5">
        <Row icon={<MapPin aria-hidden="true" className="size-5" />} label={t('contact.details.visit')}>
          {t('common:shop.address')}
        </Row>
        <Row icon={<Phone aria-hidden="true" className="size-5" />} label={t('contact.details.call')}>
          <a href={SHOP_CONTACT.phoneHref} className={linkClasses}>
            {SHOP_CONTACT.phone}
          </a>
        </Row>
        <Row icon={<Mail aria-hidden="true" className="size-5" />} label={t('contact.details.email')}>
          <a href={`mailto:${SHOP_CONTACT.email}`} className={linkClasses}>
            {SHOP_CONTACT.email}
          </a>
        </Row>
        <Row icon={<Clock aria-hidden="true" className="size-5" />} label={t('contact.details.hoursLabel')}>
          {t('contact.details.hours', { hours: t('common:shop.hours') })}
        </Row>
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={SOCIAL_LINKS.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 items-center gap-2 rounded-lg bg-[#1f7a45] px-4 text-sm font-semibold text-white shadow-sm hover:bg-[#18633a]"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('contact.details.whatsapp')}
        </a>
        <a
          href={SOCIAL_LINKS.facebook}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 items-center gap-2 rounded-lg bg-[#1659c7] px-4 text-sm font-semibold text-white shadow-sm hover:bg-[#124aa6]"
        >
          <FacebookMark />
          {t('contact.details.facebook')}
        </a>
      </div>
    </div>
  );
}
