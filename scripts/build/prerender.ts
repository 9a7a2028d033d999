import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** Where the pages go inside the web build, and the file that maps each path to its page (read by src/server/platform/web-pages.ts). */
const PRERENDERED_DIR = 'prerendered';
const PRERENDERED_INDEX = 'pages.json';
/** The app's index for each page of the shell, naming its code; and the file of path patterns to them (read there too). */
const SHELL_PAGES_DIR = 'shell-pages';
const SHELL_PAGES_INDEX = 'pages.json';

const ENTRY = 'src/web/prerender.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
/** On a prerendered page's root: main.tsx hydrates what is under it instead of drawing afresh. */
const PRERENDERED_MARK = 'data-prerendered';
/** React draws a page's <title> first; it belongs in the head. */
const LEADING_TITLE = /^<title>[^<]*<\/title>/;

type Manifest = Record<string, { file: string; src?: string; imports?: string[]; isEntry?: boolean }>;

interface LazyComponent {
  _init: (payload: unknown) => unknown;
}

/** The file a loader of the Node build imports: `() => import("./AppShell-x.mjs")` → `AppShell-x.mjs`. */
const importedFile = (load: unknown) => /import\(["']\.\/([^"']+)["']\)/.exec(String(load))?.[1];

/**
 * Which lazily loaded modules a page draws: React.lazy is wrapped before the app is loaded, and each lazy part
 * notes its module (the file its factory imports) whenever React resolves it while drawing. Build time only.
 */
function recordLazyModules(root: string): Set<string> {
  const drawn = new Set<string>();
  const react = createRequire(path.join(root, 'package.json'))('react') as { lazy: (factory: () => unknown) => LazyComponent };
  const lazy = react.lazy;
  react.lazy = (factory) => {
    const component = lazy(factory);
    // lazyPage (src/web/lib/lazyPage.ts) keeps the import on its factory as `load`.
    const file = importedFile((factory as { load?: unknown }).load ?? factory);
    const init = component._init;
    component._init = (payload) => {
      if (file) drawn.add(file);
      return init(payload);
    };
    return component;
  };
  return drawn;
}

/** The browser's files for the Node build's lazily loaded `files`: each module and every chunk it imports. */
function browserFilesOf(files: Iterable<string>, serverManifest: Manifest, browserManifest: Manifest): string[] {
  const sourceOf = new Map(Object.values(serverManifest).map((chunk) => [chunk.file, chunk.src]));
  const entry = Object.entries(browserManifest).find(([, chunk]) => chunk.isEntry);
  const loadedByEntry = new Set(entry ? [entry[0], ...(entry[1].imports ?? [])] : []);
  const keys = new Set<string>();
  const add = (key: string) => {
    if (loadedByEntry.has(key) || keys.has(key)) return;
    keys.add(key);
    for (const imported of browserManifest[key]?.imports ?? []) add(imported);
  };
  for (const file of files) {
    const source = sourceOf.get(file);
    if (!source || !browserManifest[source]) throw new Error(`no browser chunk for the lazily loaded ${file}`);
    add(source);
  }
  return [...keys].map((key) => `/${browserManifest[key]?.file ?? key}`);
}

/** The page's lazily loaded modules and the chunks they import, for the boot script to fetch with the app's. */
const PAGE_CODE_META = 'campus:page-code';
/** The app's entry script and the chunks Vite preloads with it, as the built index.html names them. */
const ENTRY_TAGS = /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * A prerendered page, or a signed-in page's frame, paints from its HTML and CSS alone, so its code is fetched once it has painted: on a slow
 * link the scripts would otherwise share the bandwidth with the stylesheet and the font the first paint waits
 * for. A hidden tab paints nothing (and gets no animation frames), so it starts at once. Each preload link goes in
 * a task of its own: starting a request costs the main thread a few milliseconds on a phone, and forty of them in
 * one task would block it for as long.
 */
async function writeBootScript(outDir: string, template: string): Promise<string> {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
  if (!entry) throw new Error('index.html names no entry script');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  const code = `const entry = ${JSON.stringify(entry)};
const preloads = ${JSON.stringify(preloads)};
const listed = (name) => (document.querySelector(\`meta[name="\${name}"]\`)?.content ?? '').split(' ').filter(Boolean);
const start = () => {
  import(entry);
  const hrefs = [...preloads, ...listed(${JSON.stringify(PAGE_CODE_META)})];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = hrefs.shift();
    document.head.append(link);
    if (hrefs.length > 0) channel.port2.postMessage(null);
    else channel.port1.close();
  };
  if (hrefs.length > 0) channel.port2.postMessage(null);
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
`;
  const file = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(outDir, file), code);
  return file;
}

