/**
 * A message for the person at the terminal, set apart from the log lines in a box, e.g. the first-start
 * admin password. Paragraphs are wrapped at word boundaries to fit; a word longer than the box (a long
 * path) is broken.
 */
export function formatBox(paragraphs: string[], maxWidth = 72): string {
  const wrapped = paragraphs.flatMap((paragraph) => (paragraph === '' ? [''] : wrap(paragraph, maxWidth)));
  const width = Math.max(...wrapped.map((line) => line.length));
  const rule = '─'.repeat(width + 4);
  return [`┌${rule}┐`, ...wrapped.map((line) => `│  ${line.padEnd(width)}  │`), `└${rule}┘`].join('\n');
}

function wrap(text: string, width: number): string[] {
  // A line that fits keeps its own spacing (aligned labels).
  if (text.length <= width) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > width) {
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (!rest) continue;
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= width) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The first start's generated admin, printed once where the operator will see it. */
export function adminCredentialsBox(account: {
  email: string;
  password: string;
  file: string;
  signInUrl: string;
}): string {
  return formatBox([
    'Plantopia created an admin account for you',
    '',
    `Email:     ${account.email}`,
    `Password:  ${account.password}`,
    '',
    `Sign in at ${account.signInUrl}. This password is shown only now; it is also saved in ${account.file} (readable by you only).`,
    '',
    'To choose your own admin, set ADMIN_EMAIL and ADMIN_PASSWORD.',
  ]);
}
