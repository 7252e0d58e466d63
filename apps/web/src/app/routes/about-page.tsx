import {
  Clock,
  Eye,
  HeartHandshake,
  Leaf,
  MapPin,
  Phone,
  ShieldCheck,
  Sprout,
  Target,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { PageHero } from '@/components/page-hero';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useTranslation } from '@/lib/i18n/react';
import { SHOP_CONTACT } from '@/lib/shop-contact';

const VALUES = [
  { titleKey: 'about.values.quality.title', icon: ShieldCheck, textKey: 'about.values.quality.text' },
  { titleKey: 'about.values.care.title', icon: HeartHandshake, textKey: 'about.values.care.text' },
  { titleKey: 'about.values.sustainability.title', icon: Leaf, textKey: 'about.values.sustainability.text' },
];

const REASONS = [
  { titleKey: 'about.reasons.team.title', icon: Users, textKey: 'about.reasons.team.text' },
  { titleKey: 'about.reasons.selection.title', icon: Sprout, textKey: 'about.reasons.selection.text' },
];

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-2 leading-relaxed text-muted">{children}</p>
    </div>
  );
}

/** /about: mission, vision, values, why shop with us, and where to find the shop. */
export function AboutPage() {
  const { t } = useTranslation('info');
  return (
    <>
      <title>{t('about.pageTitle')}</title>
      <meta name="description" content={t('about.description')} />
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')}>
        <p>{t('about.lead')}</p>
      </PageHero>

      <Container className="py-12 sm:py-16">
        <section aria-labelledby="mission-heading" className="grid gap-6 md:grid-cols-2">
          <h2 id="mission-heading" className="sr-only">
            {t('about.missionAndVision')}
          </h2>
          <Card icon={<Target aria-hidden="true" className="size-6" />} title={t('about.mission.title')}>
            {t('about.mission.text')}
          </Card>
          <Card icon={<Eye aria-hidden="true" className="size-6" />} title={t('about.vision.title')}>
            {t('about.vision.text')}
          </Card>
        </section>

        <section aria-labelledby="values-heading" className="mt-14 sm:mt-20">
          <h2 id="values-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('about.values.heading')}
          </h2>
          <p className="mt-1 text-muted">{t('about.values.lead')}</p>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {VALUES.map(({ titleKey, icon: Icon, textKey }) => (
              <Card key={titleKey} icon={<Icon aria-hidden="true" className="size-6" />} title={t(titleKey)}>
                {t(textKey)}
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="why-heading" className="mt-14 sm:mt-20">
          <h2 id="why-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('about.reasons.heading')}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {REASONS.map(({ titleKey, icon: Icon, textKey }) => (
              <Card key={titleKey} icon={<Icon aria-hidden="true" className="size-6" />} title={t(titleKey)}>
                {t(textKey)}
              </Card>
            ))}
          </div>
        </section>

        <section
          aria-labelledby="visit-heading"
          className="on-dark mt-14 grid gap-6 rounded-card bg-brand-800 p-6 text-white sm:mt-20 sm:p-10 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-center"
        >
          <div>
            <h2 id="visit-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('about.visit.heading')}
            </h2>
            <p className="mt-2 text-brand-50">{t('about.visit.text')}</p>
            <ul className="mt-5 grid gap-3 text-brand-50">
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-300" />
                {t('common:shop.address')}
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-300" />
                {t('about.visit.hours', { hours: t('common:shop.hours') })}
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-300" />
                <a href={SHOP_CONTACT.phoneHref} className="underline-offset-2 hover:underline">
                  {SHOP_CONTACT.phone}
                </a>
              </li>
            </ul>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col md:items-stretch">
            <Link to="/contact" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              {t('about.visit.contact')}
            </Link>
            <Link
              to="/plants"
              className={buttonClasses({
                variant: 'ghost',
                size: 'lg',
                className: 'text-white ring-1 ring-white/40 hover:bg-white/10',
              })}
            >
              {t('about.visit.shop')}
            </Link>
          </div>
        </section>
      </Container>
    </>
  );
}
