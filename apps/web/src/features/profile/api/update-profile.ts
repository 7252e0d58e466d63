import type { ShopUser, UpdateProfile, UserProfile } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys, useSession } from '@/lib/session';

/** `PUT /api/users/{uid}`: name, photo and address (the account's own name and photo change with them). */
export function updateProfile(uid: string, changes: UpdateProfile): Promise<ShopUser> {
  return api.put<ShopUser>(`/api/users/${encodeURIComponent(uid)}`, changes);
}

export function useUpdateProfile(uid: string) {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: (changes: UpdateProfile) => updateProfile(uid, changes),
    onSuccess: async (saved) => {
      queryClient.setQueryData<UserProfile>(accountKeys.user(uid), (old) =>
        old ? { ...old, ...saved } : old,
      );
      // The session is read again, so the navigation's name and avatar follow the saved profile.
      await refresh();
    },
  });
}
