let loading: Promise<typeof import('./newsletter-signup')> | undefined;

/** The sign-up's validation, downloaded once: when the shopper first focuses the field, at the latest on submit. */
export function loadNewsletterSignup() {
  loading ??= import('./newsletter-signup').catch((error: unknown) => {
    // Offline or a new deployment: the next attempt tries again.
    loading = undefined;
    throw error;
  });
  return loading;
}
