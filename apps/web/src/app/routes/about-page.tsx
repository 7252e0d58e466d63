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
import { Link } from 'react-router';
import { PageHero } from '@/components/page-hero';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SHOP_CONTACT } from '@/lib/shop-contact';

const VALUES = [
  {
    title: 'Quality First',
    icon: ShieldCheck,
    text: 'Every plant is grown or hardened in our own nursery beds in Savar before it ships, and every tool, soil and fertilizer is one our gardeners use themselves.',
  },
  {
    title: 'Customer Care',
    icon: HeartHandshake,
    text: 'Questions about a yellowing leaf or the right pot size get a real answer from a gardener, by phone, WhatsApp or email, seven days a week.',
  },
  {
    title: 'Sustainability',
    icon: Leaf,
    text: 'We pot in coco peat instead of peat, reuse nursery trays, pack in paper and jute, and choose organic fertilizers wherever they do the job.',
  },
];

const REASONS = [
  {
    title: 'Expert Team',
    icon: Users,
    text: 'Horticulturists and nursery growers who know what thrives in Dhaka flats, Chattogram rooftops and village courtyards, through monsoon and dry winter alike.',
  },
  {
    title: 'Wide Selection',
    icon: Sprout,
    text: 'Indoor foliage, flowering and fruit plants, hand tools and watering gear, potting mixes and fertilizers: everything a garden needs, in one order.',
  },
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

/** /about: mission, vision, values, why shop with us, and where to find the shop (SPEC §2). */
export function AboutPage() {
  return (
    <>
      <title>About Us · Plantopia</title>
      <meta
        name="description"
        content="Plantopia is a Dhaka garden shop delivering plants, tools, soils and fertilizers across Bangladesh. Our mission, our values and where to visit us."
      />
      <PageHero eyebrow="About us" title="Growing greener homes across Bangladesh">
        <p>
          Plantopia started as a rooftop nursery in Dhanmondi. Today we deliver healthy plants and honest
          gardening supplies to homes, offices and schools in every division of the country.
        </p>
      </PageHero>

      <Container className="py-12 sm:py-16">
        <section aria-labelledby="mission-heading" className="grid gap-6 md:grid-cols-2">
          <h2 id="mission-heading" className="sr-only">
            Our mission and vision
          </h2>
          <Card icon={<Target aria-hidden="true" className="size-6" />} title="Our Mission">
            To make gardening easy for every household in Bangladesh: healthy plants at fair prices in taka,
            the right supplies for our climate, and advice that helps them thrive long after delivery.
          </Card>
          <Card icon={<Eye aria-hidden="true" className="size-6" />} title="Our Vision">
            A greener, cooler Bangladesh, where every balcony, rooftop and courtyard grows something, and
            where city families reconnect with the plants their grandparents grew.
          </Card>
        </section>

        <section aria-labelledby="values-heading" className="mt-14 sm:mt-20">
          <h2 id="values-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Our Core Values
          </h2>
          <p className="mt-1 text-muted">What we hold ourselves to, order after order.</p>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {VALUES.map(({ title, icon: Icon, text }) => (
              <Card key={title} icon={<Icon aria-hidden="true" className="size-6" />} title={title}>
                {text}
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="why-heading" className="mt-14 sm:mt-20">
          <h2 id="why-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Why Choose Us
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {REASONS.map(({ title, icon: Icon, text }) => (
              <Card key={title} icon={<Icon aria-hidden="true" className="size-6" />} title={title}>
                {text}
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
              Visit Us
            </h2>
            <p className="mt-2 text-brand-50">
              Walk through the nursery, ask our gardeners anything and take your plants home the same day.
            </p>
            <ul className="mt-5 grid gap-3 text-brand-50">
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-300" />
                {SHOP_CONTACT.address}
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-300" />
                Open every day, {SHOP_CONTACT.hours}
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
              Contact Us
            </Link>
            <Link
              to="/plants"
              className={buttonClasses({
                variant: 'ghost',
                size: 'lg',
                className: 'text-white ring-1 ring-white/40 hover:bg-white/10',
              })}
            >
              Shop plants
            </Link>
          </div>
        </section>
      </Container>
    </>
  );
}
