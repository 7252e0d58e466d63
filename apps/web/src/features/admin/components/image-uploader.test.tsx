import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { createTestQueryClient } from '@/test/render';
import { ImageUploader } from './image-uploader';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <ImageUploader label="Product image" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </QueryClientProvider>
  );
}

const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'monstera.png', { type: 'image/png' });

test('after a successful upload it names the uploaded file, never "No file chosen"', async () => {
  const user = userEvent.setup();
  stubFetch(() => jsonResponse({ success: true, imageUrl: '/uploads/monstera.webp' }));
  render(<Harness />);
  expect(screen.getByText('No image chosen')).toBeInTheDocument();

  await user.upload(screen.getByLabelText('Image file'), photo());
  expect(screen.getByText('monstera.png')).toBeInTheDocument();
  expect(screen.getByText('Not uploaded yet: press Upload Image.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Upload Image' }));
  expect(await screen.findByText('Uploaded monstera.png')).toBeInTheDocument();
  expect(screen.getByTestId('value')).toHaveTextContent('/uploads/monstera.webp');
  expect(screen.queryByText(/No (file|image) chosen/)).toBeNull();
  expect(screen.queryByText('Not uploaded yet: press Upload Image.')).toBeNull();
  expect(screen.getByText('Choose another')).toBeInTheDocument();
  // The state line describes the file field to screen readers too.
  expect(screen.getByLabelText('Image file')).toHaveAccessibleDescription(
    expect.stringContaining('Uploaded monstera.png'),
  );

  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(screen.getByText('No image chosen')).toBeInTheDocument();
  expect(screen.getByTestId('value')).toHaveTextContent('');
});

test('a product that already has an image says so rather than "No file chosen"', () => {
  stubFetch(() => jsonResponse({ success: true }));
  render(<Harness initial="/uploads/existing.webp" />);
  expect(screen.getByText('Current image in use')).toBeInTheDocument();
  expect(screen.queryByText(/No (file|image) chosen/)).toBeNull();
});
