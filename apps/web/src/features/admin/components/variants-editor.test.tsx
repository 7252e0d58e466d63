import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makePlant } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render';
import { ProductForm } from './product-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the owner adds a pot-size option in both languages and prices each size; the form posts them', async () => {
  const network = stubFetch(() => jsonResponse({ success: true, data: makePlant({ name: 'Fern' }) }, 201));
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ProductForm category="plants" onDone={vi.fn()} />
    </QueryClientProvider>,
  );
  await userEvent.type(screen.getByLabelText(/^Name/), 'Boston Fern');
  await userEvent.type(screen.getByLabelText(/^Description/), 'Arching fronds.');
  await userEvent.type(screen.getByLabelText(/^Price/), '300');
  await userEvent.type(screen.getByLabelText(/^Stock/), '5');

  const editor = screen.getByRole('group', { name: 'Options and variants' });
  await userEvent.click(within(editor).getByRole('button', { name: 'Add an option' }));
  const option = within(editor).getByRole('group', { name: 'Option 1' });
  await userEvent.type(within(option).getByLabelText('Name'), 'Pot size');
  await userEvent.type(within(option).getByLabelText('Name in Bangla'), 'টবের মাপ');
  await userEvent.type(within(option).getByLabelText('Value 1'), 'Small');
  await userEvent.click(within(option).getByRole('button', { name: 'Add a value' }));
  await userEvent.type(within(option).getByLabelText('Value 2'), 'Large');
  await userEvent.type(within(option).getByLabelText('Value 2 in Bangla'), 'বড়');

  const large = within(editor).getByRole('group', { name: 'Large' });
  await userEvent.clear(within(large).getByLabelText('Price (৳)'));
  await userEvent.type(within(large).getByLabelText('Price (৳)'), '৯০০');
  await userEvent.clear(within(large).getByLabelText('Stock'));
  await userEvent.type(within(large).getByLabelText('Stock'), '2');
  await userEvent.click(screen.getByRole('button', { name: 'Add Plant' }));

  await vi.waitFor(() => expect(network.requests).toHaveLength(1));
  expect(JSON.parse(String(network.requests[0]!.init?.body))).toMatchObject({
    options: [
      {
        name: { en: 'Pot size', bn: 'টবের মাপ' },
        values: [
          { en: 'Small', bn: null },
          { en: 'Large', bn: 'বড়' },
        ],
      },
    ],
    variants: [
      { options: ['Small'], price: 300, stock: 0 },
      { options: ['Large'], price: 900, stock: 2 },
    ],
  });
});
