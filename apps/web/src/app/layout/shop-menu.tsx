import { CATEGORIES } from '@plantopia/shared';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { CategoryIcon } from '@/components/category-icon';
import { Link } from '@/components/link';
import { useCategoryText } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from '@/lib/router';
import { useDisclosureMenu } from './use-disclosure-menu';

/** The Shop dropdown: a disclosure button and a list of the four categories (see useDisclosureMenu). */
export function ShopMenu({ className }: { className?: string }) {
  const id = useId();
  const location = useLocation();
  const { t } = useTranslation('common');
  const categoryText = useCategoryText();
  const menu = useDisclosureMenu('[data-shop-link]');
  const active = CATEGORIES.some((category) => location.pathname === category.path);

  return (
    <div ref={menu.rootRef} className={clsx('relative', className)}>
      <button
        ref={menu.buttonRef}
        type="button"
        {...menu.buttonProps}
        aria-controls={`${id}-panel`}
        className={clsx(
          'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors',
          active || menu.open
            ? 'bg-brand-50 text-brand-800'
            : 'text-ink/85 hover:bg-brand-50 hover:text-brand-800',
        )}
      >
        {t('nav.shop')}
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 transition-transform duration-200', menu.open && 'rotate-180')}
        />
      </button>
      <div
        id={`${id}-panel`}
        hidden={!menu.open}
        className="absolute top-full left-1/2 z-50 mt-2 w-[22rem] -translate-x-1/2 animate-fade-in rounded-2xl bg-surface p-2 shadow-lift ring-1 ring-line"
      >
        {/* Its links exist only while open: closed, they would be elements to hydrate on every page. */}
        {menu.open ? (
          <ul aria-label={t('nav.shopCategories')} onKeyDown={menu.onListKeyDown} className="grid gap-1">
            {CATEGORIES.map((category) => (
              <li key={category.id}>
                <Link
                  data-shop-link=""
                  to={category.path}
                  aria-current={location.pathname === category.path ? 'page' : undefined}
                  className="flex items-center gap-3 rounded-xl p-2.5 transition-colors hover:bg-brand-50 aria-[current=page]:bg-brand-50"
                >
                  <span
                    className={clsx(
                      'inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-linear-to-br text-white',
                      category.gradient,
                    )}
                  >
                    <CategoryIcon icon={category.icon} className="size-5" />
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-ink">
                      {categoryText.label(category)}
                    </span>
                    <span className="block text-xs text-muted">{categoryText.description(category)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
