import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKeys, getUserProfile } from '@/lib/session';

/** `GET /api/users/{uid}`: role, shipping address and orders; the session fills the same key on sign-in. */
export function userProfileQueryOptions(uid: string) {
  return queryOptions({
    queryKey: accountKeys.user(uid),
    queryFn: ({ signal }) => getUserProfile(uid, signal),
  });
}

export function useUserProfile(uid: string) {
  return useQuery(userProfileQueryOptions(uid));
}
