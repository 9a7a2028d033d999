import { expect, test } from '@playwright/test';
import type { PushPayload } from '../src/shared/contracts/notifications.js';
import { browserKeys, decryptPush, startPushService, verifyVapid } from '../src/server/test/push-service.js';
import { demo, login, shootAtBothWidths } from './fixtures';

/**
 * Issue 35.3 in Chromium: a student turns push on in settings, another student writes to her, and the server's real
 * encrypted, VAPID-signed push reaches the local stand-in for the push service, which decrypts it.
 *
 * Chromium's own PushManager.subscribe registers with Google's FCM, which this machine cannot reach: the init script
 * below stands in for that registration only. It answers a subscription whose endpoint is the stand-in and whose keys
 * were made here, as a browser would make them, so the stand-in can decrypt what the server sends. The permission
 * prompt, the service worker, the app's code that posts the subscription, the message and the push are all real.
 */

test.use({ serviceWorkers: 'allow' });

// A student of the demo network connected to the demo student, whom no other spec signs in as: her device stays hers.
const RECEIVER = { email: 'student.neha.bansal@example.com' };
const SENDER = { email: demo.student, name: 'Aarav Sharma' };

test('push turned on in settings carries a message from another student to the push service', async ({ browser, context, page }) => {
  test.slow(); // two accounts, two sign-ins, and a push that waits 10 s for the message to be read first
  const service = await startPushService();
  try {
    const keys = browserKeys();
    const endpoint = service.endpoint();
    await context.grantPermissions(['notifications']);
    await context.addInitScript((subscription) => {
      // What PushManager.subscribe was given, kept per origin as the browser keeps a subscription.
      const stored = 'e2e-push-application-server-key';
      const base64url = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const made = (applicationServerKey: string) => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey },
        toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
        unsubscribe: () => Promise.resolve(localStorage.removeItem(stored) === undefined),
      });
      PushManager.prototype.subscribe = function subscribe(options?: PushSubscriptionOptionsInit) {
        // Chromium's own refusals: without the permission, without a user-visible promise, without the server's key.
        if (Notification.permission !== 'granted') return Promise.reject(new DOMException('permission denied', 'NotAllowedError'));
        const key = options?.applicationServerKey;
        if (!options?.userVisibleOnly || !key || typeof key === 'string') {
          return Promise.reject(new DOMException('userVisibleOnly and a key are required', 'NotSupportedError'));
        }
        const bytes = ArrayBuffer.isView(key) ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength) : new Uint8Array(key);
        localStorage.setItem(stored, base64url(bytes));
        return Promise.resolve(made(base64url(bytes)) as unknown as PushSubscription);
      };
      PushManager.prototype.getSubscription = function getSubscription() {
        const key = localStorage.getItem(stored);
        return Promise.resolve(key === null ? null : (made(key) as unknown as PushSubscription));
      };
    }, keys.json(endpoint));

    // The receiver turns push on for this browser in settings.
    await login(page, RECEIVER.email);
    const receiverId = await page.evaluate(() => localStorage.getItem('userId'));
    expect(receiverId).toBeTruthy();
    await page.goto('/SelfSetting#notifications');
    const devices = page.getByRole('list', { name: 'Devices that receive push' });
    await expect(page.getByText('No device receives push yet.')).toBeVisible();
    const posted = page.waitForResponse(
      (response) => response.url().endsWith('/api/notifications/push/devices') && response.request().method() === 'POST',
      { timeout: 20_000 },
    );
    await page.getByRole('button', { name: 'Turn on push on this device' }).click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByText('Push is on for this device', { exact: true })).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices.getByRole('listitem')).toContainText('This device');
    await expect(page.getByRole('button', { name: 'Turn on push on this device' })).toHaveCount(0);
    await page.locator('#notifications').scrollIntoViewIfNeeded();
    await shootAtBothWidths(page, 'settings-push');
    const subscribedKey = await page.evaluate(() => localStorage.getItem('e2e-push-application-server-key'));
    const serverKey = ((await (await page.request.get('/api/notifications/push/key')).json()) as { publicKey: string }).publicKey;
    expect(subscribedKey, 'the app subscribed with the server’s VAPID key').toBe(serverKey);

    // Another student, in a browser of her own, writes to the receiver from the receiver's profile.
    const senderContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const sender = await senderContext.newPage();
    await login(sender, SENDER.email);
    await sender.goto(`/AfterConnecting/${receiverId}`);
    await sender.getByRole('button', { name: 'Message', exact: true }).click();
    await expect(sender).toHaveURL(/\/MessageFinalClass2\/[0-9a-f-]{36}$/);
    const conversationPath = new URL(sender.url()).pathname;
    const text = `Pushed to your phone? ${Date.now()}`;
    await sender.getByLabel('Message', { exact: true }).fill(text);
    await sender.keyboard.press('Enter');
    await expect(sender.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
    await senderContext.close();

    // The push waits PUSH_DELAY_SECONDS (10 s) for the message to be read in an open tab; the receiver has not read it.
    await service.waitForCount(1, 40_000);
    const [push] = service.to(endpoint);
    expect(push, 'the push went to the subscribed endpoint').toBeDefined();
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    await verifyVapid(push!, serverKey, service.origin);
    const payload = JSON.parse(decryptPush(push!.body, keys)) as PushPayload;
    expect(payload).toMatchObject({ title: SENDER.name, url: conversationPath, type: 'message' });
    expect(payload.body).toContain(text);

    // What the stand-in decrypted goes to the app's service worker as the browser's push service would hand it over
    // (DevTools' ServiceWorker.deliverPushMessage): it shows the system notification with the sender and the link.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(page.url()).origin;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(payload) });
    const shown = async () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          url: (notification.data as { url: string }).url,
        })),
      );
    await expect.poll(shown).toEqual([{ title: SENDER.name, body: payload.body, url: conversationPath }]);

    // The push's link opens the conversation with the message.
    await page.goto(payload.url);
    await expect(page.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();

    // The receiver removes the device again (the stand-in goes away with this test).
    await page.goto('/SelfSetting#notifications');
    await devices.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByText('No device receives push yet.')).toBeVisible();
  } finally {
    await service.close();
  }
});
