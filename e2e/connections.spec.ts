import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demo, login } from './fixtures';

interface Session {
  id: string;
  headers: { authorization: string };
}

async function session(request: APIRequestContext, email: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { accessToken: string; user: { id: string } };
  return { id: body.user.id, headers: { authorization: `Bearer ${body.accessToken}` } };
}

/** Seeded students log in as student.<username with dots>@example.com. */
const studentEmail = (username: string) => `student.${username.replace(/_/g, '.')}@example.com`;

/** Makes `a` and `b` connected whatever the demo data already holds between them. */
async function ensureConnected(request: APIRequestContext, a: Session, b: Session) {
  const statusOf = async () =>
    (await (await request.get(`/api/connections/status/${b.id}`, { headers: a.headers })).json()) as {
      status: string;
      requestId: string | null;
    };
  let status = await statusOf();
  if (status.status === 'none') {
    const res = await request.post(`/api/connections/connect/${b.id}`, { headers: a.headers, data: { userId: a.id } });
    expect(res.status(), await res.text()).toBe(200);
    status = await statusOf();
  }
  if (status.status === 'requested' || status.status === 'incoming') {
    const answerer = status.status === 'requested' ? b : a;
    const res = await request.post(`/api/connections/requests/${status.requestId}/accept`, { headers: answerer.headers, data: {} });
    expect(res.status(), await res.text()).toBe(200);
    status = await statusOf();
  }
  expect(status.status).toBe('connected');
}

test.describe('network: another student’s profile and managing connections', () => {
  test('locked profile, Connect then Cancel, then search and remove a connection', async ({ page, request }) => {
    test.setTimeout(90_000);
    const me = await session(request, demo.student);
    const ishita = await session(request, studentEmail('ishita_verma'));
    const kabir = await session(request, studentEmail('kabir_m'));
    await ensureConnected(request, me, ishita);
    await ensureConnected(request, me, kabir);

    await login(page, demo.student);

    // Someone not connected, found through "People you may know".
    await page.goto('/NetworkPage');
    const suggested = page.getByRole('list', { name: 'Suggested people' });
    await expect(suggested).toBeVisible();
    // The first suggested person with no relation at all (the demo data may hold requests either way).
    const cards = suggested.getByRole('listitem').filter({ has: page.getByRole('link') });
    await expect(cards.first()).toBeVisible();
    let card = cards.first();
    for (const candidate of await cards.all()) {
      const href = (await candidate.getByRole('link').getAttribute('href')) ?? '';
      const otherId = href.split('/').pop() ?? '';
      const relation = (await (await request.get(`/api/connections/status/${otherId}`, { headers: me.headers })).json()) as {
        status: string;
      };
      if (relation.status === 'none') {
        card = candidate;
        break;
      }
    }
    const name = (await card.getAttribute('aria-label')) ?? '';
    expect(name).not.toBe('');
    const skills = await card
      .getByRole('list', { name: `Skills of ${name}` })
      .getByRole('listitem')
      .allTextContents();
    const shownSkills = skills.filter((skill) => !/^\+\d+ more$/.test(skill));
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/AfterConnecting\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The Collabs and Skills area is locked, and the person's skills are not in the page at all.
    await expect(page.getByText('Connect to explore further')).toBeVisible();
    for (const skill of shownSkills) await expect(page.getByText(skill, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Skills' })).toHaveCount(0);

    // Connect, then Cancel.
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByText('Connection request sent successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Requested', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Requested', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('connectionStatuses'))).toContain('requested');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByText('Connection request canceled successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();

    // Manage Your Connection: search narrows the list; remove one with the confirmation.
    await page.goto('/SelfConnectionPage');
    await expect(page.getByRole('heading', { name: 'Manage Your Connection' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Connections' });
    await expect(list.getByText('kabir_m', { exact: true })).toBeVisible();
    await expect(list.getByText('ishita_verma', { exact: true })).toBeVisible();
    await expect(list.getByText(/^Connected since [A-Z][a-z]+ \d{1,2}, \d{4}$/).first()).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search connections' }).fill('kabir');
    await expect(list.getByText('ishita_verma', { exact: true })).toHaveCount(0);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await list
      .getByRole('listitem')
      .getByRole('button', { name: /^Remove / })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Remove');
    await dialog.getByRole('button', { name: 'Remove connection' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('No connections found.')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search connections' }).fill('');
    await expect(page.getByRole('list', { name: 'Connections' }).getByText('ishita_verma', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Connections' }).getByText('kabir_m', { exact: true })).toHaveCount(0);
    const status = (await (await request.get(`/api/connections/status/${kabir.id}`, { headers: me.headers })).json()) as { status: string };
    expect(status.status).toBe('none');
  });
});
