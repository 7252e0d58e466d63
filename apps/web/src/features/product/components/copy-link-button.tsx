import { Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/react';
import toast from '@/lib/toast';

/** Copies the page's address for sharing, and says 'Link copied to clipboard!'. */
export function CopyLinkButton() {
  const { t } = useTranslation('product');
  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(t('copyLink.copied'));
    } catch {
      toast.error(t('copyLink.failed'));
    }
  }
  return (
    <Button variant="secondary" onClick={copy}>
      <Link2 aria-hidden="true" className="size-4" />
      {t('copyLink.button')}
    </Button>
  );
}
