/**
 * JSON that is safe inside a `<script>` element (a JSON-LD block, the page's data block): no `</script>`,
 * no `<!--`, no line separators that old parsers end a line at.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
