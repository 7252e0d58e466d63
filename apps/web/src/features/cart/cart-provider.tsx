import { CART_STORAGE_KEY, type CartItem, lineKey, pickText } from '@plantopia/shared';
import { onlineManager } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useSession } from '@/lib/session';
import toast from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { getCart } from './api/get-cart';
import { putCart } from './api/put-cart';
import {
  addLine,
  type CartProduct,
  cartCount,
  mergeCarts,
  parseStoredCart,
  removeLine,
  setLineQuantity,
} from './lib/cart-lines';

/** 'loading': a signed-in shopper's server cart is being fetched and merged; 'error': that failed. */
export type CartStatus = 'ready' | 'loading' | 'error';

/**
 * What changes the cart. Kept apart from the lines: the pages that only add (home, a listing, a product)
 * must not render again, whole, whenever the lines change, nor when the page has hydrated and the stored
 * cart shows, a long task on a slow phone (docs/decisions/041-hydration-in-parts.md).
 */
export interface CartActions {
  /** Adds up to the stock; toasts '{n} {name} added to cart' or 'Added {n} more {name} to cart'. */
  addItem(product: CartProduct, quantity?: number): void;
  /** Below 1 removes the line `lineKey` (with its toast); above the stock stops at the stock. */
  updateQuantity(key: string, quantity: number): void;
  /** Removes the line `lineKey`; toasts '{name} removed from cart'. */
  removeItem(key: string): void;
  /** Empties the local cart and, signed in, the server cart. */
  clear(): void;
  /** Signed in: saves the cart now and answers it as the server priced it (checkout uses this). */
  save(): Promise<CartItem[]>;
  /** After a failed load of the server cart: try again. */
  retry(): void;
}

/** The cart as the shopper sees it. */
interface CartLines {
  items: CartItem[];
  /** Number of pieces (sum of quantities): the badge in the navigation bar. */
  count: number;
  status: CartStatus;
}

export type CartContextValue = CartLines & CartActions;

const CartLinesContext = createContext<CartLines | null>(null);
const CartActionsContext = createContext<CartActions | null>(null);
const NO_ITEMS: CartItem[] = [];

function readStorage(): CartItem[] {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    // Storage can be blocked (privacy modes): the cart then lives for this visit only.
    return [];
  }
}

/**
 * Whose server cart the local cart mirrors. A reload while signed in must not merge the cart into
 * itself (which would double every quantity): only a cart gathered before signing in is merged.
 */
const OWNER_KEY = `${CART_STORAGE_KEY}_owner`;

