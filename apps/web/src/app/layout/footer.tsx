import { CATEGORIES } from '@plantopia/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { NewsletterForm } from '@/features/marketing/components/newsletter-form';
import { SHOP_CONTACT } from '@/lib/shop-contact';
import { Logo } from './logo';

interface FooterLink {
  to: string;
  label: string;
}

const SHOP_LINKS: readonly FooterLink[] = CATEGORIES.map((category) => ({
  to: category.path,
  label: category.label,
}));

const HELP_LINKS: readonly FooterLink[] = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/shipping', label: 'Shipping' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
];

const linkClasses = 'rounded text-brand-100 transition-colors hover:text-white hover:underline';

/** A titled column of links (the footer's Shop and Plantopia columns). */
function FooterNav({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-labelledby={id} className="lg:col-span-2">
      <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClasses}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="on-dark mt-auto bg-brand-900 text-brand-100">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8 lg:py-16">
        <div className="lg:col-span-4">
          <Logo tone="dark" />
          <p className="mt-3 max-w-xs text-sm text-brand-100">
            Plants, tools, soils and fertilizers for homes and gardens across Bangladesh.
          </p>
          <address className="mt-5 space-y-2.5 text-sm not-italic">
            <p className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-300" />
              {SHOP_CONTACT.address}
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
                Open daily, <span className="whitespace-nowrap">{SHOP_CONTACT.hours}</span>
              </span>
            </p>
          </address>
        </div>

        <FooterNav id="footer-shop" title="Shop" links={SHOP_LINKS} />

        <FooterNav id="footer-help" title="Plantopia" links={HELP_LINKS} />

        <div className="sm:col-span-2 lg:col-span-4">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Newsletter</h2>
          <p className="mt-4 mb-4 text-sm text-brand-100">
            Monthly care tips and new arrivals. No spam, unsubscribe any time.
          </p>
          <NewsletterForm tone="dark" />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-5 text-xs text-brand-200 sm:flex-row sm:justify-between">
          <p>© {new Date().getFullYear()} Plantopia. All prices in Bangladeshi taka (৳).</p>
          <p>Cash on delivery and card payments accepted.</p>
        </Container>
      </div>
    </footer>
  );
}
