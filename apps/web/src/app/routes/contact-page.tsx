import { PageHero } from '@/components/page-hero';
import { Container } from '@/components/ui/container';
import { ContactDetails } from '@/features/info/components/contact-details';
import { ContactForm } from '@/features/info/components/contact-form';
import { SHOP_CONTACT } from '@/lib/shop-contact';

/** /contact: the form (stored by the shop and mailed to the owner) beside the shop's details and social links. */
export function ContactPage() {
  return (
    <>
      <title>Contact Us · Plantopia</title>
      <meta
        name="description"
        content={`Questions about an order or a plant? Call, email, WhatsApp or visit Plantopia in Dhanmondi, Dhaka. Open every day, ${SHOP_CONTACT.hours}.`}
      />
      <PageHero eyebrow="Contact" title="We'd love to hear from you">
        <p>
          Questions about an order, a plant that is struggling, or a bulk order for your office? Write to us.
        </p>
      </PageHero>
      <Container className="py-10 sm:py-14">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <section
            aria-labelledby="form-heading"
            className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
          >
            <h2 id="form-heading" className="text-xl font-bold tracking-tight">
              Send us a message
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted">We reply within one working day.</p>
            <ContactForm />
          </section>
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-xl font-bold tracking-tight">
              Contact details
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted">
              Prefer to talk? Our gardeners are a call or a message away.
            </p>
            <ContactDetails />
          </section>
        </div>
      </Container>
    </>
  );
}
