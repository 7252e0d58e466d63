import type { AdminOrderDetail, Order, TimelineEntry } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makeAdminOrderDetail, makeOrder } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { OrderScreen } from './order-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e7abc12';
const PAGE = `/api/admin/orders/${ID}`;

/** The order's page and its actions; each POST is answered as the server does and the page reads the change. */
function stubOrderPage(
  start: AdminOrderDetail,
  onPost?: (action: string, body: unknown) => AdminOrderDetail | null,
) {
  let detail = start;
  const stub = stubFetch((url, init) => {
    if (url.pathname === PAGE && (init?.method ?? 'GET') === 'GET')
      return jsonResponse({ success: true, data: detail });
    const action = url.pathname.startsWith(`${PAGE}/`) ? url.pathname.slice(PAGE.length + 1) : null;
    if (action && init?.method === 'POST') {
      const next = onPost?.(action, JSON.parse(String(init.body)));
      if (next) detail = next;
      // As the server answers: the order's page as it now is.
      return jsonResponse({ success: true, data: detail, message: 'Saved' }, action === 'notes' ? 201 : 200);
    }
    if (init?.method === 'PUT' && url.pathname === `/api/orders/${ID}/status`) {
      const { status, trackingCode } = JSON.parse(String(init.body));
      detail = { ...detail, order: { ...detail.order, status, trackingCode } };
      return jsonResponse({ success: true, data: detail.order, message: 'Order has been marked as shipped' });
    }
    if (init?.method === 'PUT' && url.pathname === `/api/orders/${ID}/payment-status`) {
      detail = { ...detail, order: { ...detail.order, paymentStatus: 'refunded' } };
      return jsonResponse({ success: true, data: detail.order, message: 'Payment marked as refunded' });
    }
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  return { ...stub, posts: () => stub.requests.filter((r) => r.init?.method === 'POST') };
}

const at = (minute: number) => `2026-11-20T04:${String(minute).padStart(2, '0')}:00.000Z`;
const staff = { id: 'u-9', name: 'Rahim', role: 'staff' };
const event = (
  kind: TimelineEntry['kind'],
  data: Record<string, unknown>,
  actor: TimelineEntry['actor'] = null,
  minute = 0,
) => ({
  _id: `${kind}-${minute}`,
  at: at(minute),
  actor,
  kind,
  data,
});

function renderOrder(locale: 'en' | 'bn' = 'en', role: 'admin' | 'staff' = 'admin') {
  return renderScreen(<OrderScreen />, {
    url: `/admin/orders/${ID}`,
    path: '/admin/orders/:id',
    locale,
    role,
  });
}

test('the timeline says what happened, who did it and when, in words', async () => {
  stubOrderPage(
    makeAdminOrderDetail({
      confirmation: 'confirmed',
      order: makeOrder({ _id: ID, status: 'returned', paymentMethod: 'bkash', paymentStatus: 'refund_due' }),
      events: [
        event('placed', { paymentMethod: 'bkash' }, { id: 'user-1', name: 'Asha Rahman', role: 'user' }, 1),
        event(
          'payment',
          { from: 'awaiting_payment', to: 'paid', amount: 1000, provider: 'bKash', reference: 'TRX9' },
          null,
          2,
        ),
        event('confirmation', { outcome: 'no_answer', note: 'Phone switched off' }, staff, 3),
        event('status', { from: 'pending', to: 'accepted' }, { id: 'u-1', name: 'Nadia', role: 'admin' }, 4),
        event('status', { from: 'accepted', to: 'shipped', trackingCode: 'SF-1' }, staff, 5),
        event(
          'message',
          {
            event: 'shipped',
            channel: 'sms',
            status: 'sent',
            recipient: '01711000000',
            summary: 'Plantopia #7ABC12: Shipped.',
          },
          null,
          6,
        ),
        event('courier', { courier: 'steadfast', status: 'in_transit', consignmentId: 'SF-991' }, null, 7),
        event('delivery_attempt', { attempt: 1, note: 'Nobody home' }, staff, 8),
        event('returned', { from: 'shipped', to: 'returned', reason: 'refused', restocked: true }, staff, 9),
        event('note', { text: 'Customer asked us to try again next week' }, staff, 10),
        event('status', { from: 'pending', to: 'cancelled', reason: 'fake' }, staff, 11),
        event(
          'confirmation',
          { outcome: 'confirmed', by: 'link' },
          { id: 'user-1', name: 'Asha Rahman', role: 'user' },
          12,
        ),
      ],
    }),
  );
  renderOrder();
  const timeline = await screen.findByRole('region', { name: 'Timeline' });
  const entries = within(timeline).getAllByRole('listitem');
  const texts = entries.map((entry) => entry.textContent);
  expect(texts[0]).toMatch(/^Order placedAsha Rahman \(customer\) · /);
  expect(texts[1]).toMatch(/^Payment: Awaiting payment → Paid৳1,000.00 · bKash · TRX9Shop · /);
  expect(texts[2]).toMatch(
    /^Confirmation call: No answer: call again laterPhone switched offRahim \(staff\) · /,
  );
  expect(texts[3]).toMatch(/^Status: Pending → AcceptedNadia \(admin\) · /);
  expect(texts[4]).toMatch(/^Status: Accepted → ShippedTracking code SF-1Rahim \(staff\)/);
  expect(texts[5]).toMatch(/^SMS: Order shippedSent · 01711000000Plantopia #7ABC12: Shipped.Shop · /);
  expect(texts[6]).toMatch(/^steadfast: In transitConsignment SF-991Shop/);
  expect(texts[7]).toMatch(/^Delivery attempt 1 failedNobody homeRahim \(staff\)/);
  expect(texts[8]).toMatch(/^Came back: Refused at the doorThe items went back into stockRahim/);
  expect(texts[9]).toMatch(/^NoteCustomer asked us to try again next weekRahim/);
  expect(texts[10]).toMatch(/^Status: Pending → CancelledFake orderRahim/);
  // The shopper's own answer to the SMS link reads apart from a staff call.
  expect(texts[11]).toMatch(
    /^Answered by the SMS link: Confirmed by the customerAsha Rahman \(customer\) · /,
  );
  expect(within(entries[3]!).getByText(/Nadia/).querySelector('time')).toHaveAttribute('datetime', at(4));
});

test('in Bangla the timeline, the states and the reasons read in Bangla', async () => {
  stubOrderPage(
    makeAdminOrderDetail({
      events: [
        event('placed', {}, null, 1),
        event('returned', { from: 'shipped', to: 'returned', reason: 'damaged', restocked: false }, staff, 2),
      ],
    }),
  );
  renderOrder('bn');
  const timeline = await screen.findByRole('region', { name: 'টাইমলাইন' });
  const [placed, returned] = within(timeline).getAllByRole('listitem');
  expect(placed).toHaveTextContent(/^অর্ডার দেওয়া হয়েছেক্রেতা · /);
  expect(returned).toHaveTextContent('ফেরত এসেছে: পথে নষ্ট হয়েছে');
  expect(returned).toHaveTextContent('পণ্যগুলো স্টকে ফেরেনি');
  expect(returned).toHaveTextContent('Rahim (কর্মী)');
  expect(screen.getByRole('heading', { name: 'অর্ডার #7ABC12' })).toBeInTheDocument();
});

test('an internal note is posted and shows on the timeline', async () => {
  const { posts } = stubOrderPage(makeAdminOrderDetail(), (action, body) =>
    action === 'notes'
      ? makeAdminOrderDetail({
          events: [
            ...makeAdminOrderDetail().events,
            event('note', body as Record<string, unknown>, staff, 30),
          ],
        })
      : null,
  );
  renderOrder();
  const note = await screen.findByLabelText('Internal note');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Write the note first');
  expect(posts()).toHaveLength(0);

  await userEvent.type(note, '  Wants delivery after 5 pm  ');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]!.url.pathname).toBe(`${PAGE}/notes`);
  expect(JSON.parse(String(posts()[0]!.init?.body))).toEqual({ text: 'Wants delivery after 5 pm' });
  expect(await screen.findByText('Note added')).toBeInTheDocument();
  const timeline = screen.getByRole('region', { name: 'Timeline' });
  expect(await within(timeline).findByText('Wants delivery after 5 pm')).toBeInTheDocument();
  expect(note).toHaveValue('');
});

test('the confirmation call shows the risk signals and records the outcome; a cancelling one is asked again', async () => {
  const { posts } = stubOrderPage(
    makeAdminOrderDetail({
      callAttempts: 2,
      confirmation: 'no_answer',
      risk: {
        history: { delivered: 3, returned: 2, cancelled: 0 },
        openOrders: [{ _id: '0190-other-open-99aa11', number: '99AA11', total: 640, createdAt: at(1) }],
        largeCashOnDelivery: true,
      },
    }),
    (action) => (action === 'confirmation' ? makeAdminOrderDetail({ confirmation: 'confirmed' }) : null),
  );
  renderOrder();
  const call = await screen.findByRole('region', { name: 'Confirmation call' });
  expect(within(call).getByText('No answer yet')).toBeInTheDocument();
  expect(within(call).getByRole('link', { name: 'Call 01711000000' })).toHaveAttribute(
    'href',
    'tel:01711000000',
  );
  expect(within(call).getByText('Called 2 times so far')).toBeInTheDocument();
  const risk = within(call).getByRole('region', { name: "This phone number's orders here" });
  expect(within(risk).getByText('Returned').nextSibling).toHaveTextContent('2');
  expect(within(risk).getByText('Delivered').nextSibling).toHaveTextContent('3');
  expect(within(risk).getByRole('link', { name: '#99AA11' })).toHaveAttribute(
    'href',
    '/admin/orders/0190-other-open-99aa11',
  );
  expect(within(risk).getByText(/unusually large cash-on-delivery total/)).toBeInTheDocument();

  await userEvent.click(within(call).getByRole('button', { name: 'Fake order' }));
  const ask = screen.getByRole('alertdialog', { name: 'Fake order' });
  expect(ask).toHaveTextContent('This cancels the order and puts its items back in stock.');
  await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(posts()).toHaveLength(0);

  await userEvent.type(within(call).getByLabelText('What the customer said (optional)'), 'Will pay cash');
  await userEvent.click(within(call).getByRole('button', { name: 'Confirmed by the customer' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]!.url.pathname).toBe(`${PAGE}/confirmation`);
  expect(JSON.parse(String(posts()[0]!.init?.body))).toEqual({ outcome: 'confirmed', note: 'Will pay cash' });
  expect(await screen.findByText('The call is recorded')).toBeInTheDocument();
  // Confirmed: the order leaves the call queue.
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Confirmation call' })).not.toBeInTheDocument(),
  );
});

test('"Fake order", confirmed in its dialog, is posted', async () => {
  const { posts } = stubOrderPage(makeAdminOrderDetail());
  renderOrder();
  const call = await screen.findByRole('region', { name: 'Confirmation call' });
  await userEvent.click(within(call).getByRole('button', { name: 'Fake order' }));
  await userEvent.click(
    within(screen.getByRole('alertdialog', { name: 'Fake order' })).getByRole('button', {
      name: 'Cancel the order',
    }),
  );
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(JSON.parse(String(posts()[0]!.init?.body))).toEqual({ outcome: 'fake' });
});

test('a shipped parcel that came back is recorded with its reason and whether its stock goes back', async () => {
  const shipped = makeAdminOrderDetail({
    confirmation: 'confirmed',
    order: makeOrder({ _id: ID, status: 'shipped' }),
  });
  const { posts } = stubOrderPage(shipped);
  renderOrder();
  const status = await screen.findByRole('region', { name: 'Status' });
  // Returned is recorded with its reason below, not picked from the status list.
  expect(within(status).queryByRole('option', { name: 'Returned' })).not.toBeInTheDocument();

  await userEvent.click(within(status).getByRole('button', { name: 'Delivery attempt failed' }));
  let dialog = screen.getByRole('dialog', { name: 'A delivery attempt failed' });
  await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Gate locked');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record the attempt' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]!.url.pathname).toBe(`${PAGE}/delivery-attempts`);
  expect(JSON.parse(String(posts()[0]!.init?.body))).toEqual({ note: 'Gate locked' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // The closing dialog un-hides the rest of the page a moment after it is gone (as in customer-screen).
  await userEvent.click(await within(status).findByRole('button', { name: 'Came back' }));
  dialog = screen.getByRole('dialog', { name: 'The parcel came back' });
  const restock = within(dialog).getByRole('checkbox', { name: /Put the items back in stock/ });
  expect(within(dialog).getByRole('radio', { name: 'Refused at the door' })).toBeChecked();
  expect(restock).toBeChecked();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Damaged on the way' }));
  expect(restock).not.toBeChecked();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record the return' }));
  await waitFor(() => expect(posts()).toHaveLength(2));
  expect(posts()[1]!.url.pathname).toBe(`${PAGE}/return`);
  expect(JSON.parse(String(posts()[1]!.init?.body))).toEqual({ reason: 'damaged', restock: false });
  expect(await screen.findByText('The return is recorded')).toBeInTheDocument();
});

test('a cancelled card order shows "Refund due", and the admin marks it refunded after confirming', async () => {
  const owed: Order = makeOrder({
    _id: ID,
    paymentMethod: 'card',
    paymentStatus: 'refund_due',
    status: 'cancelled',
  });
  const { requests } = stubOrderPage(
    makeAdminOrderDetail({ confirmation: null, cancelReason: 'shop_cancelled', order: owed }),
  );
  renderOrder();
  const payment = await screen.findByRole('region', { name: 'Payment' });
  expect(within(payment).getByText('Refund due: ৳1,000.00 paid by card')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent(
    'Cancelled: Cancelled by the shop',
  );
  await userEvent.click(within(payment).getByRole('button', { name: 'Mark as refunded' }));
  expect(within(payment).getByText('Have you returned ৳1,000.00 to Asha Rahman?')).toBeInTheDocument();
  await userEvent.click(within(payment).getByRole('button', { name: 'Confirm: Refunded' }));
  expect(await screen.findByText('Payment marked as refunded')).toBeInTheDocument();
  const put = requests.find((r) => r.init?.method === 'PUT')!;
  expect(JSON.parse(String(put.init?.body))).toEqual({ paymentStatus: 'refunded' });
  await waitFor(() =>
    expect(within(payment).queryByRole('button', { name: 'Mark as refunded' })).not.toBeInTheDocument(),
  );
  expect(within(payment).getByText('Refunded')).toBeInTheDocument();
});

test('the payment history lists each attempt and refund; a refund with no clear answer says so, not "not done"', async () => {
  const owed: Order = makeOrder({
    _id: ID,
    paymentMethod: 'bkash',
    paymentStatus: 'refund_due',
    status: 'cancelled',
    refund: {
      provider: 'bkash',
      status: 'unknown',
      amount: 1000,
      reference: null,
      message: 'bKash did not answer as expected: HTTP 500 (System Error)',
      createdAt: at(5),
    },
  });
  stubOrderPage(
    makeAdminOrderDetail({
      confirmation: null,
      cancelReason: 'customer_cancelled',
      order: owed,
      payments: {
        refunds: [{ ...owed.refund!, updatedAt: at(6) }],
        attempts: [
          {
            provider: 'bkash',
            status: 'paid',
            amount: 1000,
            takenAmount: null,
            reference: 'TRX7ABC',
            message: null,
            createdAt: at(1),
            updatedAt: at(2),
          },
        ],
      },
    }),
  );
  renderOrder();
  const payment = await screen.findByRole('region', { name: 'Payment' });
  expect(within(payment).getByRole('status')).toHaveTextContent(
    'No clear answer from the provider yet (bKash did not answer as expected: HTTP 500 (System Error)).',
  );
  expect(within(payment).getByText('Payment history')).toBeInTheDocument();
  expect(within(payment).getByText('Refund of ৳1,000.00 through bkash')).toBeInTheDocument();
  expect(within(payment).getByText('No clear answer yet')).toBeInTheDocument();
  expect(within(payment).getByText('TRX7ABC')).toBeInTheDocument();
});

test('"Copy address" copies name, phone and the address lines, ready for a courier’s form', async () => {
  stubOrderPage(makeAdminOrderDetail());
  const writeText = vi.fn(async () => {});
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  renderOrder();
  const customer = await screen.findByRole('region', { name: 'Customer and address' });
  await userEvent.click(within(customer).getByRole('button', { name: 'Copy address' }));
  expect(writeText).toHaveBeenCalledWith(
    'Asha Rahman\n01711000000\n12 Lake Road\nSylhet, Sylhet 3100\nBangladesh',
  );
  expect(await screen.findByText('Address copied: name, phone and address')).toBeInTheDocument();
  // The account behind the order opens on its own page.
  expect(
    within(customer).getByRole('link', { name: "The customer's account and order history" }),
  ).toHaveAttribute('href', '/admin/customers/user-1');
});

test('a gift’s page marks it a gift, shows the recipient, the note and the SMS wish, and copies the recipient’s address', async () => {
  stubOrderPage(
    makeAdminOrderDetail({
      order: makeOrder({
        _id: ID,
        paymentMethod: 'bkash',
        paymentStatus: 'paid',
        gift: {
          recipientName: 'Ayesha Siddiqua',
          recipientPhone: '01812345678',
          note: 'Happy birthday, Ammu!\nWater it once a week.',
          notifyRecipient: false,
        },
      }),
    }),
  );
  const writeText = vi.fn(async () => {});
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  renderOrder();
  const gift = await screen.findByRole('region', { name: 'Gift' });
  expect(gift).toHaveTextContent('A gift forAyesha Siddiqua · 01812345678');
  expect(gift).toHaveTextContent('“Happy birthday, Ammu! Water it once a week.”');
  expect(gift).toHaveTextContent('No: Ayesha Siddiqua gets no SMS from us');
  expect(screen.getAllByText('Gift').length).toBeGreaterThan(1);

  const customer = screen.getByRole('region', { name: 'Customer and address' });
  // The buyer, then whom the courier hands it to.
  expect(customer).toHaveTextContent(/Asha Rahman.*Deliver to \(the gift's recipient\)Ayesha Siddiqua/);
  expect(within(customer).getByRole('link', { name: '01812345678' })).toHaveAttribute(
    'href',
    'tel:01812345678',
  );
  await userEvent.click(within(customer).getByRole('button', { name: 'Copy address' }));
  expect(writeText).toHaveBeenCalledWith(
    'Ayesha Siddiqua\n01812345678\n12 Lake Road\nSylhet, Sylhet 3100\nBangladesh',
  );
});

test('an order that does not exist says so, with the way back to the list', async () => {
  stubFetch(() => jsonResponse({ success: false, message: 'Order not found' }, 404));
  renderOrder();
  expect(await screen.findByText('This order does not exist')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/admin/orders');
});

test('in Bangla the admin ships an order with a tracking code, asked and answered in Bangla', async () => {
  const { requests } = stubOrderPage(
    makeAdminOrderDetail({ confirmation: 'confirmed', order: makeOrder({ _id: ID, status: 'accepted' }) }),
  );
  renderOrder('bn');
  const status = await screen.findByRole('region', { name: 'অবস্থা' });
  await userEvent.selectOptions(within(status).getByLabelText('অবস্থা বদলান'), 'পাঠানো হয়েছে');
  const confirm = within(status).getByRole('group', { name: 'নতুন অবস্থা নিশ্চিত করুন' });
  expect(confirm).toHaveTextContent('অর্ডারটির অবস্থা “গৃহীত” থেকে “পাঠানো হয়েছে” করবেন?');
  await userEvent.type(within(confirm).getByLabelText('ট্র্যাকিং কোড (ঐচ্ছিক)'), 'SA-123456');
  await userEvent.click(within(confirm).getByRole('button', { name: 'নিশ্চিত করুন: পাঠানো হয়েছে' }));

  expect(await screen.findByText('অর্ডারটি পাঠানো হয়েছে বলে চিহ্নিত হয়েছে')).toBeInTheDocument();
  const put = requests.find((r) => r.init?.method === 'PUT')!;
  expect(JSON.parse(String(put.init?.body))).toMatchObject({ status: 'shipped', trackingCode: 'SA-123456' });
  // Shipped now: the parcel's own actions are offered.
  expect(await within(status).findByRole('button', { name: 'ফেরত এসেছে' })).toBeInTheDocument();
  expect(within(status).getByText('SA-123456')).toBeInTheDocument();
});

test('staff read the payment and its refund but leave settling it to the owner', async () => {
  stubOrderPage(
    makeAdminOrderDetail({
      confirmation: null,
      order: makeOrder({ _id: ID, paymentMethod: 'card', paymentStatus: 'refund_due', status: 'cancelled' }),
    }),
  );
  renderOrder('en', 'staff');
  const payment = await screen.findByRole('region', { name: 'Payment' });
  expect(within(payment).getByText('Refund due: ৳1,000.00 paid by card')).toBeInTheDocument();
  expect(await within(payment).findByText("Payments are settled by the shop's owner.")).toBeInTheDocument();
  expect(within(payment).queryByRole('button')).not.toBeInTheDocument();
});