function readOwner(): string | null {
  try {
    return window.localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(uid: string | null) {
  try {
    if (uid) window.localStorage.setItem(OWNER_KEY, uid);
    else window.localStorage.removeItem(OWNER_KEY);
  } catch {
    // Blocked storage: the cart lives for this visit only anyway.
  }
}

/**
 * Set while the local cart holds a change the server has not confirmed yet (a tap before the server
 * cart loaded, or a reload before the save answered). The next load then saves the local cart instead
 * of taking the server's, so nothing the shopper did is lost.
 */
const UNSAVED_KEY = `${CART_STORAGE_KEY}_unsaved`;

function readUnsaved(): boolean {
  try {
    return window.localStorage.getItem(UNSAVED_KEY) !== null;
  } catch {
    return false;
  }
}

function writeUnsaved(unsaved: boolean) {
  try {
    if (unsaved) window.localStorage.setItem(UNSAVED_KEY, '1');
    else window.localStorage.removeItem(UNSAVED_KEY);
  } catch {
    // Blocked storage: the cart lives for this visit only anyway.
  }
}

function writeStorage(items: CartItem[]) {
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Full or blocked storage: keep the in-memory cart working.
  }
}

/**
 * The cart (docs/behaviour.md §1.2). Everyone's cart lives in localStorage['plantopia_cart']. For a signed-in
 * shopper the server cart is fetched on sign-in and merged with the local one (same _id → quantities summed,
 * others added; an empty local cart takes the server's), and every later change is saved to the server. Once
 * merged, the local cart is the server cart's copy: later page loads take the server's as it is. Signing out
 * empties the local cart (the server keeps it for the next sign-in), so the next person on the same device
 * does not inherit it.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  // undefined while the session is not known yet.
  const uid = session.loading ? undefined : (session.user?.uid ?? null);
  const { t } = useTranslation('cart');
  const locale = useLocale();
  // The toasts speak the page's language; the callbacks stay stable and read the latest through this.
  const words = useRef({ t, locale });
  words.current = { t, locale };

  const [items, setItems] = useState<CartItem[]>(readStorage);
  const [status, setStatus] = useState<CartStatus>('ready');
  const [attempt, setAttempt] = useState(0);
  // The callbacks read the latest lines through this ref so they stay stable for memoised children.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  /** The uid whose server cart has been merged; changes are saved only for it. */
  const syncedUid = useRef<string | null>(null);
  const previousUid = useRef<string | null | undefined>(undefined);
  /** Bumped on every change by the shopper, so a slow save answer never overwrites a newer change. */
  const version = useRef(0);
  const saving = useRef<Promise<void> | null>(null);
  const saveAgain = useRef(false);

  useEffect(() => {
    writeStorage(items);
  }, [items]);

  // Another tab changed the cart: show the same cart here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) setItems(readStorage());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  /** One save at a time; changes made meanwhile go in one more save with the latest lines. */
  const pushToServer = useCallback((): Promise<void> => {
    const owner = syncedUid.current;
    if (!owner) return Promise.resolve();
    if (saving.current) {
      saveAgain.current = true;
      return saving.current;
    }
    const run = async () => {
      do {
        saveAgain.current = false;
        const sent = version.current;
        try {
          const saved = await putCart(owner, itemsRef.current);
          if (sent === version.current && syncedUid.current === owner) {
            itemsRef.current = saved;
            setItems(saved);
            writeUnsaved(false);
          }
        } catch {
          toast.error(words.current.t('toast.updateFailed'));
          return;
        }
      } while (saveAgain.current && syncedUid.current === owner);
    };
    saving.current = run().finally(() => {
      saving.current = null;
    });
    return saving.current;
  }, []);

  // A server cart that could not be fetched (the network was down) is fetched again when it returns.
  useEffect(() => {
    if (status !== 'error') return;
    return onlineManager.subscribe((online) => {
      if (online) setAttempt((n) => n + 1);
    });
  }, [status]);

  // Sign-in: fetch the server cart and merge; sign-out: forget the shopper's lines on this device.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    if (uid === undefined) return;
    const before = previousUid.current;
    previousUid.current = uid;
    if (uid === null) {
      syncedUid.current = null;
      setStatus('ready');
      if (before) {
        writeOwner(null);
        writeUnsaved(false);
        itemsRef.current = [];
        setItems([]);
      }
      return;
    }
    if (syncedUid.current === uid) return;
    let cancelled = false;
    setStatus('loading');
    (async () => {
      try {
        const server = await getCart(uid);
        if (cancelled) return;
        const local = itemsRef.current;
        const mirrorsThisShopper = readOwner() === uid;
        const gatheredBeforeSignIn = local.length > 0 && !mirrorsThisShopper;
        const changedHere = mirrorsThisShopper && readUnsaved();
        const merged = gatheredBeforeSignIn
          ? await putCart(uid, mergeCarts(local, server))
          : changedHere
            ? await putCart(uid, local)
            : server;
        if (cancelled) return;
        writeUnsaved(false);
        writeOwner(uid);
        syncedUid.current = uid;
        itemsRef.current = merged;
        setItems(merged);
        setStatus('ready');
      } catch {
        if (cancelled) return;
        setStatus('error');
        toast.error(words.current.t('toast.updateFailed'));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [uid, attempt]);

  const commit = useCallback(
    (next: CartItem[]) => {
      version.current++;
      writeUnsaved(true);
      itemsRef.current = next;
      setItems(next);
      void pushToServer();
    },
    [pushToServer],
  );

  const addItem = useCallback(
    (product: CartProduct, quantity = 1) => {
      const result = addLine(itemsRef.current, product, quantity);
      const { t: say, locale: shown } = words.current;
      const name = pickText(product.name, product.nameBn, shown);
      if (result.added === 0) {
        toast.error(
          product.stock <= 0
            ? say('toast.outOfStock', { name })
            : say('toast.onlyInStock', { name, count: product.stock }),
        );
        return;
      }
      commit(result.items);
      toast.success(
        result.existed
          ? say('toast.addedMore', { name, count: result.added })
          : say('toast.added', { name, count: result.added }),
      );
    },
    [commit],
  );

  const removeItem = useCallback(
    (id: string) => {
      const line = itemsRef.current.find((item) => lineKey(item) === id);
      if (!line) return;
      commit(removeLine(itemsRef.current, id));
      const { t: say, locale: shown } = words.current;
      toast.success(say('toast.removed', { name: pickText(line.name, line.nameBn, shown) }));
    },
    [commit],
  );

  const updateQuantity = useCallback(
    (id: string, quantity: number) => {
      if (quantity < 1) removeItem(id);
      else commit(setLineQuantity(itemsRef.current, id, quantity));
    },
    [commit, removeItem],
  );

  const clear = useCallback(() => commit([]), [commit]);

  const save = useCallback(async () => {
    if (!syncedUid.current) return itemsRef.current;
    if (saving.current) await saving.current;
    const saved = await putCart(syncedUid.current, itemsRef.current);
    itemsRef.current = saved;
    setItems(saved);
    return saved;
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // The cart lives in this browser's storage: while a server-rendered page hydrates it is not known yet
  // (the server rendered it loading, with no lines), and it shows right after.
  const hydrated = useHydrated();
  const shown = hydrated ? items : NO_ITEMS;

  const lines = useMemo<CartLines>(
    () => ({ items: shown, count: cartCount(shown), status: hydrated ? status : 'loading' }),
    [shown, hydrated, status],
  );
  const actions = useMemo<CartActions>(
    () => ({ addItem, updateQuantity, removeItem, clear, save, retry }),
    [addItem, updateQuantity, removeItem, clear, save, retry],
  );

  return (
    <CartActionsContext.Provider value={actions}>
      <CartLinesContext.Provider value={lines}>{children}</CartLinesContext.Provider>
    </CartActionsContext.Provider>
  );
}

/** What changes the cart, for a component that does not show it: it does not render again when the lines change. */
export function useCartActions(): CartActions {
  const actions = useContext(CartActionsContext);
  if (!actions) throw new Error('useCartActions() needs <CartProvider> (mounted in app/providers.tsx)');
  return actions;
}

/** The cart's lines and what changes them. */
export function useCart(): CartContextValue {
  const lines = useContext(CartLinesContext);
  const actions = useCartActions();
  const value = useMemo(() => (lines ? { ...lines, ...actions } : null), [lines, actions]);
  if (!value) throw new Error('useCart() needs <CartProvider> (mounted in app/providers.tsx)');
  return value;
}
