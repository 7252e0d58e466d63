import { SHIPPING_FEE_TAKA } from '@plantopia/shared';
import { Link } from 'react-router';
import { PageHero } from '@/components/page-hero';
import { PolicyDocument, type PolicySection } from '@/features/info/components/policy-document';
import { formatTaka } from '@/lib/format';
import { SHOP_CONTACT } from '@/lib/shop-contact';

const SECTIONS: PolicySection[] = [
  {
    id: 'processing',
    title: 'Order processing',
    body: (
      <>
        <p>
          Orders are processed within <strong>1-2 business days</strong>. Plants are checked, watered and
          packed on the day they leave the nursery, so they travel fresh. Orders placed on a Friday or a
          public holiday are processed on the next business day.
        </p>
        <p>
          You can follow each order from Pending to Processing, Shipped and Delivered on your profile page.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery times',
    body: (
      <>
        <p>
          Once shipped, orders are delivered within <strong>3-7 business days</strong>: usually 1-3 days
          inside Dhaka city and 3-7 days to other districts. Our courier calls before arriving.
        </p>
        <ul>
          <li>Large plants and heavy bags of soil may travel separately and arrive a day apart.</li>
          <li>During Eid holidays and severe weather, deliveries can take a few days longer.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'fee',
    title: 'Shipping fee',
    body: (
      <p>
        Shipping is a flat <strong>{formatTaka(SHIPPING_FEE_TAKA)}</strong> for every order, whatever its size
        or destination in Bangladesh. It is added once at checkout and shown in your order summary.
      </p>
    ),
  },
  {
    id: 'payment',
    title: 'Paying for your order',
    body: (
      <p>
        Pay with cash on delivery, or by card at checkout. With cash on delivery, please check your parcel in
        front of the courier before paying.
      </p>
    ),
  },
  {
    id: 'damage',
    title: 'Damaged items and returns',
    body: (
      <p>
        If something arrives damaged, send us a photo within 48 hours and we will replace it or refund you.
        Unused items can be returned within 14 days of delivery (14-Day Returns).
      </p>
    ),
  },
  {
    id: 'support',
    title: 'Questions',
    body: (
      <p>
        For the details of a particular order, delivery to your area or a bulk delivery, contact our support
        team through the <Link to="/contact">contact page</Link>; we are available every day from{' '}
        {SHOP_CONTACT.hours}.
      </p>
    ),
  },
];

/** /shipping (login required, SPEC §2). */
export function ShippingPage() {
  return (
    <>
      <title>Shipping Information · Plantopia</title>
      <meta
        name="description"
        content="Plantopia ships across Bangladesh: orders processed in 1-2 business days, delivered in 3-7 business days, for a flat ৳100 per order."
      />
      <PageHero eyebrow="Help" title="Shipping Information">
        <p>
          Processed in 1-2 business days, delivered in 3-7 business days, for a flat{' '}
          {formatTaka(SHIPPING_FEE_TAKA)} per order.
        </p>
      </PageHero>
      <PolicyDocument updated="1 November 2026" sections={SECTIONS} />
    </>
  );
}
