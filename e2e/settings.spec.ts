import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { totpCode } from '../src/server/platform/totp.js';
import {
  codeMailedTo,
  demo,
  DEMO_PASSWORD,
  enterTwoFactorCode,
  expectNoSeriousWcagViolations,
  login,
  nextTotpCode,
  shootAtBothWidths,
  uniqueEmail,
} from './fixtures';

const PASSWORD = 'campus123';

interface Account {
  email: string;
  password: string;
}

/** A verified account made through the API (sign-up, the mailed code, verification): ready to log in. */
async function newAccount(request: APIRequestContext, prefix: string, role: 'student' | 'mentor' = 'student') {
  const email = uniqueEmail(prefix);
  const registered = await request.post('/api/auth/register', { data: { email, password: PASSWORD, role } });
  expect(registered.status(), await registered.text()).toBe(200);
  const otp = await codeMailedTo(email);
  const verified = await request.post('/api/auth/verifyOtp', { data: { email, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const body = (await verified.json()) as { tempToken: string; user: { id: string } };
  return { email, password: PASSWORD, id: body.user.id, tempToken: body.tempToken };
}

async function photoJpegDataUrl(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="100%" height="100%" fill="#4f46e5"/></svg>`;
  return `data:image/jpeg;base64,${(await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer()).toString('base64')}`;
}

async function photoPng(width = 1600, height = 1200): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#b45309"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fde68a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function signedInPage(browser: Browser, account: Account, userAgent?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  await login(page, account.email, account.password);
  return { context, page };
}

/** An access token for API checks made as that user (a separate session). */
async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const userIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('userId') ?? '');

test.describe('settings and profile editors', () => {
  test('change password: a wrong current password is refused, then the new password logs in and the old one does not', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, 'pw');
    await login(page, account.email, account.password);
    await page.goto('/SelfSetting');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Active sessions' }).getByText('This device')).toBeVisible();
    await expectNoSeriousWcagViolations(page);
    await shootAtBothWidths(page, 'settings-selfsetting');

    const current = page.getByLabel('Current password', { exact: true });
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Please enter your current password.')).toBeVisible();
    await current.fill('not-my-password');
    await next.fill('fresh-pass-2');
    await confirm.fill('fresh-pass-3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await confirm.fill('fresh-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not correct.')).toBeVisible();
    await shootAtBothWidths(page, 'settings-selfsetting-password-errors');
    await current.fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed. Every other device has been signed out.').first()).toBeVisible();
    await expect(current).toHaveValue('');

    // This device stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await page
      .getByRole('button', { name: /log ?out/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);

    await page.getByLabel(/email or phone/i).fill(account.email);
    await page.getByLabel(/^password/i).fill(account.password);
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(page.getByText('Invalid email or password.').first()).toBeVisible();
    await login(page, account.email, 'fresh-pass-2');
  });

  test('ending another session signs that browser out on its next refresh; "Log out everywhere else" ends the rest', async ({
    browser,
    page,
    request,
  }) => {
    const account = await newAccount(request, 'sessions');
    await login(page, account.email, account.password);
    const other = await signedInPage(browser, account, IPHONE);
    const third = await signedInPage(browser, account);

    await page.goto('/SelfSetting');
    const list = page.getByRole('list', { name: 'Active sessions' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').first()).toContainText('This device');
    await expect(list.getByRole('listitem').first()).toContainText('Chrome on');
    await expect(list.getByText('Safari on iPhone')).toBeVisible();
    await expect(list.getByRole('button', { name: /^End session/ })).toHaveCount(2);
    await shootAtBothWidths(page, 'settings-sessions');

    await list
      .getByRole('button', { name: /^End session/ })
      .first()
      .click();
    await expect(page.getByText('Session ended', { exact: true })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // One of the two other browsers was ended: on its next refresh (a reload), it is at the login page.
    await other.page.reload();
    await third.page.reload();
    await expect.poll(() => [other.page, third.page].filter((p) => new URL(p.url()).pathname === '/').length).toBe(1);
    const stillIn = new URL(other.page.url()).pathname === '/' ? third.page : other.page;
    await expect(stillIn).toHaveURL(/\/view$/);

    await page.getByRole('button', { name: 'Log out everywhere else' }).click();
    await expect(page.getByText('Signed out everywhere else', { exact: true })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
    await stillIn.reload();
    await expect(stillIn).toHaveURL(/\/$/);
    await expect(stillIn.getByLabel(/email or phone/i)).toBeVisible();
    // And this one is still signed in.
    await page.reload();
    await expect(page).toHaveURL(/\/SelfSetting$/);
    await other.context.close();
    await third.context.close();
  });

  test('skills: the 2–5 rule, then the saved skills are on /self-profile; someone else’s id is not allowed', async ({ page, request }) => {
    const account = await newAccount(request, 'skills');
    await login(page, account.email, account.password);
    const userId = await userIdOf(page);

    await page.goto(`/ProfileEditSection/${userId}`);
    await expect(page.getByRole('heading', { name: 'Edit profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Profile strength' })).toBeVisible();
    await shootAtBothWidths(page, 'settings-profile-edit-section');
    await page.getByRole('link', { name: /^Skills/ }).click();
    await expect(page).toHaveURL(new RegExp(`/skills/${userId}$`));
    await expect(page.getByText('You have not added any skills yet.', { exact: false })).toBeVisible();
    await shootAtBothWidths(page, 'settings-skills-empty');

    const skills = page.getByRole('combobox', { name: 'Skills' });
    await skills.fill('Pyth');
    await page.getByRole('option', { name: 'Python', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Please select at least 2 skills.')).toBeVisible();
    await skills.fill('Figm');
    await page.getByRole('option', { name: 'Figma', exact: true }).click();
    await skills.fill('Rust for embedded');
    await skills.press('Enter');
    await expect(page.getByRole('list', { name: 'Chosen skills' }).getByRole('listitem')).toHaveCount(3);
    await shootAtBothWidths(page, 'settings-skills');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your skills have been saved.', { exact: true })).toBeVisible();

    await page.goto('/self-profile');
    const region = page.getByRole('region', { name: 'Skills' });
    for (const skill of ['Python', 'Figma', 'Rust for embedded']) await expect(region.getByText(skill, { exact: true })).toBeVisible();

    // Interests work the same way.
    await page.goto(`/interests/${userId}`);
    const interests = page.getByRole('combobox', { name: 'Interests' });
    await interests.fill('Chess');
    await page.getByRole('option', { name: 'Chess', exact: true }).click();
    await interests.fill('Hackath');
    await page.getByRole('option', { name: 'Hackathons', exact: true }).click();
    await shootAtBothWidths(page, 'settings-interests');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your interests have been saved.', { exact: true })).toBeVisible();

    // Another member's editor: the designed "not allowed" page (the server refuses too).
    await page.goto('/skills/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'You can only edit your own profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit my profile' })).toHaveAttribute('href', `/skills/${userId}`);
    await shootAtBothWidths(page, 'settings-not-allowed');
    for (const path of [
      'education',
      'interests',
      'uploadsection',
      'AboutAndExperience',
      'about',
      'ProfileEditSection',
      'DesFollowerMiddleSectionPrivacy',
    ]) {
      await page.goto(`/${path}/00000000-0000-4000-8000-000000000000`);
      await expect(page.getByRole('heading', { name: 'You can only edit your own profile' }), path).toBeVisible();
    }
  });

  test('education, about and experience, photo upload with progress, and the dashboard avatar', async ({ page, request }) => {
    test.setTimeout(90_000);
    const account = await newAccount(request, 'editor');
    await login(page, account.email, account.password);
    const userId = await userIdOf(page);
    // No photo yet: initials in the account menu.
    await expect(page.getByRole('button', { name: /Account menu/ }).locator('img')).toHaveCount(0);

    await page.goto(`/education/${userId}`);
    await expect(page.getByText('No education added yet.', { exact: false })).toBeVisible();
    await shootAtBothWidths(page, 'settings-education-empty');
    await page.getByRole('button', { name: 'Add education' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add education' });
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await expect(dialog.getByText('All required fields must be filled.')).toBeVisible();
    await dialog.getByLabel('College or school').fill('Manipal Institute of Technology');
    await dialog.getByRole('combobox', { name: 'Degree or course' }).fill('B.Tech Mech');
    await dialog.getByLabel('Field of study').fill('Mechanical Engineering');
    await dialog.getByLabel('Start year').fill('2024');
    await dialog.getByLabel('End year').fill('2020');
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await expect(dialog.getByText('The end cannot be before the start.')).toBeVisible();
    await dialog.getByLabel('I study here now').check();
    await shootAtBothWidths(page, 'settings-education-dialog');
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await expect(page.getByText('Education saved', { exact: true })).toBeVisible();
    const entries = page.getByRole('list', { name: 'Education entries' });
    await expect(entries.getByText('Manipal Institute of Technology')).toBeVisible();
    await expect(entries.getByText('2024 – Present')).toBeVisible();
    await page.getByRole('button', { name: 'Add education' }).click();
    await page.getByRole('dialog', { name: 'Add education' }).getByLabel('College or school').fill('Kendriya Vidyalaya, Udupi');
    await page.getByRole('dialog', { name: 'Add education' }).getByRole('button', { name: 'Add entry' }).click();
    await expect(entries.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Move Kendriya Vidyalaya, Udupi up' }).click();
    await expect(entries.getByRole('listitem').first()).toContainText('Kendriya Vidyalaya');
    await page.getByRole('button', { name: 'Remove Kendriya Vidyalaya, Udupi' }).click();
    await expect(entries.getByRole('listitem')).toHaveCount(1);
    await shootAtBothWidths(page, 'settings-education');

    await page.goto(`/about/${userId}`);
    await expect(page.getByRole('heading', { name: 'About and experience', level: 1 })).toBeVisible();
    await page.getByLabel('About', { exact: true }).fill('Second-year mechanical student who builds go-karts.');
    await page.getByRole('button', { name: 'Save about' }).click();
    await expect(page.getByText('About saved', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add experience' }).click();
    const exp = page.getByRole('dialog', { name: 'Add experience' });
    await exp.getByLabel('Title').fill('Chassis Lead, Team Manipal Racing');
    await exp.getByLabel('Company or organisation').fill('Team Manipal Racing');
    await exp.getByLabel('Type').selectOption('Volunteer');
    await exp.getByLabel('Start').fill('2025-01');
    await exp.getByLabel('I am doing this now').check();
    await exp.getByRole('button', { name: 'Add entry' }).click();
    await expect(page.getByText('Experience saved', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Experience entries' }).getByText('Jan 2025 – Present')).toBeVisible();
    await shootAtBothWidths(page, 'settings-about-experience');
    await page.goto('/self-profile');
    await expect(page.getByText('Second-year mechanical student who builds go-karts.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Experience' }).getByText('Chassis Lead, Team Manipal Racing')).toBeVisible();

    await page.goto(`/uploadsection/${userId}`);
    await expect(page.getByText('No photo yet: people see your initials.')).toBeVisible();
    await shootAtBothWidths(page, 'settings-uploadsection-empty');
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photoPng() });
    const preview = page.getByRole('img', { name: 'Preview of your profile photo' });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => [img.src.slice(0, 23), img.naturalWidth, img.naturalHeight])).toEqual([
      'data:image/jpeg;base64,',
      500,
      375,
    ]);
    await expect(page.getByText(/Resized in your browser to JPEG, 500 × 375 px/)).toBeVisible();
    await shootAtBothWidths(page, 'settings-uploadsection-chosen');
    // Slow the upload a little so its progress bar can be seen.
    await page.route('**/api/users/profile', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByText('Photo updated', { exact: true })).toBeVisible();
    await page.unroute('**/api/users/profile');
    await expect(page.getByRole('img', { name: /^Photo of / })).toHaveAttribute('src', /^\/uploads\/profiles\/[a-f0-9]+\.jpg$/);
    await shootAtBothWidths(page, 'settings-uploadsection');

    // The dashboard shows the photo instead of initials.
    await page.goto('/view');
    await expect(page.getByRole('button', { name: /Account menu/ }).locator('img')).toHaveAttribute('src', /^\/uploads\/profiles\//);
    await expect(page.locator('#greeting').locator('xpath=ancestor::section').locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\/profiles\//,
    );
    await shootAtBothWidths(page, 'settings-dashboard-photo');

    await page.goto(`/uploadsection/${userId}`);
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByRole('dialog', { name: 'Remove your photo?' }).getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByText('Photo removed', { exact: true })).toBeVisible();
    await expect(page.getByText('No photo yet: people see your initials.')).toBeVisible();

    await page.goto(`/collab/${userId}`);
    await expect(page.getByText('No collaborators yet')).toBeVisible();
    await expect(page.getByRole('link', { name: /Go to Network/ })).toHaveAttribute('href', '/NetworkPage');
    await shootAtBothWidths(page, 'settings-collab');

    // Settings: deleting the account needs the password, signs out and deletes in 7 days; signing in before then cancels it.
    await page.goto('/SelfSetting');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(confirm.getByText(/everything that belongs to your account is deleted in 7 days/)).toBeVisible();
    await expect(confirm.getByText(/Sign in before then and the deletion is cancelled/)).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    await confirm.getByLabel('Your password').fill('wrong-password');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(confirm.getByText('The password is not correct, so your account was not deleted.')).toBeVisible();
    await shootAtBothWidths(page, 'settings-delete-account');
    await confirm.getByLabel('Your password').fill(account.password);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Account deletion scheduled', { exact: true })).toBeVisible();
    await expect(
      page.getByText(/Your account will be deleted on .+\. Signing in before then cancels the deletion\./).first(),
    ).toBeVisible();
    await page.getByLabel(/email or phone/i).fill(account.email);
    await page.getByLabel(/^password/i).fill(account.password);
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(page.getByText('Your account deletion was cancelled.', { exact: true })).toBeVisible();
    await shootAtBothWidths(page, 'settings-deletion-cancelled');
  });

  test('privacy "only me" hides the demo student’s details from another member', async ({ browser, page, request }) => {
    test.setTimeout(90_000);
    const student = await tokenFor(request, demo.student, DEMO_PASSWORD);
    const studentId = (
      (await (await request.get('/api/users/profile', { headers: { authorization: `Bearer ${student}` } })).json()) as {
        id: string;
      }
    ).id;
    const viewer = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const other = await viewer.newPage();
      await login(other, demo.mentor);

      /** The demo student's card on the people page, showing more until it is there. */
      const cardOf = async () => {
        await other.goto('/follower-section');
        await expect(other.getByRole('heading', { name: 'People you may know' })).toBeVisible();
        await expect(other.getByRole('list', { name: 'Suggested people' })).toBeVisible();
        const card = other.getByRole('listitem', { name: 'Aarav Sharma' });
        while (!(await card.isVisible())) {
          const more = other.getByRole('button', { name: 'Show more people' });
          await expect(more).toBeVisible();
          await more.click();
          await other.waitForLoadState('networkidle');
        }
        return card;
      };

      // Before: everyone sees the skills.
      let card = await cardOf();
      await expect(card.getByRole('list', { name: 'Skills of Aarav Sharma' })).toBeVisible();
      await shootAtBothWidths(other, 'settings-follower-section');

      // The demo student chooses "Only me" for profile details.
      await login(page, demo.student);
      await page.goto('/DesFollowerMiddleSectionPrivacy');
      await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
      const details = page.getByRole('radiogroup', { name: 'Who can see my profile details' });
      await expect(details.getByRole('radio', { name: /Everyone/ })).toBeChecked();
      await details.getByRole('radio', { name: /Only me/ }).check();
      await expectNoSeriousWcagViolations(page);
      await shootAtBothWidths(page, 'settings-privacy');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Privacy settings saved', { exact: true })).toBeVisible();
      await page.goto(`/DesFollowerMiddleSectionPrivacy/${studentId}`);
      await expect(
        page.getByRole('radiogroup', { name: 'Who can see my profile details' }).getByRole('radio', { name: /Only me/ }),
      ).toBeChecked();

      // The other member no longer sees the details: on the people page...
      card = await cardOf();
      await expect(card.getByText('Details are private')).toBeVisible();
      await expect(card.getByRole('list', { name: 'Skills of Aarav Sharma' })).toHaveCount(0);
      await expect(card.getByText('React', { exact: true })).toHaveCount(0);
      // ...nor through the API, while the owner still sees everything.
      const token = await tokenFor(request, demo.mentor, DEMO_PASSWORD);
      const seen = (await (
        await request.get(`/api/users/profile?userId=${studentId}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        about: string;
        Skills: string[];
        education: unknown[];
        detailsHidden: boolean;
        name: string;
      };
      expect(seen).toMatchObject({ name: 'Aarav Sharma', about: '', Skills: [], education: [], detailsHidden: true });
      await page.goto('/self-profile');
      await expect(page.getByRole('region', { name: 'Skills' }).getByText('React', { exact: true })).toBeVisible();
    } finally {
      // Put the demo account back as it was for the other tests.
      await request.patch('/api/users/profile', {
        data: { privacy: { profileDetails: 'everyone' } },
        headers: { authorization: `Bearer ${student}` },
      });
      await viewer.close();
    }
  });

  test('the mentor page: tabs, stats, suggested tags, Cancel reverts, Save saves, and the public view', async ({ page, request }) => {
    test.setTimeout(90_000);
    const mentor = await newAccount(request, 'mentorpage', 'mentor');
    const setup = await request.post('/api/users/mentorProfile', {
      headers: { authorization: `Bearer ${mentor.tempToken}` },
      data: {
        fullName: 'Ritika Menon',
        headline: 'Product Manager',
        about: '7 years in product at consumer startups. I help students break into product management.',
        company: 'Lotus Labs',
        program: 'Product Management Launchpad',
        linkedinUrl: 'https://www.linkedin.com/in/ritika-menon',
        functionalFocusArea: ['Product Management'],
        areaOfExpertise: ['Mock Interviews'],
        profilePictureBase64: await photoJpegDataUrl(),
      },
    });
    expect(setup.status(), await setup.text()).toBe(200);
    await login(page, mentor.email, mentor.password);

    await page.goto('/SelfMentorSectionPage');
    await expect(page.getByRole('heading', { name: 'Your mentor page', level: 1 })).toBeVisible();
    const stats = page.getByRole('definition');
    await expect(stats.filter({ hasText: '7 yrs' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await shootAtBothWidths(page, 'settings-mentor-page');

    // Cancel reverts.
    const about = page.getByRole('textbox', { name: 'About' });
    await about.fill('Something I will not keep.');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(about).toHaveValue(/^7 years in product/);

    // Save saves: about, a suggested expertise tag, and an education entry.
    await about.fill('8 years in product at consumer startups. I help students break into product management.');
    await page.getByRole('tab', { name: 'Area of expertise' }).click();
    const suggested = page.getByRole('button', { name: 'Resume Review', exact: true });
    await expect(suggested).toBeVisible();
    await suggested.click();
    await expect(page.getByRole('list', { name: 'Chosen area of expertise' }).getByText('Resume Review')).toBeVisible();
    await page.getByRole('tab', { name: 'Functional Focus Area' }).click();
    await shootAtBothWidths(page, 'settings-mentor-page-tags');
    await page.getByRole('button', { name: 'Add education' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add education' });
    await dialog.getByLabel('College or school').fill('IIM Kozhikode');
    await dialog.getByRole('combobox', { name: 'Degree or course' }).fill('MBA');
    await dialog.getByLabel('Start year').fill('2015');
    await dialog.getByLabel('End year').fill('2017');
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Mentor page saved', { exact: true })).toBeVisible();
    await expect(stats.filter({ hasText: '8 yrs' })).toBeVisible();

    const saved = await request.get(`/api/users/mentorProfile?userId=${mentor.id}`);
    expect(await saved.json()).toMatchObject({
      yearsOfExperience: 8,
      areaOfExpertise: ['Mock Interviews', 'Resume Review'],
      education: [{ institution: 'IIM Kozhikode', degree: 'MBA', startYear: 2015, endYear: 2017 }],
      totalMentees: 0,
    });

    // The public view: as students see it, nothing to edit.
    await page.getByRole('switch', { name: 'Public Profile View' }).click();
    await expect(page.getByText('This is how students see your page.')).toBeVisible();
    await expect(page.getByText('Resume Review')).toBeVisible();
    await expect(page.getByText('IIM Kozhikode')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await shootAtBothWidths(page, 'settings-mentor-public-view');

    // A student is told the page is for mentors.
    await page
      .getByRole('button', { name: /log ?out/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await login(page, demo.student);
    await page.goto('/SelfMentorSectionPage');
    await expect(page.getByRole('heading', { name: 'This page is for mentors' })).toBeVisible();
  });

  test('two-step sign-in: set up from the QR code’s key, recovery codes shown once, then sign-in asks for the code', async ({
    browser,
    page,
    request,
  }) => {
    test.slow();
    const account = await newAccount(request, 'two-step');
    await login(page, account.email, account.password);
    await page.goto('/SelfSetting');
    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
    // What a person would type into their app instead of scanning: the key shown on the page.
    const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousWcagViolations(page);
    await card.scrollIntoViewIfNeeded();
    await shootAtBothWidths(page, 'settings-two-step-setup');
    await card.getByLabel('Code from the app').fill('000000' === totpCode(secret) ? '111111' : '000000');
    await card.getByRole('button', { name: 'Turn on' }).click();
    await expect(card.getByText('That code is not correct. Please try again.')).toBeVisible();
    await card.getByLabel('Code from the app').fill(await nextTotpCode(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();
    const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await shootAtBothWidths(page, 'settings-two-step-recovery-codes');
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await expect(card.getByText(/^On: signing in asks for a code/)).toBeVisible();
    await expect(codes).toHaveCount(0);

    // Another browser: the password alone is not enough any more.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const other = await context.newPage();
    await other.goto('/');
    await other.getByLabel(/email or phone/i).fill(account.email);
    await other.getByLabel(/^password/i).fill(account.password);
    await other.getByRole('button', { name: /^login$/i }).click();
    await expect(other.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await shootAtBothWidths(other, 'settings-two-step-sign-in');
    await enterTwoFactorCode(other, secret);
    await expect(other).toHaveURL(/\/view$/);
    await context.close();
  });
});
