import { clsx } from 'clsx';

export const LOW_STOCK_THRESHOLD = 5;

export function stockLabel(stock: number): string {
  if (stock <= 0) return 'Out of stock';
  if (stock <= LOW_STOCK_THRESHOLD) return `Only ${stock} left`;
  return 'In stock';
}

export function StockHint({ stock, className }: { stock: number; className?: string }) {
  const tone =
    stock <= 0 ? 'text-danger' : stock <= LOW_STOCK_THRESHOLD ? 'text-terracotta-700' : 'text-leaf-700';
  const dot = stock <= 0 ? 'bg-danger' : stock <= LOW_STOCK_THRESHOLD ? 'bg-terracotta-500' : 'bg-leaf-500';
  return (
    <p className={clsx('flex items-center gap-1.5 text-xs font-medium', tone, className)}>
      <span aria-hidden="true" className={clsx('size-1.5 rounded-full', dot)} />
      {stockLabel(stock)}
    </p>
  );
}
