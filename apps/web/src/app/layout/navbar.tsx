import { CATEGORIES } from '@plantopia/shared';
import { clsx } from 'clsx';
import { Menu, Search, X } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { CategoryIcon } from '@/components/category-icon';
import { LanguageSwitch } from '@/components/language-switch';
import { NavLink } from '@/components/link';
import { Container } from '@/components/ui/container';
import { HeaderSearch } from '@/features/search/components/header-search';
import { HydrateLater } from '@/lib/hydrate-later';
import { useCategoryText } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from '@/lib/router';
import { useHydrated } from '@/lib/use-hydrated';
import { MobileAccountLinks } from './account-menu';
import { AccountSlot, CartSlot } from './header-slots';
import { Logo } from './logo';
import { NAV_AFTER_SHOP, NAV_BEFORE_SHOP } from './nav-links';
import { ShopMenu } from './shop-menu';

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink/85 hover:bg-brand-50 hover:text-brand-800',
  );

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-brand-50',
  );

export function Navbar() {
  const location = useLocation();
  const { t } = useTranslation('common');
  const categoryText = useCategoryText();
  // Open "at" a location: any navigation closes the mobile menu without an effect.
  const [mobileOpenAt, setMobileOpenAt] = useState<string | null>(null);
  const mobileOpen = mobileOpenAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Below the desktop width the search field is a row under the bar, opened by the search icon.
  const [searchOpenAt, setSearchOpenAt] = useState<string | null>(null);
  const searchOpen = searchOpenAt === location.key;

  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMobileOpenAt(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <Container className="flex h-16 items-center gap-2 lg:gap-6">
        <Logo />
        {/* The menus, the search box and the cart and account slots each hydrate in a task of their own
            after the page's first pass (lib/hydrate-later.tsx). */}
        <HydrateLater>
          <nav aria-label={t('nav.main')} className="ml-4 hidden items-center gap-1 md:flex">
            {NAV_BEFORE_SHOP.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className={desktopLink}>
                {t(item.labelKey)}
              </NavLink>
            ))}
            <ShopMenu />
            {NAV_AFTER_SHOP.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className={desktopLink}>
                {t(item.labelKey)}
              </NavLink>
            ))}
          </nav>
        </HydrateLater>

        <HydrateLater>
          <HeaderSearch className="ml-auto hidden w-56 lg:block xl:w-72" />
        </HydrateLater>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:ml-0">
          <SearchToggle
            open={searchOpen}
            onToggle={() => setSearchOpenAt(searchOpen ? null : location.key)}
          />
          <LanguageSwitch className="hidden h-10 gap-1.5 px-2.5 text-sm md:inline-flex" />
          <HydrateLater>
            <div data-slot="cart" className="flex items-center">
              <CartSlot />
            </div>
          </HydrateLater>
          <HydrateLater>
            <div data-slot="account" className="flex items-center">
              <AccountSlot />
            </div>
          </HydrateLater>
          <MenuToggle
            open={mobileOpen}
            onToggle={() => setMobileOpenAt(mobileOpen ? null : location.key)}
            buttonRef={toggleRef}
          />
        </div>
      </Container>

      {searchOpen ? (
        <div id="header-search-row" className="border-t border-line lg:hidden">
          <Container className="py-2">
            <HeaderSearch autoFocus />
          </Container>
        </div>
      ) : null}

      <div
        id="mobile-menu"
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-surface md:hidden"
      >
        {/* Its entries exist only while open: closed, they would be elements to hydrate on every page. */}
        {mobileOpen ? (
          <nav aria-label={t('nav.mobile')}>
            <Container className="py-3">
              <ul className="grid gap-0.5">
                {NAV_BEFORE_SHOP.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end} className={mobileLink}>
                      {t(item.labelKey)}
                    </NavLink>
                  </li>
                ))}
                <li className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
                  {t('nav.shop')}
                </li>
                {CATEGORIES.map((category) => (
                  <li key={category.id}>
                    <NavLink to={category.path} className={mobileLink}>
                      <span
                        className={clsx(
                          'inline-flex size-8 items-center justify-center rounded-md bg-linear-to-br text-white',
                          category.gradient,
                        )}
                      >
                        <CategoryIcon icon={category.icon} className="size-4" />
                      </span>
                      {categoryText.label(category)}
                    </NavLink>
                  </li>
                ))}
                <li aria-hidden="true" className="my-2 border-t border-line" />
                {NAV_AFTER_SHOP.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end} className={mobileLink}>
                      {t(item.labelKey)}
                    </NavLink>
                  </li>
                ))}
                <li aria-hidden="true" className="my-2 border-t border-line" />
                <MobileAccountLinks linkClassName={mobileLink} />
                <li aria-hidden="true" className="my-2 border-t border-line" />
                <li>
                  <LanguageSwitch className="flex h-12 w-full gap-3 px-3 text-base" />
                </li>
              </ul>
            </Container>
          </nav>
        ) : null}
      </div>
    </header>
  );
}

/*
 * The bar's two toggles ask themselves whether the page's code runs: were the header to ask, it would
 * render again whole, its menus and slots included, in the task in which the page finishes hydrating.
 */

/** A link to the search page until the page's code runs; then it opens the search row. */
function SearchToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  return (
    <a
      href="/search"
      aria-label={t('search.open')}
      aria-expanded={hydrated ? open : undefined}
      aria-controls={hydrated ? 'header-search-row' : undefined}
      onClick={(event) => {
        event.preventDefault();
        onToggle();
      }}
      className="inline-flex size-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 lg:hidden"
    >
      <Search aria-hidden="true" className="size-5" />
    </a>
  );
}

function MenuToggle({
  open,
  onToggle,
  buttonRef,
}: {
  open: boolean;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls="mobile-menu"
      aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
      // As <Button> says: a tap before the page's code runs would do nothing.
      aria-disabled={hydrated ? undefined : true}
      onClick={onToggle}
      className="inline-flex size-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 md:hidden"
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
    </button>
  );
}
