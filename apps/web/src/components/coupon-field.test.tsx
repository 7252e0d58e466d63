import type { Quote } from '@plantopia/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { makeQuote } from '@/test/fixtures';
import { CouponField } from './coupon-field';
import { OrderTotals } from './order-totals';

const plain = makeQuote();

/** The server's answer to each code, as the cart shows it: the field and the totals from one quote. */
function Cart({ answer }: { answer: (code: string) => Quote }) {
  const [code, setCode] = useState<string | null>(null);
  const quote = code ? answer(code) : plain;
  return (
    <>
      <OrderTotals summary={quote} couponCode={quote.coupon?.code} />
      <CouponField
        code={code}
        quote={quote}
        updating={false}
        onApply={setCode}
        onRemove={() => setCode(null)}
      />
    </>
  );
}

const answers = (code: string): Quote => {
  if (code === 'SAVE10') {
    return { ...plain, discount: 90, total: 910, coupon: { code, kind: 'percent', discount: 90 } };
  }
  return {
    ...plain,
    couponRefusal: { code, reason: 'below_minimum', params: { minSubtotal: 1000 }, message: 'ignored' },
  };
};

test('an applied code shows the discount line and what it saves, and Remove takes it off', async () => {
  render(<Cart answer={answers} />);
  await userEvent.type(screen.getByLabelText('Discount code'), 'save10');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByText('Discount').closest('div')).toHaveTextContent('Discount' + 'Code SAVE10-৳90.00');
  expect(screen.getByRole('status')).toHaveTextContent('SAVE10 appliedYou save ৳90.00');
  expect(screen.getByText('Total').closest('div')).toHaveTextContent('৳910.00');

  await userEvent.click(screen.getByRole('button', { name: 'Remove code SAVE10' }));
  expect(screen.queryByText('Discount')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Discount code')).toHaveValue('');
});

test('a refused code says why, written from the reason, beside the field', async () => {
  render(<Cart answer={answers} />);
  const input = screen.getByLabelText('Discount code');
  await userEvent.type(input, 'bigspender{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('This code needs a subtotal of ৳1,000.00');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(/This code needs a subtotal of ৳1,000.00/);
  expect(screen.queryByText('Discount')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Remove code' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a malformed code is refused in the browser without asking the server', async () => {
  const onApply = vi.fn();
  render(<CouponField code={null} quote={plain} updating={false} onApply={onApply} onRemove={vi.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Type a code first');
  await userEvent.type(screen.getByLabelText('Discount code'), 'two words{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'A code has only letters, digits, - and _ (at most 30)',
  );
  expect(onApply).not.toHaveBeenCalled();
});
