// The bundle's composition as a Markdown table (for docs/benchmarks.md): for the first load of `/` and for the
// whole app, the share each package or source folder has of the code (sizes as bundled, before minification), from the visualizer's
// data that `vite build` writes to dist/bundle-stats.json. Gzip is measured per file (first-load.mjs): module by
// module it would count each module's dictionary again.
//   node scripts/build/bundle-report.mjs [dist]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const stats = JSON.parse(readFileSync(path.join(dist, 'bundle-stats.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(path.join(dist, 'web/.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstLoad = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file)) return;
  firstLoad.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);

/** node_modules/<package> or the first two folders under src/ (src/web/lib, src/shared/contracts...). */
const group = (id) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1];
  const source = /\/(src\/[^/]+\/[^/]+)/.exec(id);
  return source ? source[1].replace(/\.[jt]sx?$/, '') : path.basename(id);
};

const sizes = { first: new Map(), all: new Map() };
for (const meta of Object.values(stats.nodeMetas)) {
  for (const [chunk, partUid] of Object.entries(meta.moduleParts)) {
    const part = stats.nodeParts[partUid];
    const key = group(meta.id);
    sizes.all.set(key, (sizes.all.get(key) ?? 0) + part.renderedLength);
    if (firstLoad.has(chunk)) sizes.first.set(key, (sizes.first.get(key) ?? 0) + part.renderedLength);
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = (map) => [...map.values()].reduce((sum, n) => sum + n, 0);
const table = (title, map, rows) => {
  const sum = total(map);
  const sorted = [...map].sort((a, b) => b[1] - a[1]);
  const shown = sorted.slice(0, rows);
  const rest = sorted.slice(rows).reduce((acc, [, n]) => acc + n, 0);
  const bar = (n) => '█'.repeat(Math.max(1, Math.round((n / sum) * 40)));
  console.log(`\n**${title}**\n`);
  console.log('| part | KB before minification | share | |');
  console.log('|---|---:|---:|---|');
  for (const [name, n] of shown) console.log(`| ${name} | ${kb(n)} | ${Math.round((n / sum) * 100)}% | ${bar(n)} |`);
  if (rest) console.log(`| ${sorted.length - rows} others | ${kb(rest)} | ${Math.round((rest / sum) * 100)}% | ${bar(rest)} |`);
};
const bytesOf = (files) => files.reduce((sum, file) => sum + readFileSync(path.join(dist, 'web', file)).length, 0);
const gzipOf = (files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, 'web', file)), { level: 9 }).length, 0);
const jsFiles = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js'));
table(
  `First load of /: ${firstLoad.size} files, ${kb(bytesOf([...firstLoad]))} KB minified, ${kb(gzipOf([...firstLoad]))} KB gzip`,
  sizes.first,
  12,
);
table(
  `Whole app, every route: ${jsFiles.length} files, ${kb(bytesOf(jsFiles))} KB minified, ${kb(gzipOf(jsFiles))} KB gzip`,
  sizes.all,
  15,
);
