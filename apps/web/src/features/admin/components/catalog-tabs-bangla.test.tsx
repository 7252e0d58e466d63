import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { adminRowOf, makeCoupon, makePlant } from '@/test/fixtures';
import { createTestI18n, createTestQueryClient } from '@/test/render';
import { CouponsTab } from './coupons-tab';
import { ProductForm } from './product-form';
import { ProductsTab } from './products-tab';

afterEach(() => vi.unstubAllGlobals());

const plant = makePlant({ name: 'Snake Plant', description: 'A hardy plant for a dim corner' });
const row = adminRowOf(plant);

const eid = makeCoupon();

function renderInBangla(ui: React.ReactNode) {
  stubFetch((url) => {
    if (url.pathname === '/api/admin/products') return jsonResponse({ success: true, data: [row], total: 1 });
    if (url.pathname === '/api/admin/coupons') return jsonResponse({ success: true, data: [eid] });
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  render(
    <I18nextProvider i18n={createTestI18n('bn')}>
      <QueryClientProvider client={createTestQueryClient()}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
}

test('the products tab in Bangla: Bangla headings and labels, the price and stock in Bangla digits', async () => {
  renderInBangla(<ProductsTab onAdd={() => {}} onEdit={() => {}} />);
  expect(screen.getByRole('heading', { name: /^পণ্য/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'পণ্য যোগ করুন' })).toBeInTheDocument();
  expect(screen.getByLabelText('পণ্য খুঁজুন')).toHaveAttribute('placeholder', 'নাম বা বিবরণ');
  expect(screen.getByRole('option', { name: 'সব ক্যাটাগরি' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'গাছ' })).toBeInTheDocument();
  // The product's own name stays as the admin typed it; its category, price and stock are in Bangla.
  expect((await screen.findAllByText('Snake Plant')).length).toBeGreaterThan(0);
  expect(screen.getAllByText('৳১,২৫,০০০.০০').length).toBeGreaterThan(0);
  expect(screen.getByText('স্টক ৭')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'দাম' })).toBeInTheDocument();
  expect(screen.getByText('পাতা ১ / ১')).toBeInTheDocument();
});

test('the product form in Bangla: English | বাংলা fields, Bangla labels and choices, a Bangla reason for an empty name', async () => {
  renderInBangla(<ProductForm category="plants" onDone={() => {}} />);
  expect(screen.getByRole('heading', { name: 'নতুন গাছ যোগ করুন' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'নাম, বিবরণ ও তালিকা' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^ইংরেজি নাম/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^বাংলা নাম/)).toHaveAttribute('lang', 'bn');
  expect(screen.getByLabelText(/^দাম \(৳\)/)).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'আংশিক রোদ' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ছবি আপলোড করুন' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'গাছ যোগ করুন' }));
  expect(await screen.findByText('ইংরেজি নাম: পূরণ করা আবশ্যক')).toBeInTheDocument();
});

test('the coupons tab and its dialog in Bangla: terms, status and limits in Bangla words and digits', async () => {
  renderInBangla(<CouponsTab />);
  const couponRow = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('EID25'))!;
  expect(couponRow).toHaveTextContent('২৫% ছাড়');
  expect(couponRow).toHaveTextContent('৳১,০০০.০০ থেকে · গাছ, মাটি · প্রতি ক্রেতা ১ বার');
  expect(couponRow).toHaveTextContent('৪ / ১০');
  expect(within(couponRow).getByText('সক্রিয়')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'নতুন কুপন' }));
  const dialog = screen.getByRole('dialog', { name: 'নতুন কুপন' });
  expect(within(dialog).getByRole('option', { name: 'ফ্রি ডেলিভারি' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('মোট ব্যবহার')).toHaveAccessibleDescription(
    'মোট কতটি অর্ডারে। খালি রাখলে: সীমা নেই।',
  );
  await userEvent.type(within(dialog).getByLabelText('শতাংশ ছাড় (১–১০০)'), '150');
  await userEvent.click(within(dialog).getByRole('button', { name: 'কুপন তৈরি করুন' }));
  expect(within(dialog).getByLabelText('কোড')).toHaveAccessibleDescription('কোড: পূরণ করা আবশ্যক');
  expect(within(dialog).getByLabelText('শতাংশ ছাড় (১–১০০)')).toHaveAccessibleDescription(
    'শতাংশ ছাড়: ১ থেকে ১০০-এর মধ্যে পূর্ণ শতাংশ হতে হবে',
  );
});
