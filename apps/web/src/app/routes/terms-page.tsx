import { Link } from 'react-router';
import { PageHero } from '@/components/page-hero';
import { PolicyDocument, type PolicySection } from '@/features/info/components/policy-document';
import { SHOP_CONTACT } from '@/lib/shop-contact';

const SECTIONS: PolicySection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <p>
        These terms apply when you browse or buy from Plantopia, {SHOP_CONTACT.address}. By placing an order
        you agree to them. Nothing here limits your rights under the Consumer Rights Protection Act, 2009 or
        any other law of Bangladesh.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <p>
        Keep your password private; you are responsible for orders placed with your account. Comments must be
        your own words, respectful and on topic. We may remove comments that are abusive, misleading or
        advertising, and close accounts that misuse the shop.
      </p>
    ),
  },
  {
    id: 'prices',
    title: 'Prices and availability',
    body: (
      <p>
        All prices are in Bangladeshi taka (৳) and include VAT where it applies. Shipping is a flat ৳100 per
        order. Stock is limited: an item is reserved for you only when your order is placed. If we make a
        pricing mistake, we will contact you before shipping and you may cancel.
      </p>
    ),
  },
  {
    id: 'orders',
    title: 'Orders and payment',
    body: (
      <ul>
        <li>Pay with cash on delivery, or by card through our payment provider at checkout.</li>
        <li>We confirm your order by accepting it; you can follow its status on your profile.</li>
        <li>You may cancel an order free of charge until it has been shipped.</li>
      </ul>
    ),
  },
  {
    id: 'plants',
    title: 'Living plants',
    body: (
      <p>
        Plants are living things: size, shape and the number of leaves or flowers can differ a little from the
        photos. We describe the pot size and height as accurately as we can, and follow the care instructions
        on each product page to keep your plant healthy.
      </p>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <p>
        Delivery times and fees are described on our <Link to="/shipping">Shipping Information</Link> page.
        Please make sure someone can receive the parcel at the address and phone number you give us.
      </p>
    ),
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    body: (
      <ul>
        <li>
          Unused tools, soils and fertilizers in their original packaging can be returned within 14 days of
          delivery.
        </li>
        <li>
          If a plant or any item arrives damaged, send us a photo within 48 hours for a replacement or refund.
        </li>
        <li>
          Refunds go back to the card you paid with, or by bKash or bank transfer for cash orders, within 7
          working days.
        </li>
      </ul>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <p>
        We take care to give accurate product and care information, but results in your garden depend on
        light, water and weather. Our liability for any order is limited to the amount you paid for it, except
        where the law does not allow such a limit.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of Bangladesh, and the courts of Dhaka have jurisdiction. We hope
        any problem can be settled simply: please <Link to="/contact">contact us</Link> first.
      </p>
    ),
  },
];

/** /terms (DESIGN §4 rule 11). */
export function TermsPage() {
  return (
    <>
      <title>Terms of Service · Plantopia</title>
      <meta
        name="description"
        content="The terms that apply when you shop at Plantopia: prices, orders, delivery and returns."
      />
      <PageHero eyebrow="Legal" title="Terms of Service">
        <p>The plain rules of shopping with us: prices, orders, delivery, returns and your account.</p>
      </PageHero>
      <PolicyDocument updated="1 November 2026" sections={SECTIONS} />
    </>
  );
}
