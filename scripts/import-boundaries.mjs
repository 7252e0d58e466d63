#!/usr/bin/env node
// Checks the import directions of docs/architecture.md §2 with dependency-cruiser and the rules in .dependency-cruiser.mjs.
// `npm run lint` runs it; it prints one line when every rule holds, and each broken rule otherwise.
//
// Why not the `depcruise` CLI: dependency-cruiser 18 is the first whose swc parser reads .tsx (its tsc parser
// needs TypeScript < 7), and its CLI refuses to start on Node < 22. Its API has no such check and runs on
// this repo's Node 20. On Node 22, `depcruise apps/web/src apps/server/src packages/shared/src` replaces it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const repo = path.resolve(import.meta.dirname, '..');
const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', 'packages/shared/src'];

/**
 * Cruises `roots` of `baseDir`, a tree laid out like this repository (its own apps/web/tsconfig.json
 * included), and reports in `outputType` (default: the cruise result as an object).
 * @param {{ baseDir?: string, roots?: string[], outputType?: import('dependency-cruiser').OutputType }} [what]
 */
export async function cruiseImports({ baseDir = repo, roots = SOURCE_ROOTS, outputType } = {}) {
  const options = await extractDepcruiseOptions(path.join(repo, '.dependency-cruiser.mjs'));
  const tsConfig = { fileName: path.join(baseDir, options.tsConfig.fileName) };
  return cruise(roots, { ...options, tsConfig, baseDir, outputType });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { output, exitCode } = await cruiseImports({ outputType: 'err' });
  process.stdout.write(output);
  process.exitCode = exitCode;
}
