import { CATEGORIES } from '@plantopia/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from '@/components/link';
import { Container } from '@/components/ui/container';
import { NewsletterForm } from '@/features/marketing/components/newsletter-form';
import { useCategoryText } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { SHOP_CONTACT } from '@/lib/shop-contact';
import { Logo } from './logo';

interface FooterLink {
  to: string;
  text: string;
}

/** The Plantopia column (`labelKey` names the text in `common`). */
const HELP_LINKS = [
  { to: '/about', labelKey: 'nav.about' },
  { to: '/contact', labelKey: 'nav.contact' },
  { to: '/shipping', labelKey: 'footer.shipping' },
  { to: '/privacy', labelKey: 'footer.privacy' },
  { to: '/terms', labelKey: 'footer.terms' },
] as const;

// At least 24 px tall (WCAG 2.5.8 target size): a line of small text alone is 20 px, too small a target.
const linkClasses =
  'inline-flex min-h-6 items-center rounded text-brand-100 transition-colors hover:text-white hover:underline';

/** A titled column of links (the footer's Shop and Plantopia columns). */
function FooterNav({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-labelledby={id} className="lg:col-span-2">
      <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-1.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClasses}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation('common');
  const categoryText = useCategoryText();
  const shopLinks = CATEGORIES.map((category) => ({ to: category.path, text: categoryText.label(category) }));
  const helpLinks = HELP_LINKS.map(({ to, labelKey }) => ({ to, text: t(labelKey) }));
  return (
    <footer className="on-dark mt-auto bg-brand-900 text-brand-100">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8 lg:py-16">
        <div className="lg:col-span-4">
          <Logo tone="dark" />
          <p className="mt-3 max-w-xs text-sm text-brand-100">{t('footer.tagline')}</p>
          <address className="mt-5 space-y-2.5 text-sm not-italic">
            <p className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-300" />
              {t('shop.address')}
            </p>
            <p className="flex gap-2.5">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-300" />
              <a href={SHOP_CONTACT.phoneHref} className={linkClasses}>
                {SHOP_CONTACT.phone}
              </a>
            </p>
            <p className="flex gap-2.5">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-300" />
              <a href={`mailto:${SHOP_CONTACT.email}`} className={linkClasses}>
                {SHOP_CONTACT.email}
              </a>
            </p>
            <p className="flex gap-2.5">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-300" />
              <span>
                {t('footer.openDaily')} <span className="whitespace-nowrap">{t('shop.hours')}</span>
              </span>
            </p>
          </address>
        </div>

        <FooterNav id="footer-shop" title={t('footer.shop')} links={shopLinks} />

        <FooterNav id="footer-help" title="Plantopia" links={helpLinks} />

        <div className="sm:col-span-2 lg:col-span-4">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            {t('footer.newsletter')}
          </h2>
          <p className="mt-4 mb-4 text-sm text-brand-100">{t('footer.newsletterBlurb')}</p>
          <NewsletterForm tone="dark" />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-5 text-xs text-brand-200 sm:flex-row sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.payments')}</p>
        </Container>
      </div>
    </footer>
  );
}
