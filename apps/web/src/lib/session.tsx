import { type Role, type ShopUser, type UserProfile, visibleEmail } from '@plantopia/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
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
import { api } from './api-client';

/**
 * The auth state: the signed-in user, a loading flag and the role. Talks to Better Auth's
 * routes with plain fetch (no auth client library on the first page load).
 */

export interface SessionUser {
  uid: string;
  displayName: string;
  /** '' for an account made from a mobile number alone (docs/decisions/037). */
  email: string;
  /** The verified mobile number the account signs in with (`01XXXXXXXXX`), or ''. */
  phone: string;
  photoURL: string;
}

export interface SessionValue {
  user: SessionUser | null;
  /** From the user lookup; null when signed out or when the lookup failed. */
  role: Role | null;
  /** True until the first answer, and while a sign-in or sign-out is being resolved. */
  loading: boolean;
  signOut(): Promise<void>;
  /** Re-reads the session after any auth change (sign-in, sign-up, profile update): sync, then role. */
  refresh(): Promise<void>;
}

/** The query key of `GET /api/users/{uid}` (role, shipping address, orders): the profile reads it too. */
export const accountKeys = {
  all: ['users'] as const,
  user: (uid: string) => ['users', uid] as const,
};

export function getUserProfile(uid: string, signal?: AbortSignal): Promise<UserProfile> {
  return api.get<UserProfile>(`/api/users/${encodeURIComponent(uid)}`, { signal });
}

interface AuthSession {
  user: {
    id: string;
    name: string;
    email: string;
    image?: string | null;
    phoneNumber?: string | null;
    phoneNumberVerified?: boolean | null;
  };
}

/** Other tabs hear about a sign-in or sign-out through this storage key. */
const BROADCAST_KEY = 'plantopia_auth';

function broadcast() {
  try {
    window.localStorage.setItem(BROADCAST_KEY, String(Date.now()));
  } catch {
    // Storage blocked: other tabs catch up on their next load.
  }
}

interface State {
  user: SessionUser | null;
  role: Role | null;
  loading: boolean;
}

/**
 * Reads the session; with a user, syncs it to the shop (POST /api/users), whose answer carries the role.
 * Two round trips before a guarded page (the back office, the profile) can draw: the profile with its
 * orders, which the cart and checkout read, is fetched beside them, not waited for.
 */
async function resolveSession(queryClient: QueryClient): Promise<Omit<State, 'loading'>> {
  const session = await api.get<AuthSession | null>('/api/auth/get-session').catch(() => null);
  if (!session?.user?.id) return { user: null, role: null };
  const user: SessionUser = {
    uid: session.user.id,
    displayName: session.user.name,
    email: visibleEmail(session.user.email),
    phone: session.user.phoneNumberVerified ? (session.user.phoneNumber ?? '') : '',
    photoURL: session.user.image ?? '',
  };
  try {
    const synced = await api.post<ShopUser>('/api/users', {
      ...(user.displayName ? { displayName: user.displayName } : {}),
      ...(user.photoURL ? { photoURL: user.photoURL } : {}),
    });
    void queryClient.prefetchQuery({
      queryKey: accountKeys.user(user.uid),
      queryFn: ({ signal }) => getUserProfile(user.uid, signal),
      staleTime: 0,
    });
    return { user, role: synced.role };
  } catch (error) {
    console.error('Could not sync the account or look up its role', error);
    return { user, role: null };
  }
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * `signedOut`: the server rendered this page for a visitor without a session (entry-server.tsx), so the
 * first render shows the Login link at once, as the server's HTML does; the session is still read in the
 * background and corrects it should that have changed. Otherwise the session starts unknown (loading).
 */
export function SessionProvider({
  children,
  signedOut = false,
}: {
  children: ReactNode;
  signedOut?: boolean;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ user: null, role: null, loading: !signedOut });
  const userRef = useRef(state.user);
  userRef.current = state.user;
  // Only the latest resolution may land: a slow answer must not overwrite a newer one.
  const generation = useRef(0);

  const resolve = useCallback(
    async (quietly = false) => {
      const current = ++generation.current;
      // Signing in shows the loading state; a refresh while signed in happens in the background.
      if (!userRef.current && !quietly) setState((s) => (s.loading ? s : { ...s, loading: true }));
      const next = await resolveSession(queryClient);
      if (current !== generation.current) return;
      if (!next.user) queryClient.removeQueries({ queryKey: accountKeys.all });
      setState({ ...next, loading: false });
    },
    [queryClient],
  );

  const refresh = useCallback(async () => {
    await resolve();
    broadcast();
  }, [resolve]);

  const signOut = useCallback(async () => {
    generation.current++;
    setState((s) => ({ ...s, loading: true }));
    try {
      await api.post('/api/auth/sign-out');
    } catch (error) {
      setState((s) => ({ ...s, loading: false }));
      throw error;
    }
    queryClient.removeQueries({ queryKey: accountKeys.all });
    setState({ user: null, role: null, loading: false });
    broadcast();
  }, [queryClient]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `signedOut` only describes the first render.
  useEffect(() => {
    // A page the server rendered signed out only checks that nothing changed since: in a task of its own,
    // not among the effects that run as the page hydrates.
    let check: ReturnType<typeof setTimeout> | undefined;
    if (signedOut) check = setTimeout(() => void resolve(true));
    else void resolve();
    const onStorage = (event: StorageEvent) => {
      if (event.key === BROADCAST_KEY) void resolve();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      clearTimeout(check);
      window.removeEventListener('storage', onStorage);
    };
  }, [resolve]);

  const value = useMemo<SessionValue>(() => ({ ...state, signOut, refresh }), [state, signOut, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** Who works in the back office (issue 23): the owner (admin) and the shop's staff. */
export function worksInBackOffice(role: Role | null): boolean {
  return role === 'admin' || role === 'staff';
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
