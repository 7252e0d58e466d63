import { useTranslation } from '@/lib/i18n/react';
import { useNavigation } from '@/lib/router';

/** A thin bar along the top while the next page loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation('common');
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('shell.loadingPage')}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-leaf-100"
    >
      <div className="h-full w-1/3 animate-progress bg-leaf-500" />
    </div>
  );
}
