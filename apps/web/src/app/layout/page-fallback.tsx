import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/react';

/**
 * What the page area shows while a page's code downloads on the first visit. It fills the screen so the
 * footer stays below the fold and nothing visible moves when the page arrives (CLS).
 */
export function PageFallback() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh items-start justify-center pt-[30vh]">
      <Spinner label={t('shell.loadingPageEllipsis')} className="[&_svg]:size-8" />
    </div>
  );
}
