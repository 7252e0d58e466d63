import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makePlant } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render';
import { ProductForm, type ProductFormProps } from './product-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(props: Partial<ProductFormProps> & Pick<ProductFormProps, 'category'>) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ProductForm onDone={onDone} {...props} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onDone };
}

test('a tool cannot be saved without name, description, price, stock and brand; each says so beside it', async () => {
  const network = stubFetch(() => jsonResponse({ success: true, data: {} }));
  renderForm({ category: 'tools' });
  await userEvent.click(screen.getByRole('button', { name: 'Add Tool' }));

  for (const message of [
    'Name is required',
    'Description is required',
    'Price is required',
    'Stock is required',
    'Brand is required',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(screen.getByLabelText(/^Brand/)).toHaveAttribute('aria-invalid', 'true');
  expect(network.requests).toHaveLength(0);
});

test('a soil with pH 15, a negative stock and a price with 3 decimals is refused before it is sent', async () => {
  const network = stubFetch(() => jsonResponse({ success: true, data: {} }));
  renderForm({ category: 'soils' });
  await userEvent.type(screen.getByLabelText(/^Name/), 'Garden Loam');
  await userEvent.type(screen.getByLabelText(/^Description/), 'Sieved loam.');
  await userEvent.type(screen.getByLabelText(/^Price/), '10.125');
  await userEvent.type(screen.getByLabelText(/^Stock/), '-1');
  await userEvent.type(screen.getByLabelText('pH'), '15');
  await userEvent.click(screen.getByRole('button', { name: 'Add Soil' }));

  expect(await screen.findByText('pH must be between 0 and 14')).toBeInTheDocument();
  expect(screen.getByText('Price must have at most 2 decimals')).toBeInTheDocument();
  expect(screen.getByText('Stock must be 0 or more')).toBeInTheDocument();
  expect(network.requests).toHaveLength(0);
});

test('a new plant is posted with its attributes and list rows (blank rows dropped), then the form is done', async () => {
  const network = stubFetch(() =>
    jsonResponse({ success: true, data: makePlant({ name: 'Peace Lily' }) }, 201),
  );
  const { onDone } = renderForm({ category: 'plants' });
  await userEvent.type(screen.getByLabelText(/^Name/), 'Peace Lily');
  await userEvent.type(screen.getByLabelText(/^Description/), 'White blooms indoors.');
  await userEvent.selectOptions(screen.getByLabelText('Subcategory'), 'Flowering Plants');
  await userEvent.type(screen.getByLabelText(/^Price/), '450.50');
  await userEvent.type(screen.getByLabelText(/^Stock/), '12');
  await userEvent.selectOptions(screen.getByLabelText('Light'), 'bright-indirect');
  await userEvent.selectOptions(screen.getByLabelText('Flowering season'), 'all-year');
  await userEvent.click(screen.getByLabelText('Pet friendly'));
  await userEvent.type(screen.getByLabelText('Bangla Seasonal Instructions'), 'শীতে পানি কম দিন।');
  await userEvent.click(screen.getByLabelText('Featured product'));
  await userEvent.type(screen.getByLabelText('Features 1'), 'Air purifying');
  await userEvent.click(screen.getByRole('button', { name: 'Add to Features' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to Features' }));
  await userEvent.type(screen.getByLabelText('Features 3'), 'Blooms twice a year');
  await userEvent.click(screen.getByRole('button', { name: 'Add Plant' }));

  expect(await screen.findByText('Plant added successfully')).toBeInTheDocument();
  expect(onDone).toHaveBeenCalled();
  const sent = network.last()!;
  expect(sent.url.pathname).toBe('/api/plants');
  expect(sent.init?.method).toBe('POST');
  expect(JSON.parse(String(sent.init?.body))).toMatchObject({
    name: 'Peace Lily',
    subcategory: 'Flowering Plants',
    price: 450.5,
    stock: 12,
    sunlightNeeds: 'bright-indirect',
    floweringSeason: 'all-year',
    seasonalInstructionsBn: 'শীতে পানি কম দিন।',
    wateringFrequency: 'daily',
    growthRate: 'fast',
    petFriendly: true,
    isFeatured: true,
    features: ['Air purifying', 'Blooms twice a year'],
  });
});

test('editing starts from the product, saves over it, and a refusal names the field beside it', async () => {
  const plant = makePlant({ name: 'Snake Plant', price: 350, features: ['Hardy'] });
  stubFetch(() =>
    jsonResponse(
      {
        success: false,
        code: 'request.invalid_field',
        message: 'price: must be at most 1,00,00,000',
        params: { field: 'price', reason: { code: 'field.max', params: { max: 10_000_000 } } },
      },
      400,
    ),
  );
  const { onDone } = renderForm({ category: 'plants', product: plant });
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Snake Plant');
  expect(screen.getByLabelText(/^Price/)).toHaveValue('350');
  expect(screen.getByLabelText('Features 1')).toHaveValue('Hardy');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByText('Failed to update plant')).toBeInTheDocument();
  expect(screen.getByText('Price must be at most 1,00,00,000')).toBeInTheDocument();
  expect(
    within(screen.getByRole('alert')).getByText('price: must be at most 1,00,00,000'),
  ).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
});

test('Bangla text is typed beside the English, saved with it, and emptying a Bangla field clears it', async () => {
  const plant = makePlant({
    name: 'Grafted Red Rose',
    nameBn: 'কলমের লাল গোলাপ',
    descriptionBn: 'লাল গোলাপ।',
    featuresBn: ['কলম করা'],
  });
  const network = stubFetch(() => jsonResponse({ success: true, data: plant }));
  renderForm({ category: 'plants', product: plant });
  expect(screen.getByLabelText('Bangla Name')).toHaveValue('কলমের লাল গোলাপ');
  expect(screen.getByLabelText('Bangla Name')).toHaveAttribute('lang', 'bn');
  expect(screen.getByLabelText('Bangla Features 1')).toHaveValue('কলম করা');
  await userEvent.clear(screen.getByLabelText('Bangla Description'));
  await userEvent.type(screen.getByLabelText('Bangla Care Instructions 1'), 'রোজ পানি দিন');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
  expect(JSON.parse(String(network.last()!.init?.body))).toMatchObject({
    name: 'Grafted Red Rose',
    nameBn: 'কলমের লাল গোলাপ',
    descriptionBn: null,
    featuresBn: ['কলম করা'],
    careInstructionsBn: ['রোজ পানি দিন'],
  });
});

test('a Bangla name longer than the English limit is refused beside the field before it is sent', async () => {
  const network = stubFetch(() => jsonResponse({ success: true, data: {} }));
  renderForm({ category: 'plants', product: makePlant() });
  const field = screen.getByLabelText('Bangla Name');
  // maxLength stops typing; a pasted or programmatic value still meets the schema's rule.
  field.removeAttribute('maxLength');
  await userEvent.click(field);
  await userEvent.paste('গ'.repeat(201));
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Bangla Name must be at most 200 characters')).toBeInTheDocument();
  expect(network.requests).toHaveLength(0);
});
