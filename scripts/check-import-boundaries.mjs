#!/usr/bin/env node
// The import directions of DESIGN §2, checked on every relative import of every source file:
//   web:    components | lib -> features -> app; a feature never imports another feature
//   server: lib | db -> modules -> app.ts; a module reaches another module only through its *-service.ts
//   shared: imports nothing of ours
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry)) yield full;
  }
}

/** [area, layer, unit]: e.g. ['web', 'features', 'cart'] or ['server', 'modules', 'orders']. */
function locate(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'apps' && rel[1] === 'web' && rel[2] === 'src')
    return ['web', rel[3], rel[3] === 'features' ? rel[4] : null];
  if (rel[0] === 'apps' && rel[1] === 'server' && rel[2] === 'src') {
    if (rel.length === 4) return ['server', rel[3].replace(/\.tsx?$/, ''), null];
    return ['server', rel[3], rel[3] === 'modules' ? rel[4] : null];
  }
  if (rel[0] === 'packages' && rel[1] === 'shared') return ['shared', null, null];
  return [null, null, null];
}

function violation(file, target, spec) {
  const [area, layer, unit] = locate(file);
  const [tArea, tLayer, tUnit] = locate(target);
  const isTest = /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);
  if (area === 'shared' && tArea !== 'shared') return 'the shared package imports nothing of ours';
  if (area === 'web') {
    if (['components', 'lib'].includes(layer) && ['features', 'app'].includes(tLayer))
      return `${layer} must not import ${tLayer}`;
    if (layer === 'features' && tLayer === 'app') return 'a feature must not import app';
    if (layer === 'features' && tLayer === 'features' && unit !== tUnit)
      return `feature ${unit} must not import feature ${tUnit}`;
  }
  if (area === 'server' && !isTest) {
    if (['lib', 'db'].includes(layer) && (tLayer === 'modules' || tLayer === 'app'))
      return `${layer} must not import ${tLayer}`;
    if (layer === 'modules' && tLayer === 'app') return 'a module must not import app.ts';
    if (layer === 'modules' && tLayer === 'modules' && unit !== tUnit && !/-service\.ts$/.test(target)) {
      return `module ${unit} may use module ${tUnit} only through its service (${spec})`;
    }
  }
  return null;
}

const problems = [];
for (const dir of ['apps/web/src', 'apps/server/src', 'packages/shared/src']) {
  for (const file of sourceFiles(path.join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts'));
      const problem = violation(file, target, spec);
      if (problem) problems.push(`${path.relative(root, file)}: imports '${spec}': ${problem}`);
    }
  }
}
if (problems.length > 0) {
  console.error(`Import boundaries (DESIGN §2) broken:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries hold.');
