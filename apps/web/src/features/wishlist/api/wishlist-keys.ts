export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: (uid: string) => ['wishlist', uid] as const,
};
