import type { PaymentConfig } from '@plantopia/shared';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { expect, test } from 'vitest';
import { PaymentMethodPicker } from './payment-method-picker';

const config: PaymentConfig = {
  provider: 'sandbox',
  publishableKey: null,
  methods: ['cod', 'bkash', 'sslcommerz', 'card'],
  holdMinutes: 30,
};

function Picker({ selected, shop }: { selected: 'cod' | 'bkash' | 'sslcommerz'; shop: PaymentConfig }) {
  const { register } = useForm<{ paymentMethod: string }>({ defaultValues: { paymentMethod: selected } });
  return <PaymentMethodPicker field={register('paymentMethod')} config={shop} selected={selected} />;
}

test('the shop’s configured methods are offered by name, and the note says what happens next', () => {
  render(<Picker selected="bkash" shop={config} />);
  for (const name of [/^Cash on delivery/, /^bKash/, /^Card \/ mobile banking/, /^Card \(test payment\)/]) {
    expect(screen.getByRole('radio', { name })).toBeInTheDocument();
  }
  expect(screen.getByRole('radio', { name: /^bKash/ })).toBeChecked();
  expect(screen.getByText(/You go to bKash to approve the payment/)).toHaveTextContent('30 minutes');
});

test('without bKash or SSLCommerz configured, only cash on delivery and the card are offered', () => {
  render(<Picker selected="cod" shop={{ ...config, methods: ['cod', 'card'] }} />);
  expect(screen.getAllByRole('radio')).toHaveLength(2);
  expect(screen.queryByRole('radio', { name: /bKash/ })).toBeNull();
  expect(screen.getByText(/pay the courier when it arrives/)).toBeInTheDocument();
});
