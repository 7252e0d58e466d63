import type { MouseEvent } from 'react';
import { useContext } from 'react';
import {
  type LinkProps,
  UNSAFE_NavigationContext as NavigationContext,
  Link as RouterLink,
  useLocation,
} from 'react-router';

/**
 * The shop's links. React Router's <Link> resolves its path against the route it sits in, builds a click
 * handler and reads a dozen contexts every time it renders: about 0.15 ms a link at 1× on a slow machine,
 * and a listing has sixty of them, all rendered again while the page hydrates (docs/decisions/
 * 041-hydration-in-parts.md). A link to an address within the shop (most of them) needs none of that: its
 * href is its `to`, and a plain click asks the router to go there, through the navigator every router
 * provides. Anything else (a relative `to`, an object, or one of React Router's own options) is React
 * Router's link.
 */
export function Link(props: LinkProps) {
  const { to, reloadDocument, relative, prefetch, viewTransition, discover } = props;
  const plain =
    typeof to === 'string' &&
    to.startsWith('/') &&
    !to.startsWith('//') &&
    !reloadDocument &&
    !relative &&
    !prefetch &&
    !viewTransition &&
    !discover;
  return plain ? <ShopLink {...props} to={to} /> : <RouterLink {...props} />;
}

function ShopLink({
  to,
  replace,
  state,
  preventScrollReset,
  onClick,
  target,
  ...rest
}: LinkProps & { to: string }) {
  const { navigator } = useContext(NavigationContext);
  const { pathname, search, hash } = useLocation();
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    // As React Router's: a tap or a left click without a modifier, where the page would open the link itself.
    const plainClick =
      event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plainClick || (target && target !== '_self')) return;
    event.preventDefault();
    // A link to the page already shown replaces it in the history rather than adding it twice.
    const go = (replace ?? `${pathname}${search}${hash}` === to) ? navigator.replace : navigator.push;
    go(to, state, { preventScrollReset });
  }
  return <a {...rest} href={to} target={target} onClick={follow} />;
}
