import { Link2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';

/** Copies the page's address for sharing (SPEC §8: 'Link copied to clipboard!'). */
export function CopyLinkButton() {
  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success('Link copied to clipboard!');
    } catch {
      toast.error('Could not copy the link. Please copy it from the address bar.');
    }
  }
  return (
    <Button variant="secondary" onClick={copy}>
      <Link2 aria-hidden="true" className="size-4" />
      Copy link
    </Button>
  );
}
