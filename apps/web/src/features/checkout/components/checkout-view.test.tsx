import type { CartItem, Locale, Order, Quote } from '@plantopia/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, expect, test, vi } from 'vitest';
import { setActiveI18n } from '@/lib/i18n/active';
import { I18nProvider } from '@/lib/i18n/react';
import { MemoryRouter } from '@/lib/router';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makeQuote } from '@/test/fixtures';
import { createTestI18n } from '@/test/i18n';
import { createTestQueryClient } from '@/test/render';
import { CheckoutView } from './checkout-view';

const user = { uid: 'u1', displayName: 'Asha Rahman', email: 'asha@example.com', phone: '', photoURL: '' };
const items: CartItem[] = [
  { _id: 'p1', name: 'Fern', price: 450, imageUrl: '', category: 'plants', quantity: 2, stock: 9 },
];
const quote = makeQuote();
const profile = {
  uid: 'u1',
  displayName: 'Asha Rahman',
  email: 'asha@example.com',
  role: 'user',
  // Picked with the pickers: Sylhet division → Sylhet district → Sylhet Sadar.
  shippingAddress: {
    address: '12 Lake Road',
    city: 'Sylhet Sadar, Sylhet',
    state: 'Sylhet Division',
    postalCode: '3100',
    country: '',
    phone: '',
    divisionId: 5,
    districtId: 36,
    upazilaId: 281,
  },
  orders: [],
};

function renderCheckout(
  cartItems: CartItem[],
  onPlaced = vi.fn(),
  serverQuote: Quote | null = quote,
  onDestinationChange = vi.fn(),
  coupon: { code: string | null; onChange: (code: string | null) => void } = {
    code: null,
    onChange: vi.fn(),
  },
  locale: Locale = 'en',
  who = user,
) {
  const queryClient = createTestQueryClient();
  const i18n = createTestI18n(locale);
  // As main.tsx does: the form's resolver words its messages in the page's language.
  setActiveI18n(i18n);
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <CheckoutView
            user={who}
            items={cartItems}
            quote={serverQuote ?? undefined}
            quoteUpdating={false}
            saveCart={async () => cartItems}
            onPlaced={onPlaced}
            onDestinationChange={onDestinationChange}
            onAwaitingPayment={vi.fn()}
            couponCode={coupon.code}
            onCouponChange={coupon.onChange}
          />
        </MemoryRouter>
      </I18nProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return onPlaced;
}

afterEach(() => vi.unstubAllGlobals());

test('an empty cart shows the empty-cart screen with Continue Shopping to /plants', () => {
  stubFetch(() => jsonResponse({ success: true, data: profile }));
  renderCheckout([]);
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/plants');
});

test("the summary shows the server's quote, and placeholders until it arrives", async () => {
  stubFetch((url) =>
    url.pathname === '/api/payments/config'
      ? jsonResponse({ success: true, data: { provider: 'sandbox', publishableKey: null } })
      : jsonResponse({ success: true, data: profile }),
  );
  // A price the server changed since the line was added: the quote, not the line, is shown.
  renderCheckout(items, vi.fn(), {
    ...quote,
    lines: [{ ...quote.lines[0]!, lineTotal: 960 }],
    subtotal: 960,
    total: 1060,
  });
  const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
  expect(summary).toHaveTextContent('৳960.00');
  expect(summary).toHaveTextContent('৳1,060.00');
  expect(summary).not.toHaveTextContent('৳900.00');
});

test('without a quote yet the totals are placeholders, never a sum made in the browser', async () => {
  stubFetch((url) =>
    url.pathname === '/api/payments/config'
      ? jsonResponse({ success: true, data: { provider: 'sandbox', publishableKey: null } })
      : jsonResponse({ success: true, data: profile }),
  );
  renderCheckout(items, vi.fn(), null);
  const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
  expect(summary).not.toHaveTextContent('৳');
});

