import { MAX_PRINT_ORDERS } from '@plantopia/shared';
import { Printer, Tag } from 'lucide-react';
import { useId } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/react';
import { type PrintDocument, printable, printHref } from '../../lib/order-prints';

const DOCUMENTS: readonly { document: PrintDocument; icon: typeof Tag; many: string; one: string }[] = [
  { document: 'labels', icon: Tag, many: 'prints.labels', one: 'prints.labelsOne' },
  { document: 'packingSlips', icon: Printer, many: 'prints.packingSlips', one: 'prints.packingSlipsOne' },
];

/**
 * "Print labels" and "Print packing slips" for one order or a selection (decision 024): links that open
 * the PDF in a new tab, where the browser prints it. More orders than one print takes turn them into
 * disabled buttons with the reason beside them.
 */
export function PrintLinks({ ids, single = false }: { ids: readonly string[]; single?: boolean }) {
  // One order's page has them beside its invoice link, at that size; a selection's toolbar is smaller.
  const size = single ? 'md' : 'sm';
  const { t } = useTranslation('admin');
  const hintId = useId();
  const ok = printable(ids);
  return (
    <>
      {DOCUMENTS.map(({ document, icon: Icon, many, one }) =>
        ok ? (
          <a
            key={document}
            href={printHref(document, ids)}
            target="_blank"
            rel="noopener"
            className={buttonClasses({ variant: 'secondary', size })}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(single ? one : many)} <span className="sr-only">{t('prints.newTab')}</span>
          </a>
        ) : (
          <Button key={document} variant="secondary" size={size} disabled aria-describedby={hintId}>
            <Icon aria-hidden="true" className="size-4" />
            {t(single ? one : many)}
          </Button>
        ),
      )}
      {ok ? null : (
        <span id={hintId} className="text-sm text-amber-800">
          {t('prints.tooMany', { max: MAX_PRINT_ORDERS })}
        </span>
      )}
    </>
  );
}
