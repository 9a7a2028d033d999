import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** What a newcomer reads on a fresh machine (issue 32, item 15): `npm install`, then `npm run demo`. */
describe('a quiet install and demo', () => {
  it('leaves no install script unreviewed, so npm install ends without the "not yet covered by allowScripts" list', async () => {
    const { stdout } = await run('npm', ['install-scripts', 'ls'], { cwd: process.cwd() });
    expect(stdout).toContain('No packages with unreviewed install scripts.');
  });

  it('loads the Vite config without a configLoader warning', async () => {
    const warnings: string[] = [];
    const base = createLogger('warn');
    const logger: Logger = { ...base, warn: (message) => warnings.push(message), warnOnce: (message) => warnings.push(message) };
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts', process.cwd(), 'warn', logger);
    expect(loaded?.config.build?.outDir).toBe('dist/web');
    expect(warnings).toEqual([]);
  });

  it('builds the demo without the list of chunk sizes and starts the server last, so its banner ends the output', async () => {
    const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.demo).toMatch(/vite build --logLevel warn/);
    expect(scripts.demo).toMatch(/(npm start|node dist\/server\/server\/main\.js)[^&]*$/);
  });
});
