import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Tests tagged @quarantine failed or never finished on the last merged build; they stay in the tree and
  // run with E2E_QUARANTINE=1 until they are fixed (each is named in the open issue it belongs to).
  ...(process.env.E2E_QUARANTINE === '1' ? {} : { grepInvert: /@quarantine/ }),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A trace recorded for every test made the suite a third slower (settings and careers specs: 4.9 → 3.1 min on
    // a slow host); CI retries a failure once, and that retry records one. Locally: --trace on.
    trace: 'on-first-retry',
    // The service worker precaches the whole release on a first visit: only the specs about it let it run
    // (test.use({ serviceWorkers: 'allow' })), so no other test shares its page with that download.
    serviceWorkers: 'block',
    // The app stops its looping animations for reduced motion (styles.css): Chromium then stops painting them frame
    // after frame in software, CPU the two cores need for the server and the test.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-gpu', '--disable-quic', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // Tests tagged @mobile are the phone's: the desktop project leaves them out by tag, so they need no skip of their own.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: process.env.E2E_QUARANTINE === '1' ? /@mobile/ : /@mobile|@quarantine/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 780 } }, grep: /@mobile/ },
  ],
});
