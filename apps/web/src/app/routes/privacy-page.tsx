import { Link } from 'react-router';
import { PageHero } from '@/components/page-hero';
import { PolicyDocument, type PolicySection } from '@/features/info/components/policy-document';
import { SHOP_CONTACT } from '@/lib/shop-contact';

const SECTIONS: PolicySection[] = [
  {
    id: 'who',
    title: 'Who we are',
    body: (
      <p>
        Plantopia ("we", "us") runs this online garden shop from {SHOP_CONTACT.address}, Bangladesh. This
        policy explains what personal information we collect when you shop with us, why, and the choices you
        have.
      </p>
    ),
  },
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address, password (stored only as a secure hash)
          and, if you add one, a profile photo.
        </li>
        <li>
          <strong>Delivery details:</strong> the address, city, district, postal code and phone number you
          give us for your orders.
        </li>
        <li>
          <strong>Orders and activity:</strong> what you buy, your cart, your wishlist and the comments you
          post on products.
        </li>
        <li>
          <strong>Payments:</strong> card payments are handled by our payment provider. We never see or store
          your full card number or security code; we keep only the payment status and amount.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and browser type, used to keep the shop secure (for
          example to stop repeated sign-in attempts).
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <ul>
        <li>To take, pack, deliver and support your orders, including calls from our courier.</li>
        <li>To keep your account, cart and wishlist in step across your devices.</li>
        <li>To answer your messages and, if you ask us, to send our newsletter.</li>
        <li>To prevent fraud and abuse, and to meet our legal and tax duties in Bangladesh.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell your personal information. We share only what each partner needs:</p>
        <ul>
          <li>Courier partners receive your name, delivery address and phone number.</li>
          <li>Our payment provider receives the details needed to process a card payment.</li>
          <li>Authorities receive information only when the law of Bangladesh requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use one essential cookie to keep you signed in, and your browser's local storage to remember your
        cart. We do not use advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        Account information is kept while your account is open. Order records are kept for as long as tax and
        accounting rules require, even if you hide an order from your list. Comments stay until you or we
        delete them.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your choices',
    body: (
      <p>
        You can update your name, photo and delivery address on your profile at any time, delete your own
        comments, and ask us to correct or delete your account by writing to{' '}
        <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are stored as secure hashes, sessions use secure cookies, and access to customer data is
        limited to the staff who need it to serve you.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    body: (
      <p>
        If we change this policy we will update the date above. Questions are welcome on our{' '}
        <Link to="/contact">contact page</Link> or at {SHOP_CONTACT.phone}.
      </p>
    ),
  },
];

/** /privacy (DESIGN §4 rule 11). */
export function PrivacyPage() {
  return (
    <>
      <title>Privacy Policy · Plantopia</title>
      <meta
        name="description"
        content="How Plantopia collects, uses and protects your personal information."
      />
      <PageHero eyebrow="Legal" title="Privacy Policy">
        <p>What we collect when you shop with us, why we need it, and how we keep it safe.</p>
      </PageHero>
      <PolicyDocument updated="1 November 2026" sections={SECTIONS} />
    </>
  );
}
