import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from '@/lib/router';

/**
 * A navigation disclosure menu (the pattern WAI-ARIA recommends for site menus, no menu library on the
 * first load): ArrowDown on the button opens it at the first item, arrows/Home/End move between items
 * marked with `itemSelector`, Escape closes and returns focus to the button, and it closes on route
 * change, on a click outside and when focus leaves it.
 */
export function useDisclosureMenu<Root extends HTMLElement = HTMLDivElement>(itemSelector: string) {
  const location = useLocation();
  // The menu belongs to the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? []);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      root.querySelector<HTMLElement>(itemSelector)?.focus();
    }
    const close = () => setOpenAt(null);
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !root.contains(event.relatedTarget as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open, itemSelector]);

  return {
    open,
    rootRef,
    buttonRef,
    buttonProps: {
      'aria-expanded': open,
      onClick: () => setOpenAt(open ? null : location.key),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key === 'ArrowDown' && !open) {
          event.preventDefault();
          focusFirst.current = true;
          setOpenAt(location.key);
        }
      },
    },
    onListKeyDown(event: KeyboardEvent<HTMLElement>) {
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      let next: number | undefined;
      if (event.key === 'ArrowDown') next = (index + 1) % list.length;
      else if (event.key === 'ArrowUp') next = (index - 1 + list.length) % list.length;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = list.length - 1;
      if (next === undefined) return;
      event.preventDefault();
      list[next]?.focus();
    },
  };
}
