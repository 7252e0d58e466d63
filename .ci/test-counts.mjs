// Reads a CI phase's output and says how many tests each runner executed in it, from the runners' own
// summary lines: Vitest's "Tests  670 passed | 15 skipped (685)", Playwright's "89 passed (5.1m)".
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const text = stripVTControlCharacters(readFileSync(process.argv[2], 'utf8'));
const parts = [];

for (const [, summary] of text.matchAll(/^\s*Tests\s+(\d+ \w+(?: \| \d+ \w+)*)/gm)) {
  parts.push(`vitest ${summary.replaceAll(' |', ',')}`);
}

const playwright = {};
let afterPlaywright = false;
for (const line of text.split('\n')) {
  if (/^Running \d+ tests? using/.test(line)) afterPlaywright = true;
  const match =
    afterPlaywright && line.match(/^\s+(\d+) (passed|failed|flaky|skipped|interrupted|did not run)\b/);
  if (match) playwright[match[2]] = (playwright[match[2]] ?? 0) + Number(match[1]);
}
if (Object.keys(playwright).length > 0) {
  parts.push(
    `playwright ${Object.entries(playwright)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ')}`,
  );
}

console.log(parts.join('; ') || '-');
