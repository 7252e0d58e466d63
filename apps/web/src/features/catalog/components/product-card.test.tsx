import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { makePlant, makeTool } from '@/test/fixtures';
import { ProductCard } from './product-card';

function renderCard(ui: React.ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('ProductCard', () => {
  test('shows the name as a link to the product, the price in taka and a stock hint', () => {
    renderCard(
      <ProductCard product={makePlant({ _id: 'abc', name: 'Peace Lily', price: 1250, stock: 40 })} />,
    );
    expect(screen.getByRole('link', { name: 'Peace Lily' })).toHaveAttribute('href', '/product/abc');
    expect(screen.getByText('৳1,250.00')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
  });

  test('tells when only a few are left and when none are', () => {
    const { rerender } = renderCard(<ProductCard product={makePlant({ stock: 5 })} />);
    expect(screen.getByText('Only 5 left')).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <ProductCard product={makePlant({ stock: 0 })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  test('the image has a fixed size, loads lazily and offers the server widths', () => {
    renderCard(
      <ProductCard product={makePlant({ name: 'Monstera', imageUrl: '/seed-images/monstera.webp' })} />,
    );
    const image = screen.getByRole('img', { name: 'Monstera' });
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '640');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', '/seed-images/monstera.webp?w=640');
    expect(image.getAttribute('srcset')).toContain('/seed-images/monstera.webp?w=1200 1200w');
    expect(image).toHaveAttribute('sizes');
  });

  test('a card in the first row loads its image at once', () => {
    renderCard(<ProductCard product={makePlant({ name: 'Monstera' })} priority />);
    expect(screen.getByRole('img', { name: 'Monstera' })).toHaveAttribute('loading', 'eager');
  });

  test('a product without a photo shows its category icon instead', () => {
    renderCard(<ProductCard product={makeTool({ name: 'Trowel', imageUrl: '' })} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trowel' })).toBeInTheDocument();
  });

  test('featured products carry a badge, and the page fills the action slot', () => {
    renderCard(
      <ProductCard
        product={makePlant({ isFeatured: true })}
        action={<button type="button">Add to Cart</button>}
      />,
    );
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });
});
