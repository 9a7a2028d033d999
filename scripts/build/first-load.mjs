// First-load JavaScript of `/`: the entry chunk and every chunk it imports statically (what index.html
// modulepreloads), gzip-compressed, read from the build's manifest. Prints the list and, with --check,
// exits 1 when the total exceeds the budget (FIRST_LOAD_BUDGET_KB, default 150).
//   node scripts/build/first-load.mjs [--check] [--json] [dist/web]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const webDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist/web');
const budgetKb = Number(process.env.FIRST_LOAD_BUDGET_KB ?? 150);

/** @returns {{ files: { file: string, bytes: number, gzip: number }[], totalGzip: number, totalBytes: number }} */
export function firstLoad(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key] ?? entries[0];
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(Object.keys(manifest).find((key) => manifest[key] === entries[0]));
  const files = [...seen].map((file) => {
    const content = readFileSync(path.join(dir, file));
    return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  return {
    files,
    totalGzip: files.reduce((sum, file) => sum + file.gzip, 0),
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
  };
}

const result = firstLoad(webDir);
if (args.includes('--json')) {
  console.log(JSON.stringify(result));
} else {
  for (const { file, bytes, gzip } of result.files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB gzip ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  console.log(
    `first-load JS of /: ${(result.totalGzip / 1024).toFixed(1)} KB gzip (${(result.totalBytes / 1024).toFixed(1)} KB raw) ` +
      `in ${result.files.length} files; budget ${budgetKb} KB`,
  );
}
if (args.includes('--check') && result.totalGzip > budgetKb * 1024) {
  console.error(`First-load JS of / is over budget: ${(result.totalGzip / 1024).toFixed(1)} KB gzip > ${budgetKb} KB.`);
  process.exit(1);
}