const paymentConfigOr = (data: unknown) => (url: URL) =>
  url.pathname === '/api/payments/config'
    ? jsonResponse({ success: true, data: { provider: 'sandbox', publishableKey: null } })
    : jsonResponse({ success: true, data });

test('the form is pre-filled from the profile, place included, and the required fields are required', async () => {
  const { requests } = stubFetch(paymentConfigOr(profile));
  renderCheckout(items);
  expect(await screen.findByLabelText('Full Name')).toHaveValue('Asha Rahman');
  expect(screen.getByLabelText('Address')).toHaveValue('12 Lake Road');
  expect(screen.getByLabelText('Division')).toHaveDisplayValue('Sylhet (সিলেট)');
  expect(screen.getByLabelText('District')).toHaveDisplayValue('Sylhet (সিলেট)');
  expect(screen.getByLabelText('Upazila / Thana')).toHaveDisplayValue('Sylhet Sadar (সিলেট সদর)');

  await userEvent.clear(screen.getByLabelText('Address'));
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByText('Address is required')).toBeInTheDocument();
  expect(screen.getByText('Phone is required')).toBeInTheDocument();
  expect(requests.some((r) => r.url.pathname === '/api/orders')).toBe(false);
});

test('a shopper signed in by mobile number finds it in the phone field, and may leave the email empty', async () => {
  const phoneOnly = { ...user, displayName: '', email: '', phone: '01712345678' };
  stubFetch(
    paymentConfigOr({
      ...profile,
      displayName: '',
      email: '',
      phone: '01712345678',
      shippingAddress: { ...profile.shippingAddress, address: '', phone: '' },
    }),
  );
  renderCheckout(items, vi.fn(), quote, vi.fn(), undefined, 'bn', phoneOnly);
  expect(await screen.findByLabelText('ফোন')).toHaveValue('০১৭১২৩৪৫৬৭৮');
  const email = screen.getByLabelText('ইমেইল');
  expect(email).toHaveValue('');
  expect(email).not.toBeRequired();
  expect(email).toHaveAccessibleDescription('ঐচ্ছিক: অর্ডারের খবর ইমেইলে পেতে');
  await userEvent.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));
  expect(await screen.findByText(/^পুরো নাম:/)).toBeInTheDocument();
  expect(email).not.toHaveAttribute('aria-invalid');
});

test('the pickers: a new division clears the district and upazila, and the place must be picked', async () => {
  const onDestination = vi.fn();
  stubFetch(paymentConfigOr(profile));
  renderCheckout(items, vi.fn(), quote, onDestination);
  const division = await screen.findByLabelText('Division');
  await waitFor(() =>
    expect(onDestination).toHaveBeenLastCalledWith({ divisionId: 5, districtId: 36, upazilaId: 281 }),
  );

  await userEvent.selectOptions(division, 'Dhaka (ঢাকা)');
  expect(screen.getByLabelText('District')).toHaveValue('');
  expect(screen.getByLabelText('Upazila / Thana')).toBeDisabled();
  expect(onDestination).toHaveBeenLastCalledWith(null);
  await userEvent.type(screen.getByLabelText('Phone'), '01711000000');
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByText('District is required')).toBeInTheDocument();
  expect(screen.getByText('Upazila / Thana is required')).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('District'), 'Dhaka (ঢাকা)');
  await userEvent.selectOptions(screen.getByLabelText('Upazila / Thana'), 'Dhaka City (ঢাকা মহানগর)');
  expect(onDestination).toHaveBeenLastCalledWith({ divisionId: 6, districtId: 47, upazilaId: 9001 });
});

test('a phone that is not a Bangladeshi mobile number gets a clear message beside the field', async () => {
  const { requests } = stubFetch(paymentConfigOr(profile));
  renderCheckout(items);
  await userEvent.type(await screen.findByLabelText('Phone'), '12345');
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  const phone = screen.getByLabelText('Phone');
  expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(phone).toHaveAccessibleDescription(
    /Phone must be a Bangladeshi mobile number: 11 digits starting 013–019/,
  );
  expect(requests.some((r) => r.url.pathname === '/api/orders')).toBe(false);
});

