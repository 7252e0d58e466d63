import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { adminRowOf, makeCoupon, makePlant, makeSizedPlant } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { CouponsScreen } from './coupons-screen';
import { ProductForm } from './product-form';
import { ProductsScreen } from './products-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const plant = makePlant({ name: 'Snake Plant', description: 'A hardy plant for a dim corner' });
const row = adminRowOf(plant);

const eid = makeCoupon();

function renderInBangla(ui: ReactElement) {
  stubScreenWidth(1280);
  stubFetch((url) => {
    if (url.pathname === '/api/admin/products') return jsonResponse({ success: true, data: [row], total: 1 });
    if (url.pathname === '/api/admin/coupons') return jsonResponse({ success: true, data: [eid] });
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  renderScreen(ui, { locale: 'bn' });
}

test('the products screen in Bangla: Bangla headings and labels, the price and stock in Bangla digits', async () => {
  renderInBangla(<ProductsScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'পণ্য' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'পণ্য যোগ করুন' })).toHaveAttribute('href', '/admin/products/new');
  expect(screen.getByLabelText('পণ্য খুঁজুন')).toHaveAttribute('placeholder', 'নাম বা বিবরণ');
  expect(screen.getByRole('option', { name: 'সব ক্যাটাগরি' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'গাছ' })).toBeInTheDocument();
  // The product's own name stays as the admin typed it; its category, price and stock are in Bangla.
  expect((await screen.findAllByText('Snake Plant')).length).toBeGreaterThan(0);
  expect(screen.getAllByText('৳১,২৫,০০০.০০').length).toBeGreaterThan(0);
  expect(screen.getByRole('cell', { name: '৭' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'দাম' })).toBeInTheDocument();
  expect(screen.getByText('১টির মধ্যে ১–১')).toBeInTheDocument();
  expect(screen.getByText('১টি পণ্য')).toBeInTheDocument();
});

test("the product form in Bangla names each size by its Bangla value, as the owner's shoppers read it", () => {
  renderInBangla(<ProductForm category="plants" product={makeSizedPlant()} onDone={() => {}} />);
  const large = screen.getByRole('group', { name: 'বড়' });
  expect(within(large).getByLabelText('স্টক')).toHaveValue('3');
  expect(screen.getByRole('group', { name: 'ছোট' })).toBeInTheDocument();
});

test('the product form in Bangla: English | বাংলা fields, Bangla labels and choices, a Bangla reason for an empty name', async () => {
  renderInBangla(<ProductForm category="plants" onDone={() => {}} />);
  expect(screen.getByRole('heading', { name: 'নতুন গাছ যোগ করুন' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'ইংরেজি ও বাংলা লেখা' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^ইংরেজি নাম/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^বাংলা নাম/)).toHaveAttribute('lang', 'bn');
  expect(screen.getByLabelText(/^দাম \(৳\)/)).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'উজ্জ্বল, পরোক্ষ আলো' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ছবি আপলোড করুন' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'গাছ যোগ করুন' }));
  expect(await screen.findByText('ইংরেজি নাম: পূরণ করা আবশ্যক')).toBeInTheDocument();
});

test('the coupons screen and its dialog in Bangla: terms, status and limits in Bangla words and digits', async () => {
  renderInBangla(<CouponsScreen />);
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
