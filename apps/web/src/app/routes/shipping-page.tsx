import type { ShippingTable } from '@plantopia/shared';
import { Link } from 'react-router';
import { PageHero } from '@/components/page-hero';
import { PolicyDocument, type PolicySection } from '@/features/info/components/policy-document';
import { feeText, flatFee, useShippingRates, zonePlaces } from '@/lib/shipping-rates';
import { SHOP_CONTACT } from '@/lib/shop-contact';

function sections(fee: PolicySection): PolicySection[] {
  return [
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
    fee,
    {
      id: 'payment',
      title: 'Paying for your order',
      body: (
        <p>
          Pay with cash on delivery, or by card at checkout. With cash on delivery, please check your parcel
          in front of the courier before paying.
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
}

/** The fee section, from the owner's table: SPEC's flat ৳100 in words while the table is the default. */
function feeSection(table: ShippingTable | undefined): PolicySection {
  const flat = table ? flatFee(table) : null;
  const section = (body: PolicySection['body']): PolicySection => ({
    id: 'fee',
    title: 'Shipping fee',
    body,
  });
  if (!table)
    return section(
      <p>The shipping fee is added once at checkout and shown in your order summary before you pay.</p>,
    );
  const cod =
    table.codMaxTotal === null ? null : (
      <p>
        Cash on delivery is available for orders up to <strong>{feeText(table.codMaxTotal)}</strong>; pay
        larger orders by card.
      </p>
    );
  if (flat !== null)
    return section(
      <>
        <p>
          Shipping is a flat <strong>{feeText(flat)}</strong> for every order, whatever its size or
          destination in Bangladesh. It is added once at checkout and shown in your order summary.
        </p>
        {cod}
      </>,
    );
  const weight = `${table.includedKg} kg`;
  return section(
    <>
      <p>
        The fee depends on where the order goes. It is added once at checkout, for the address you choose, and
        shown in your order summary.
      </p>
      <ul>
        {table.zones.map((zone) => {
          const places = zonePlaces(zone);
          return (
            <li key={zone.name}>
              <strong>{zone.name}</strong>: {feeText(zone.fee)}
              {places.length > 0 ? ` (${places.join(', ')})` : null}
            </li>
          );
        })}
        <li>
          <strong>
            {table.zones.length > 0 ? 'Everywhere else in Bangladesh' : 'Anywhere in Bangladesh'}
          </strong>
          : {feeText(table.defaultFee)}
        </li>
      </ul>
      {table.perExtraKg > 0 ? (
        <p>
          Each fee covers {weight}; every started kilogram above that adds {feeText(table.perExtraKg)}.
        </p>
      ) : null}
      {table.freeDeliveryFrom !== null ? (
        <p>
          Orders of <strong>{feeText(table.freeDeliveryFrom)}</strong> or more are delivered free.
        </p>
      ) : null}
      {cod}
    </>,
  );
}

/** The page's one-line summary (hero and description). */
function summaryText(table: ShippingTable | undefined): string {
  const base = 'Processed in 1-2 business days, delivered in 3-7 business days';
  const flat = table ? flatFee(table) : null;
  if (!table) return `${base}.`;
  if (flat !== null) return `${base}, for a flat ${feeText(flat)} per order.`;
  const lowest = Math.min(table.defaultFee, ...table.zones.map((zone) => zone.fee));
  return `${base}, with delivery from ${feeText(lowest)}.`;
}

/** /shipping (login required, SPEC §2); the fees come from the owner's shipping table. */
export function ShippingPage() {
  const { data: table } = useShippingRates();
  const summary = summaryText(table);
  return (
    <>
      <title>Shipping Information · Plantopia</title>
      <meta name="description" content={`Plantopia ships across Bangladesh. ${summary}`} />
      <PageHero eyebrow="Help" title="Shipping Information">
        <p>{summary}</p>
      </PageHero>
      <PolicyDocument updated="1 November 2026" sections={sections(feeSection(table))} />
    </>
  );
}
