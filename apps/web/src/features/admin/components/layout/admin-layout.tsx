import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Outlet, useLocation } from '@/lib/router';
import { AdminNav, useSections } from './admin-nav';

/**
 * `/admin`: the back office's frame (docs/behaviour.md §12). A wide screen keeps the sections in a sidebar; a
 * phone has a bar naming the current one, whose button opens them in a drawer (a dialog: focus stays inside,
 * Escape or a chosen section closes it). Each screen renders itself in the outlet.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const location = useLocation();
  // Open "at" a location, so any navigation (a link, Back) closes the drawer without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const current = useSections().find((section) =>
    section.end
      ? location.pathname.replace(/\/$/, '') === section.to
      : location.pathname.startsWith(section.to),
  );

  return (
    <div className="mx-auto flex w-full max-w-[96rem] gap-6 px-0 pb-16 lg:px-6 lg:pt-6">
      <aside className="hidden w-52 shrink-0 lg:block">
        <nav
          aria-label={t('nav.label')}
          className="sticky top-22 rounded-card bg-surface p-2 shadow-card ring-1 ring-line"
        >
          <p className="px-3 pt-2 pb-3 text-xs font-semibold tracking-wider text-muted uppercase">
            {t('nav.heading')}
          </p>
          <AdminNav />
        </nav>
      </aside>

      <div className="min-w-0 flex-1">
        <Dialog.Root open={open} onOpenChange={(next) => setOpenAt(next ? location.key : null)}>
          <div className="flex items-center gap-2 border-b border-line bg-surface px-2 py-1.5 lg:hidden">
            <Dialog.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50">
              <Menu aria-hidden="true" className="size-5" />
              {t('nav.open')}
            </Dialog.Trigger>
            {current ? <span className="truncate text-sm text-muted">{t(current.labelKey)}</span> : null}
          </div>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-fade-in lg:hidden" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface shadow-lift outline-none data-[state=open]:animate-fade-in lg:hidden"
            >
              <div className="flex items-center justify-between border-b border-line px-4 py-3">
                <Dialog.Title className="text-base font-semibold">{t('nav.heading')}</Dialog.Title>
                <Dialog.Close
                  aria-label={t('nav.close')}
                  className="inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-brand-50 hover:text-ink"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              <nav aria-label={t('nav.label')} className="min-h-0 flex-1 overflow-y-auto p-2">
                <AdminNav onNavigate={() => setOpenAt(null)} />
              </nav>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <Outlet />
      </div>
    </div>
  );
}
