import { clsx } from 'clsx';
import { useTranslation } from '@/lib/i18n/react';

export const LOW_STOCK_THRESHOLD = 5;

function stockKey(stock: number) {
  if (stock <= 0) return 'stock.out';
  if (stock <= LOW_STOCK_THRESHOLD) return 'stock.few';
  return 'stock.in';
}

export function StockHint({ stock, className }: { stock: number; className?: string }) {
  const { t } = useTranslation('catalog');
  const tone =
    stock <= 0 ? 'text-danger' : stock <= LOW_STOCK_THRESHOLD ? 'text-terracotta-700' : 'text-leaf-700';
  const dot = stock <= 0 ? 'bg-danger' : stock <= LOW_STOCK_THRESHOLD ? 'bg-terracotta-500' : 'bg-leaf-500';
  return (
    <p className={clsx('flex items-center gap-1.5 text-xs font-medium', tone, className)}>
      <span aria-hidden="true" className={clsx('size-1.5 rounded-full', dot)} />
      {t(stockKey(stock), { count: stock })}
    </p>
  );
}
