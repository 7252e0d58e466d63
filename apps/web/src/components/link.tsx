import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { createPath, resolveTo, type To, useLocation, useRouter } from '@/lib/router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address within the shop, or the parts of one that change (`{ search: '?page=2' }`). */
  to: To;
  replace?: boolean;
  /** Carried to the next page (`useLocation().state`). */
  state?: unknown;
  /** Keeps the scroll position (a filter, a tab). */
  preventScrollReset?: boolean;
}

/**
 * The shop's links: an anchor with the address as its `href`, whose plain click the router follows
 * without reloading the page. A link to a whole address reads nothing but the router, so a listing's
 * sixty links do not render again on every navigation; a relative one reads the current address to
 * resolve itself.
 */
export function Link(props: LinkProps) {
  const { to } = props;
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') ? (
    <RouterLink {...props} href={to} />
  ) : (
    <RelativeLink {...props} />
  );
}

function RelativeLink(props: LinkProps) {
  const location = useLocation();
  return <RouterLink {...props} href={createPath(resolveTo(props.to, location))} />;
}

function RouterLink({
  to: _to,
  href,
  replace,
  state,
  preventScrollReset,
  onClick,
  target,
  ...rest
}: LinkProps & { href: string }) {
  const router = useRouter();
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    // A tap or a left click without a modifier, where the page would open the link itself.
    const plainClick =
      event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plainClick || (target && target !== '_self')) return;
    event.preventDefault();
    void router.navigate(href, { replace, state, preventScrollReset });
  }
  return <a {...rest} href={href} target={target} onClick={follow} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this very address, not on the pages under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A link of the shop's navigation: marked as the current page (`aria-current`) where the shopper is. */
export function NavLink({ end, className, ...props }: NavLinkProps) {
  const location = useLocation();
  const target = resolveTo(props.to, location).pathname.toLowerCase();
  const here = location.pathname.toLowerCase();
  // `/admin/` is the same section as `/admin`.
  const base = target.length > 1 && target.endsWith('/') ? target.slice(0, -1) : target;
  const isActive = here === target || (!end && here.startsWith(base) && here.charAt(base.length) === '/');
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
