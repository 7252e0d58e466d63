import type { Order } from '@plantopia/shared';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderScreen } from '@/test/render';
import { OrderItemList } from './order-items';

// The list the shopper's order dialog, the thank-you page and the admin's order screen all show.
const order: Pick<Order, 'items'> = {
  items: [
    {
      _id: 'snake',
      variantId: 'snake-medium',
      options: [{ name: { en: 'Pot size', bn: 'টবের মাপ' }, value: { en: 'Medium', bn: 'মাঝারি' } }],
      sku: 'SNK-M',
      name: 'Snake Plant',
      nameBn: 'স্নেক প্ল্যান্ট',
      price: 80_000,
      quantity: 1,
      lineTotal: 80_000,
      imageUrl: '',
      category: 'plants',
    },
  ],
};

test('a line names the variant bought', () => {
  renderScreen(<OrderItemList order={order} />);
  expect(screen.getByText('Snake Plant')).toBeInTheDocument();
  expect(screen.getByTestId('chosen-options')).toHaveTextContent('Pot size: Medium');
});

test('in Bangla the variant reads in Bangla', () => {
  renderScreen(<OrderItemList order={order} />, { locale: 'bn' });
  expect(screen.getByText('স্নেক প্ল্যান্ট')).toBeInTheDocument();
  expect(screen.getByTestId('chosen-options')).toHaveTextContent('টবের মাপ: মাঝারি');
});
