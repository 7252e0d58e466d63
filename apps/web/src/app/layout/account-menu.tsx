import { clsx } from 'clsx';
import { ChevronDown, Heart, LayoutDashboard, LogOut, ShoppingCart, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link, NavLink, type NavLinkProps } from '@/components/link';
import { Avatar } from '@/components/ui/avatar';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation, useNavigate } from '@/lib/router';
import { type SessionUser, useSession, worksInBackOffice } from '@/lib/session';
import toast from '@/lib/toast';
import type { ReturnState } from '../guards/require-signed-in';
import { useDisclosureMenu } from './use-disclosure-menu';

/** The signed-in entries (docs/behaviour.md §16.1); `labelKey` names the text in `common`. */
function accountLinks(backOffice: boolean) {
  return [
    ...(backOffice
      ? [{ to: '/admin', labelKey: 'account.adminDashboard', icon: LayoutDashboard } as const]
      : []),
    { to: '/profile', labelKey: 'account.profile', icon: UserRound } as const,
    { to: '/cart', labelKey: 'account.cart', icon: ShoppingCart } as const,
    { to: '/wishlist', labelKey: 'account.wishlist', icon: Heart } as const,
  ];
}

/** Logout returns to / (docs/behaviour.md §16.1): leave the page first, so no guard bounces to /login. */
function useLogout() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  return async () => {
    navigate('/');
    try {
      await signOut();
    } catch (error) {
      toast.error(errorMessage(error, t('account.logoutFailed')));
    }
  };
}

/** Login links remember the page, so signing in comes back to it (as the login guard does). */
function useLoginState(): ReturnState {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

function LoginLink({ className, hidden }: { className: string; hidden?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to="/login"
      state={useLoginState()}
      className={clsx(className, hidden && 'invisible')}
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
    >
      {t('account.login')}
    </Link>
  );
}

const itemClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-ink transition-colors hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/** The line under the name: the email, or the mobile number of an account without one (decision 037). */
function useContactLine(user: SessionUser | null): string {
  const format = useFormat();
  return user ? user.email || format.digits(user.phone) : '';
}

/**
 * Desktop: the avatar opens /profile; the chevron beside it opens the account menu (a disclosure like
 * the Shop menu: arrows move, Escape closes and returns focus, any navigation or outside click closes).
 * Phones reach the same entries through the mobile menu.
 */
function AccountMenu({ user, backOffice }: { user: SessionUser; backOffice: boolean }) {
  const id = useId();
  const location = useLocation();
  const logout = useLogout();
  const menu = useDisclosureMenu('[data-account-item]');
  const { t } = useTranslation('common');
  const contact = useContactLine(user);

  return (
    <div ref={menu.rootRef} className="relative flex items-center">
      <Link
        to="/profile"
        aria-label={t('account.profileOf', { name: user.displayName || contact })}
        className="inline-flex size-11 items-center justify-center rounded-full"
      >
        <Avatar src={user.photoURL} name="" size={34} />
      </Link>
      <button
        ref={menu.buttonRef}
        type="button"
        {...menu.buttonProps}
        aria-controls={`${id}-panel`}
        aria-label={t('account.menu')}
        className="hidden h-11 w-7 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 md:inline-flex"
      >
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 transition-transform duration-200', menu.open && 'rotate-180')}
        />
      </button>
      <div
        id={`${id}-panel`}
        hidden={!menu.open}
        className="absolute top-full right-0 z-50 mt-2 w-64 animate-fade-in rounded-2xl bg-surface p-2 shadow-lift ring-1 ring-line"
      >
        {/* Its entries exist only while open: closed, they would be elements to hydrate on every page. */}
        {menu.open ? (
          <>
            <div className="flex items-center gap-3 border-b border-line px-3 pt-2 pb-3">
              <Avatar src={user.photoURL} name="" size={40} />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-ink">
                  {user.displayName || t('account.yourAccount')}
                </p>
                <p className="truncate text-xs text-muted">{contact}</p>
              </div>
            </div>
            <ul aria-label={t('account.list')} onKeyDown={menu.onListKeyDown} className="mt-1 grid gap-0.5">
              {accountLinks(backOffice).map(({ to, labelKey, icon: Icon }) => (
                <li key={to}>
                  <Link
                    data-account-item=""
                    to={to}
                    aria-current={location.pathname === to ? 'page' : undefined}
                    className={itemClasses}
                  >
                    <Icon aria-hidden="true" className="size-4 text-brand-700" />
                    {t(labelKey)}
                  </Link>
                </li>
              ))}
              <li className="mt-1 border-t border-line pt-1">
                <button type="button" data-account-item="" onClick={logout} className={itemClasses}>
                  <LogOut aria-hidden="true" className="size-4 text-brand-700" />
                  {t('account.logout')}
                </button>
              </li>
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** The account area of the navigation bar (header-slots.tsx). */
export function AccountArea({ loginClassName }: { loginClassName: string }) {
  const { user, role, loading } = useSession();
  if (user) return <AccountMenu user={user} backOffice={worksInBackOffice(role)} />;
  // While the session resolves, keep the Login link's room without offering it.
  return <LoginLink className={loginClassName} hidden={loading} />;
}

/** The same entries in the mobile menu (navbar.tsx), styled like its other links. */
export function MobileAccountLinks({ linkClassName }: { linkClassName: NavLinkProps['className'] }) {
  const { user, role, loading } = useSession();
  const loginState = useLoginState();
  const logout = useLogout();
  const { t } = useTranslation('common');
  const contact = useContactLine(user);
  const plain = typeof linkClassName === 'function' ? linkClassName({ isActive: false }) : linkClassName;
  if (loading && !user) return null;
  if (!user) {
    return (
      <li>
        <NavLink to="/login" state={loginState} className={linkClassName}>
          <UserRound aria-hidden="true" className="size-5 text-brand-700" />
          {t('account.login')}
        </NavLink>
      </li>
    );
  }
  return (
    <>
      <li className="flex items-center gap-3 px-3 pt-3 pb-2">
        <Avatar src={user.photoURL} name="" size={36} />
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold text-ink">
            {user.displayName || t('account.yourAccount')}
          </span>
          <span className="block truncate text-xs text-muted">{contact}</span>
        </span>
      </li>
      {accountLinks(worksInBackOffice(role)).map(({ to, labelKey, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} className={linkClassName}>
            <Icon aria-hidden="true" className="size-5 text-brand-700" />
            {t(labelKey)}
          </NavLink>
        </li>
      ))}
      <li>
        <button type="button" onClick={logout} className={clsx(plain, 'w-full text-left')}>
          <LogOut aria-hidden="true" className="size-5 text-brand-700" />
          {t('account.logout')}
        </button>
      </li>
    </>
  );
}