test('an address saved before the pickers is shown as it was, and its place must be picked', async () => {
  const { divisionId: _d, districtId: _t, upazilaId: _u, ...typed } = profile.shippingAddress;
  stubFetch(paymentConfigOr({ ...profile, shippingAddress: { ...typed, city: 'Sylhet town' } }));
  renderCheckout(items);
  expect(
    await screen.findByText(/Your saved address reads “12 Lake Road, Sylhet town, Sylhet Division”/),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Division')).toHaveValue('');
});

test('the summary names the delivery zone and says when cash on delivery is over the limit', async () => {
  stubFetch(paymentConfigOr(profile));
  renderCheckout(items, vi.fn(), {
    ...quote,
    shipping: 60,
    deliveryZone: 'Inside Sylhet City',
    cashOnDelivery: false,
    codMaxTotal: 500,
  });
  const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
  expect(summary).toHaveTextContent('Inside Sylhet City');
  expect(summary).toHaveTextContent('Cash on delivery is available for orders up to ৳500.00');
});

test('cash on delivery sends only ids and quantities with an Idempotency-Key, then says so', async () => {
  const order = { _id: 'o1' } as Order;
  const { requests } = stubFetch((url) => {
    if (url.pathname === '/api/orders') return jsonResponse({ success: true, data: order }, 201);
    if (url.pathname === '/api/payments/config') {
      return jsonResponse({ success: true, data: { provider: 'sandbox', publishableKey: null } });
    }
    return jsonResponse({ success: true, data: profile });
  });
  const onPlaced = renderCheckout(items);
  await userEvent.type(await screen.findByLabelText('Phone'), '+8801711000000');
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

  await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
  expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
  const sent = requests.find((r) => r.url.pathname === '/api/orders')!;
  expect(new Headers(sent.init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(JSON.parse(String(sent.init?.body))).toEqual({
    items: [{ _id: 'p1', quantity: 2 }],
    shipping: {
      name: 'Asha Rahman',
      email: 'asha@example.com',
      address: '12 Lake Road',
      city: 'Sylhet Sadar, Sylhet',
      state: 'Sylhet Division',
      postalCode: '3100',
      country: 'Bangladesh',
      phone: '01711000000',
      divisionId: 5,
      districtId: 36,
      upazilaId: 281,
    },
    paymentMethod: 'cod',
  });
});

test('a card payment that cannot start says so', async () => {
  stubFetch((url) => {
    if (url.pathname === '/api/create-payment-intent')
      return jsonResponse({ success: false, message: 'down' }, 500);
    if (url.pathname === '/api/payments/config') {
      return jsonResponse({ success: true, data: { provider: 'sandbox', publishableKey: null } });
    }
    return jsonResponse({ success: true, data: profile });
  });
  renderCheckout(items);
  await userEvent.type(await screen.findByLabelText('Phone'), '+8801711000000');
  await userEvent.click(screen.getByRole('radio', { name: /Card/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByText('Could not initialize payment.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a profile without an address: the checkout says the address will be saved for next time', async () => {
  stubFetch((url) =>
    url.pathname === '/api/payments/config'
      ? jsonResponse({ success: true, data: { provider: 'sandbox', publishableKey: null } })
      : jsonResponse({
          success: true,
          data: { ...profile, shippingAddress: { ...profile.shippingAddress, address: '' } },
        }),
  );
  renderCheckout(items);
  expect(await screen.findByText(/We will save this address to your profile/)).toBeInTheDocument();
  expect(
    screen.queryByRole('checkbox', { name: 'Save to my profile for next time' }),
  ).not.toBeInTheDocument();
});

test('with an address on the profile, ticking "Save to my profile for next time" sends saveAddress', async () => {
  const { requests } = stubFetch((url) => {
    if (url.pathname === '/api/orders') return jsonResponse({ success: true, data: { _id: 'o1' } }, 201);
    if (url.pathname === '/api/payments/config') {
      return jsonResponse({ success: true, data: { provider: 'sandbox', publishableKey: null } });
    }
    return jsonResponse({ success: true, data: profile });
  });
  const onPlaced = renderCheckout(items);
  const save = await screen.findByRole('checkbox', { name: 'Save to my profile for next time' });
  expect(save).not.toBeChecked();
  await userEvent.clear(screen.getByLabelText('Address'));
  await userEvent.type(screen.getByLabelText('Address'), '9 Zindabazar');
  await userEvent.type(screen.getByLabelText('Phone'), '+8801711000000');
  await userEvent.click(save);
  // "Address" still names exactly one field.
  expect(screen.getAllByLabelText(/address/i)).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

  await waitFor(() => expect(onPlaced).toHaveBeenCalled());
  const sent = JSON.parse(String(requests.find((r) => r.url.pathname === '/api/orders')!.init?.body));
  expect(sent).toMatchObject({ shipping: { address: '9 Zindabazar' }, saveAddress: true });
});

test('a declined card, then a card that pays: the decline toast is gone when "Payment successful!" shows', async () => {
  let confirmations = 0;
  stubFetch((url) => {
    if (url.pathname === '/api/payments/config') {
      return jsonResponse({ success: true, data: { provider: 'sandbox', publishableKey: null } });
    }
    if (url.pathname === '/api/create-payment-intent') {
      return jsonResponse({ success: true, clientSecret: 'cs_1', paymentIntentId: 'pi_1', amount: 1000 });
    }
    if (url.pathname === '/api/payments/sandbox/confirm') {
      confirmations += 1;
      return confirmations === 1
        ? jsonResponse({ success: false, message: 'Your card was declined.' }, 402)
        : jsonResponse({ success: true, data: { status: 'succeeded' } });
    }
    if (url.pathname === '/api/orders') return jsonResponse({ success: true, data: { _id: 'o1' } }, 201);
    return jsonResponse({ success: true, data: profile });
  });
  const onPlaced = renderCheckout(items);
  await userEvent.type(await screen.findByLabelText('Phone'), '+8801711000000');
  await userEvent.click(screen.getByRole('radio', { name: /Card/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

  const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
  await userEvent.type(within(dialog).getByLabelText('Card number'), '4000000000000002');
  await userEvent.type(within(dialog).getByLabelText('Expiry (MM / YY)'), '1234');
  await userEvent.type(within(dialog).getByLabelText('CVC'), '123');
  await userEvent.click(within(dialog).getByRole('button', { name: /^Pay ৳/ }));
  // In the dialog and as a toast.
  await waitFor(() => expect(screen.getAllByText('Your card was declined.')).toHaveLength(2));

  await userEvent.clear(within(dialog).getByLabelText('Card number'));
  await userEvent.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
  await userEvent.click(within(dialog).getByRole('button', { name: /^Pay ৳/ }));

  expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
  await waitFor(() => expect(onPlaced).toHaveBeenCalled());
  expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument();
});

test('a code applied at checkout is checked by the quote; Enter in its field never places the order', async () => {
  const onChange = vi.fn();
  const { requests } = stubFetch(paymentConfigOr(profile));
  renderCheckout(items, vi.fn(), quote, vi.fn(), { code: null, onChange });
  await userEvent.type(await screen.findByLabelText('Discount code'), 'eid-25{Enter}');
  expect(onChange).toHaveBeenCalledWith('EID-25');
  expect(requests.some((r) => r.url.pathname === '/api/orders')).toBe(false);
});

test('the order is placed with the code the quote accepted, and its discount is in the summary', async () => {
  const { requests } = stubFetch((url) => {
    if (url.pathname === '/api/orders') return jsonResponse({ success: true, data: { _id: 'o1' } }, 201);
    return paymentConfigOr(profile)(url);
  });
  const discounted: Quote = {
    ...quote,
    discount: 225,
    total: 775,
    coupon: { code: 'EID-25', kind: 'percent', discount: 225 },
  };
  renderCheckout(items, vi.fn(), discounted, vi.fn(), { code: 'EID-25', onChange: vi.fn() });
  const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
  expect(summary).toHaveTextContent('DiscountCode EID-25-৳225.00');
  expect(summary).toHaveTextContent('৳775.00');
  await userEvent.type(screen.getByLabelText('Phone'), '01711000000');
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/orders')).toBe(true));
  const sent = requests.find((r) => r.url.pathname === '/api/orders')!;
  expect(JSON.parse(String(sent.init?.body))).toMatchObject({ couponCode: 'EID-25' });
});

test('a refused code is shown with its reason and the order goes without it', async () => {
  const { requests } = stubFetch((url) => {
    if (url.pathname === '/api/orders') return jsonResponse({ success: true, data: { _id: 'o1' } }, 201);
    return paymentConfigOr(profile)(url);
  });
  const refused: Quote = {
    ...quote,
    couponRefusal: {
      code: 'OLD',
      reason: 'expired',
      params: { endsAt: '2026-01-31T18:00:00.000Z' },
      message: '',
    },
  };
  renderCheckout(items, vi.fn(), refused, vi.fn(), { code: 'OLD', onChange: vi.fn() });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This code expired on February 1, 2026 at 12:00 AM',
  );
  await userEvent.type(screen.getByLabelText('Phone'), '01711000000');
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/orders')).toBe(true));
  const sent = requests.find((r) => r.url.pathname === '/api/orders')!;
  expect(JSON.parse(String(sent.init?.body))).not.toHaveProperty('couponCode');
});

test('in Bangla the checkout reads in Bangla, with the quote in Bangla digits and the methods by their Bangla names', async () => {
  stubFetch((url) =>
    url.pathname === '/api/payments/config'
      ? jsonResponse({
          success: true,
          data: {
            provider: 'sandbox',
            publishableKey: null,
            methods: ['cod', 'bkash', 'sslcommerz'],
            holdMinutes: 30,
          },
        })
      : jsonResponse({ success: true, data: profile }),
  );
  renderCheckout(
    items,
    vi.fn(),
    { ...quote, subtotal: 1250, total: 1350 },
    vi.fn(),
    { code: null, onChange: vi.fn() },
    'bn',
  );
  expect(await screen.findByRole('heading', { name: 'চেকআউট' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'ডেলিভারির তথ্য' })).toBeInTheDocument();
  expect(screen.getByLabelText(/পুরো নাম/)).toHaveValue('Asha Rahman');
  const summary = screen.getByRole('complementary', { name: 'অর্ডারের সারসংক্ষেপ' });
  expect(summary).toHaveTextContent('৳১,৩৫০.০০');
  expect(summary).not.toHaveTextContent(/[0-9]/);
  expect(await screen.findByRole('radio', { name: /^ক্যাশ অন ডেলিভারি/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /^কার্ড, মোবাইল ব্যাংকিং ও নেট ব্যাংকিং/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'অর্ডার করুন' })).toBeInTheDocument();
});

test('in Bangla the pickers name places in Bangla, and phone and postcode show and take Bangla digits', async () => {
  const order = { _id: 'o1' } as Order;
  const { requests } = stubFetch((url) => {
    if (url.pathname === '/api/orders') return jsonResponse({ success: true, data: order }, 201);
    if (url.pathname === '/api/payments/config') {
      return jsonResponse({ success: true, data: { provider: 'sandbox', publishableKey: null } });
    }
    return jsonResponse({ success: true, data: profile });
  });
  const onPlaced = renderCheckout(items, vi.fn(), quote, vi.fn(), { code: null, onChange: vi.fn() }, 'bn');
  const division = await screen.findByLabelText(/^বিভাগ/);
  expect(within(division).getByRole('option', { selected: true })).toHaveTextContent(/^সিলেট$/);
  expect(within(division).queryByRole('option', { name: /Dhaka|Sylhet/ })).toBeNull();
  const postcode = screen.getByLabelText(/^পোস্ট কোড/);
  expect(postcode).toHaveValue('৩১০০');

  await userEvent.clear(postcode);
  await userEvent.type(postcode, '3৫1০');
  expect(postcode).toHaveValue('৩৫১০');
  await userEvent.type(screen.getByLabelText(/^ফোন/), '০১৭১১২২৩৩৪৪');
  await userEvent.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));

  await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
  const sent = requests.find((r) => r.url.pathname === '/api/orders')!;
  expect(JSON.parse(String(sent.init?.body)).shipping).toMatchObject({
    phone: '01711223344',
    postalCode: '3510',
  });
});

test('another upazila or district clears the postcode of the old one; Chattogram is spelt one way', async () => {
  stubFetch(paymentConfigOr(profile));
  renderCheckout(items);
  const postcode = await screen.findByLabelText('Postal Code');
  await waitFor(() => expect(postcode).toHaveValue('3100'));

  // By id (Beanibazar, Sunamganj): the dataset's Bangla names are not all in one Unicode form.
  await userEvent.selectOptions(screen.getByLabelText('Upazila / Thana'), '273');
  expect(postcode).toHaveValue('');
  await userEvent.type(postcode, '3170');
  await userEvent.selectOptions(screen.getByLabelText('District'), '39');
  expect(postcode).toHaveValue('');

  expect(screen.getByRole('option', { name: 'Chattogram (চট্টগ্রাম)' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: /Chattagram/ })).toBeNull();
});

/** A shop that takes cash on delivery, the card and bKash; `/api/orders` answers a held bKash order. */
function giftShop(methods: string[] = ['cod', 'card', 'bkash']) {
  return stubFetch((url) => {
    if (url.pathname === '/api/orders') {
      return jsonResponse(
        { success: true, data: { _id: 'o1' }, redirectUrl: 'https://bkash.test/pay/1' },
        201,
      );
    }
    if (url.pathname === '/api/payments/config') {
      return jsonResponse({
        success: true,
        data: { provider: 'sandbox', publishableKey: null, methods, holdMinutes: 30 },
      });
    }
    return jsonResponse({ success: true, data: profile });
  });
}

test('"This is a gift" asks for the recipient, a note and the SMS wish, is paid online, and goes with the order', async () => {
  const { requests } = giftShop();
  renderCheckout(items);
  await userEvent.type(await screen.findByLabelText('Phone'), '01711000000');
  expect(await screen.findByRole('radio', { name: /^Cash on delivery/ })).toBeChecked();
  expect(screen.queryByLabelText("Recipient's name")).toBeNull();

  const gift = screen.getByRole('checkbox', { name: 'This is a gift' });
  expect(gift).toHaveAccessibleDescription(/with your note and no prices in the parcel/);
  await userEvent.click(gift);
  const form = screen.getByRole('group', { name: 'Gift' });
  expect(within(form).getByLabelText("Recipient's name")).toBeRequired();
  expect(within(form).getByLabelText("Recipient's phone")).toHaveAccessibleDescription(
    /The courier calls this number/,
  );
  expect(
    within(form).getByText("Below, give the recipient's address: we deliver the gift there."),
  ).toBeVisible();
  // Paid online: cash on delivery is no longer offered, and the first online method is picked.
  expect(screen.queryByRole('radio', { name: /^Cash on delivery/ })).toBeNull();
  expect(screen.getByRole('radio', { name: /Card/ })).toBeChecked();
  expect(screen.getByText('A gift is paid online, so the recipient pays nothing at the door.')).toBeVisible();
  // The address is the recipient's: nothing offers to save it.
  expect(screen.queryByRole('checkbox', { name: 'Save to my profile for next time' })).toBeNull();
  expect(screen.getByText(/not saved to your profile/)).toBeVisible();

  await userEvent.type(within(form).getByLabelText("Recipient's phone"), '12345');
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await within(form).findByText("Recipient's name is required")).toBeVisible();
  expect(within(form).getByLabelText("Recipient's phone")).toHaveAccessibleDescription(
    /Recipient's phone must be a Bangladeshi mobile number/,
  );
  expect(requests.some((r) => r.url.pathname === '/api/orders')).toBe(false);

  await userEvent.type(within(form).getByLabelText("Recipient's name"), 'Ayesha Siddiqua');
  const phone = within(form).getByLabelText("Recipient's phone");
  await userEvent.clear(phone);
  await userEvent.type(phone, '০১৮১২-৩৪৫৬৭৮');
  const note = within(form).getByLabelText('Gift note');
  await userEvent.type(note, 'Happy birthday, Ammu!');
  expect(note).toHaveAccessibleDescription(/21 of 300 characters/);
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Text the recipient when it ships' }));
  await userEvent.click(screen.getByRole('radio', { name: /bKash/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

  await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/orders')).toBe(true));
  const sent = JSON.parse(String(requests.find((r) => r.url.pathname === '/api/orders')!.init?.body));
  expect(sent).toMatchObject({
    paymentMethod: 'bkash',
    shipping: { name: 'Asha Rahman', phone: '01711000000', address: '12 Lake Road' },
    gift: {
      recipientName: 'Ayesha Siddiqua',
      recipientPhone: '01812345678',
      note: 'Happy birthday, Ammu!',
      notifyRecipient: true,
    },
  });
  expect(sent).not.toHaveProperty('saveAddress');
});

test('an order that is not a gift sends no gift, even after the box was ticked and unticked', async () => {
  const { requests } = giftShop();
  renderCheckout(items);
  await userEvent.type(await screen.findByLabelText('Phone'), '01711000000');
  const gift = screen.getByRole('checkbox', { name: 'This is a gift' });
  await userEvent.click(gift);
  await userEvent.type(screen.getByLabelText("Recipient's name"), 'Ayesha');
  await userEvent.click(gift);
  await userEvent.click(screen.getByRole('radio', { name: /^Cash on delivery/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/orders')).toBe(true));
  const sent = JSON.parse(String(requests.find((r) => r.url.pathname === '/api/orders')!.init?.body));
  expect(sent).not.toHaveProperty('gift');
  expect(sent.paymentMethod).toBe('cod');
});

test('in Bangla the gift fields and their messages are in Bangla', async () => {
  giftShop();
  renderCheckout(items, vi.fn(), quote, vi.fn(), { code: null, onChange: vi.fn() }, 'bn');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'এটি একটি উপহার' }));
  const form = screen.getByRole('group', { name: 'উপহার' });
  const phone = within(form).getByLabelText('প্রাপকের ফোন');
  await userEvent.type(phone, '১২৩');
  expect(phone).toHaveValue('১২৩');
  expect(within(form).getByLabelText('উপহারের বার্তা')).toBeInTheDocument();
  expect(within(form).getByRole('checkbox', { name: 'পাঠানোর সময় প্রাপককে এসএমএস দিন' })).not.toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));
  expect(await within(form).findByText('প্রাপকের নাম: পূরণ করা আবশ্যক')).toBeVisible();
  expect(phone).toHaveAccessibleDescription(/প্রাপকের ফোন: বাংলাদেশি মোবাইল নম্বর হতে হবে/);
});

test('a shop that takes only cash on delivery cannot send a gift, and says why', async () => {
  giftShop(['cod']);
  renderCheckout(items);
  const gift = await screen.findByRole('checkbox', { name: 'This is a gift' });
  await waitFor(() => expect(gift).toBeDisabled());
  expect(gift).toHaveAccessibleDescription(
    'A gift is paid online, and the shop takes only cash on delivery at the moment.',
  );
});