/** The script that starts a signed-in page's session renewal while the app's code downloads (src/web/lib/early-refresh.ts). */
async function writeEarlyRefreshScript(outDir: string, code: string): Promise<string> {
  const file = `assets/early-refresh-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(outDir, file), code);
  return file;
}

interface PrerenderEntry {
  PRERENDERED_PATHS: readonly string[];
  SHELL_PAGE_CODE: readonly { path: string; loads: readonly unknown[] }[];
  renderPage(path: string): Promise<string>;
  renderLoadingScreen(): string;
  renderShellFrame(path: string): Promise<string>;
  earlyRefreshScript(): string;
}

/** `/` → `index.html`, `/FreelancingSection` → `FreelancingSection.html`, `/blog/:userId` → `blog_userId.html`. */
const fileFor = (pagePath: string) => `${pagePath === '/' ? 'index' : pagePath.slice(1).replaceAll('/', '_').replaceAll(':', '')}.html`;

/** A route's path as the pattern the server matches (case-insensitive, as the router matches): `:name` is one segment. */
export const routePattern = (routePath: string) =>
  `^${routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')}/?$`;

/**
 * The app's index for each page of the shell: the page's frame drawn in (its heading, where it has a stand-in), the
 * session renewal started at once, and the code (the entry's, the shell's and the page's chunks) named for the boot
 * script, which fetches it all once the frame has painted: on a slow link the forty-odd scripts would otherwise share
 * the bandwidth with the stylesheet and the font the first paint waits for. Patterns in route order; the first match wins.
 */
async function writeShellPages(
  outDir: string,
  template: string,
  boot: string,
  entry: PrerenderEntry,
  serverManifest: Manifest,
  browserManifest: Manifest,
) {
  const pagesDir = path.join(outDir, SHELL_PAGES_DIR);
  await rm(pagesDir, { recursive: true, force: true });
  await mkdir(pagesDir, { recursive: true });
  const index: { pattern: string; file: string }[] = [];
  const earlyRefresh = await writeEarlyRefreshScript(outDir, entry.earlyRefreshScript());
  for (const page of entry.SHELL_PAGE_CODE) {
    const files = page.loads.map((load) => {
      const file = importedFile(load);
      if (!file) throw new Error(`no module import in the loader of ${page.path}`);
      return file;
    });
    const pageCode = browserFilesOf(files, serverManifest, browserManifest);
    const file = fileFor(page.path);
    const frame = await entry.renderShellFrame(page.path);
    if (/<script\b/i.test(frame)) throw new Error(`${page.path}'s frame was drawn with an inline script, which the CSP refuses`);
    const head = [
      // First: the renewal is the first thing the app waits for, and needs none of its code.
      `<script async src="/${earlyRefresh}"></script>`,
      `<meta name="${PAGE_CODE_META}" content="${pageCode.join(' ')}">`,
      `<script type="module" src="/${boot}"></script>`,
    ].join('\n    ');
    const html = template
      .replace(ENTRY_TAGS, '')
      .replace('</head>', `  ${head}\n  </head>`)
      .replace(ROOT_ELEMENT, `<div id="root">${frame}</div>`);
    await writeFile(path.join(pagesDir, file), html);
    index.push({ pattern: routePattern(page.path), file: `${SHELL_PAGES_DIR}/${file}` });
  }
  await writeFile(path.join(pagesDir, SHELL_PAGES_INDEX), JSON.stringify(index, null, 2));
}

/**
 * The visitor pages that look the same for everyone (PRERENDERED_PATHS in src/web/app/routes.tsx), drawn once at
 * build time into the built index.html: a phone paints them from the HTML instead of after the app's code has been
 * fetched and run, and the app then hydrates what is there. The app is bundled for Node beside the web build
 * (dist/prerender, not served) and rendered with React's static renderer, which waits for every lazy page.
 */
export function prerenderPages(): Plugin {
  let root = '.';
  let outDir = 'dist/web';
  return {
    name: 'campus:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const serverOut = path.resolve(root, 'dist/prerender');
        const drawn = recordLazyModules(root);
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          publicDir: false,
          build: {
            ssr: ENTRY,
            outDir: serverOut,
            emptyOutDir: true,
            manifest: true,
            rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const entry = (await import(pathToFileURL(path.join(serverOut, 'prerender.mjs')).href)) as PrerenderEntry;
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const readManifest = async (dir: string) => JSON.parse(await readFile(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const [serverManifest, browserManifest] = await Promise.all([readManifest(serverOut), readManifest(outDir)]);
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to draw the pages into`);
        const pagesDir = path.join(outDir, PRERENDERED_DIR);
        await rm(pagesDir, { recursive: true, force: true });
        await mkdir(pagesDir, { recursive: true });
        const boot = await writeBootScript(outDir, template);
        const index: Record<string, string> = {};
        for (const pagePath of entry.PRERENDERED_PATHS) {
          drawn.clear();
          const html = await entry.renderPage(pagePath);
          if (/<script\b/i.test(html)) throw new Error(`${pagePath} was drawn with an inline script, which the CSP refuses`);
          const pageCode = browserFilesOf(drawn, serverManifest, browserManifest);
          const title = LEADING_TITLE.exec(html);
          const head = [
            `<meta name="${PAGE_CODE_META}" content="${pageCode.join(' ')}">`,
            `<script type="module" src="/${boot}"></script>`,
          ].join('\n    ');
          const page = template
            .replace(ENTRY_TAGS, '')
            // Before the template's title, as a page drawn in the browser puts it: React takes over the first title
            // while hydrating and removes it when the page goes, and the template's is left for pages without one.
            .replace(/<title>[^<]*<\/title>/, title ? `${title[0]}$&` : '$&')
            .replace('</head>', `  ${head}\n  </head>`)
            // Inert until hydrated (main.tsx): a tap before then would otherwise be lost, or submit a form natively.
            .replace(ROOT_ELEMENT, `<div id="root" ${PRERENDERED_MARK} inert>${title ? html.slice(title[0].length) : html}</div>`);
          const file = fileFor(pagePath);
          await writeFile(path.join(pagesDir, file), page);
          index[pagePath] = `${PRERENDERED_DIR}/${file}`;
        }
        await writeFile(path.join(pagesDir, PRERENDERED_INDEX), JSON.stringify(index, null, 2));
        // Every other page starts with the session check's loading screen: drawn in the app's index.html, it paints
        // with the stylesheet instead of after the app's code has arrived, and the app draws over it (main.tsx).
        const indexHtml = template.replace(ROOT_ELEMENT, `<div id="root">${entry.renderLoadingScreen()}</div>`);
        await writeFile(path.join(outDir, 'index.html'), indexHtml);
        await writeShellPages(outDir, template, boot, entry, serverManifest, browserManifest);
      },
    },
  };
}
