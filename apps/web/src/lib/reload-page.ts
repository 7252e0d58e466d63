/**
 * Loads the page again from the server: the way back when a page's code could not be downloaded, and
 * the error screens' Try Again. One module so that tests can watch it: a document's `location` cannot be
 * replaced, not even in jsdom's.
 */
export function reloadPage(): void {
  window.location.reload();
}
