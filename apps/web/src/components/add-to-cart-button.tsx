import { ShoppingCart } from 'lucide-react';
import { Button } from './ui/button';

/** A product card's primary action; sold-out products say so instead. */
export function AddToCartButton({ name, stock, onAdd }: { name: string; stock: number; onAdd: () => void }) {
  const soldOut = stock <= 0;
  return (
    <Button size="sm" className="w-full" disabled={soldOut} onClick={onAdd}>
      <ShoppingCart aria-hidden="true" className="size-4" />
      {soldOut ? 'Out of stock' : 'Add to Cart'}
      {/* Which product, for screen readers moving from button to button. */}
      <span className="sr-only">: {name}</span>
    </Button>
  );
}
