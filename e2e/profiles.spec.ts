import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { codeMailedTo, demo, login, uniqueEmail, uniquePhone } from './fixtures';

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/** A photo as a phone would take it: a large PNG, made here so the test needs no file on disk. */
async function photoPng(width = 1600, height = 1200): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#0f766e"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fdba74"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Screenshots of the current page at 1280 px and at 375 px wide. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 780 });
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name}: no sideways scroll at 375 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signUpToWizard(page: Page, email: string, variant: 'student' | 'mentor' = 'student') {
  await page.goto(variant === 'mentor' ? '/MentorSignup' : '/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password (6 or more characters)').fill('campus123');
  await page.getByLabel('Confirm password').fill('campus123');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  const code = await codeMailedTo(email);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(variant === 'mentor' ? /\/MentorAfterOtpSection$/ : /\/AfterOtpSection1$/);
}

const alert = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test.describe('profiles', () => {
  test('a new student completes the four wizard steps, lands on /view and sees the data on /self-profile', async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 12.9716, longitude: 77.5946 });
    const email = uniqueEmail('wizard');
    const phone = uniquePhone();
    const username = `wiz_${Date.now().toString(36)}`;
    await signUpToWizard(page, email);

    // Step 1: username, gender, location.
    await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Step 1 of 4' })).toBeVisible();
    await shoot(page, 'wizard-1-about-you');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(alert(page, 'All fields are required')).toBeVisible();
    await shoot(page, 'wizard-1-about-you-errors');
    await page.getByLabel('Username').fill(username);
    await page.getByText('Female', { exact: true }).click();
    await page.getByRole('button', { name: 'Track Location' }).click();
    await expect(page.getByLabel('Location')).toHaveValue('Bengaluru, India');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: college, semester, course, phone.
    await expect(page.getByRole('heading', { name: 'Your college' })).toBeVisible();
    await shoot(page, 'wizard-2-college');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(alert(page, 'All required fields must be filled.')).toBeVisible();
    await page.getByLabel('College').fill('RV College of Engineering');
    await page.getByLabel('Semester').fill('Sem 5');
    await page.getByRole('combobox', { name: 'Course' }).fill('B');
    await page.getByLabel('Phone number').pressSequentially('98765-4321x');
    // Non-digits are stripped while typing.
    await expect(page.getByLabel('Phone number')).toHaveValue('987654321');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(alert(page, 'Please enter a valid 10-digit phone number.')).toBeVisible();
    await expect(alert(page, 'Course name must be at least 2 characters long.')).toBeVisible();
    await shoot(page, 'wizard-2-college-errors');
    await page.getByRole('combobox', { name: 'Course' }).fill('btech');
    await page.getByRole('option', { name: 'B.Tech CSE', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue('B.Tech CSE');
    // A message goes as soon as its field is right, before Next is pressed again.
    await expect(alert(page, 'Course name must be at least 2 characters long.')).toHaveCount(0);
    // A phone number another account holds is reported here at step 2, not at Finish (the demo student's).
    await page.getByLabel('Phone number').fill('9876543210');
    await expect(alert(page, 'Please enter a valid 10-digit phone number.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(alert(page, 'This phone number is already linked to another account.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your college' })).toBeVisible();
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: interests and skills, 2 to 5 each.
    await expect(page.getByRole('heading', { name: 'Interests and skills' })).toBeVisible();
    const interests = page.getByRole('combobox', { name: 'Interests' });
    const skills = page.getByRole('combobox', { name: 'Skills' });
    await interests.fill('Chess');
    await interests.press('Enter');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(alert(page, 'Please select at least 2 interests and 2 skills.')).toBeVisible();
    await shoot(page, 'wizard-3-interests-errors');
    for (const topic of ['Hackathons', 'Startups', 'Photography', 'Music']) {
      await interests.fill(topic);
      await page.getByRole('option', { name: topic, exact: true }).click();
    }
    // Interests are right now; the message stays while the skills are not.
    await expect(alert(page, 'Please select at least 2 interests and 2 skills.')).toBeVisible();
    // Five chosen: no sixth, and no duplicates.
    await expect(page.getByText('5/5 chosen · at least 2')).toBeVisible();
    await expect(interests).toBeDisabled();
    await page.getByRole('button', { name: 'Remove Music' }).click();
    await interests.fill('chess');
    await expect(page.getByRole('option', { name: /chess/i })).toHaveCount(0);
    await interests.fill('');
    await skills.fill('Pyth');
    await page.getByRole('option', { name: 'Python', exact: true }).click();
    await page.getByRole('button', { name: 'SQL', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Chosen skills' }).getByRole('listitem')).toHaveCount(2);
    // Both right: the message has gone before Next is pressed again.
    await expect(alert(page, 'Please select at least 2 interests and 2 skills.')).toHaveCount(0);
    await shoot(page, 'wizard-3-interests');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: the photo.
    await expect(page.getByRole('heading', { name: 'Profile photo' })).toBeVisible();
    await shoot(page, 'wizard-4-photo');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(alert(page, 'Profile photo is required.')).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photoPng() });
    const preview = page.getByRole('img', { name: 'Preview of your profile photo' });
    await expect(preview).toBeVisible();
    await expect(alert(page, 'Profile photo is required.')).toHaveCount(0);
    // Resized in the browser: a JPEG whose longest side is 500 px.
    const sent = await preview.evaluate((img: HTMLImageElement) => ({
      src: img.src.slice(0, 23),
      width: img.naturalWidth,
      height: img.naturalHeight,
    }));
    expect(sent).toEqual({ src: 'data:image/jpeg;base64,', width: 500, height: 375 });
    await shoot(page, 'wizard-4-photo-chosen');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('Profile completed successfully!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/view$/);
    await expect(page.getByText('Finish setting up your profile')).toHaveCount(0);

    // The profile, as the student sees it.
    await page.goto('/self-profile');
    await expect(page.getByRole('heading', { name: username, level: 1 })).toBeVisible();
    await expect(page.getByText('RV College of Engineering · B.Tech CSE · Semester 5')).toBeVisible();
    await expect(page.getByText('Bengaluru, India')).toBeVisible();
    const skillList = page.getByRole('region', { name: 'Skills' });
    await expect(skillList.getByText('Python', { exact: true })).toBeVisible();
    await expect(skillList.getByText('SQL', { exact: true })).toBeVisible();
    const interestList = page.getByRole('region', { name: 'Interests' });
    for (const topic of ['Chess', 'Hackathons', 'Startups', 'Photography'])
      await expect(interestList.getByText(topic, { exact: true })).toBeVisible();
    const photo = page.getByRole('img', { name: `Photo of ${username}` });
    await expect(photo).toHaveAttribute('src', /^\/uploads\/profiles\/[a-f0-9]+\.jpg$/);
    const stored = await page.request.get((await photo.getAttribute('src'))!);
    const meta = await sharp(await stored.body()).metadata();
    expect([meta.format, Math.max(meta.width, meta.height)]).toEqual(['jpeg', 500]);
    await shoot(page, 'self-profile');

    // The phone number now logs in too.
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/ProfileEditSection\/[0-9a-f-]+$/);
    await page.getByRole('link', { name: /^Personal information/ }).click();
    await expect(page).toHaveURL(/\/PersonalInfoUpdate\/[0-9a-f-]+$/);
    await expect(page.getByLabel('Phone number')).toHaveValue(phone);
  });

  test('Track Location: a failing geocoder and a refused permission both say so and leave the field to type in', async ({
    page,
    context,
  }) => {
    await login(page, demo.student);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 0, longitude: 0 });
    await page.goto('/AfterOtpSection1');
    await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
    await shoot(page, 'wizard-1-signed-in');
    await page.getByRole('button', { name: 'Track Location' }).click();
    await expect(page.getByText('Failed to fetch location. Please enter manually.')).toBeVisible();
    await page.getByLabel('Location').fill('Mysuru, India');
    await expect(page.getByText('Failed to fetch location. Please enter manually.')).toHaveCount(0);
    await expect(page.getByLabel('Location')).toHaveValue('Mysuru, India');

    await context.clearPermissions();
    await page.getByRole('button', { name: 'Track Location' }).click();
    await expect(page.getByText('Location access denied. Please enter manually.')).toBeVisible();
  });

  test('the wizard without navigation state says the signup must be completed', async ({ page }) => {
    await page.goto('/AfterOtpSection1');
    await expect(page.getByText('Missing required data. Please complete the signup process.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  });

  test('a new mentor completes the four setup steps and the profile is saved', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('mentor');
    await signUpToWizard(page, email, 'mentor');

    await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
    await shoot(page, 'mentor-1-about');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(alert(page, 'All fields are required')).toBeVisible();
    await page.getByLabel('Full Name').fill('Nisha Thakur');
    await page.getByLabel('Headline').fill('Staff Data Engineer');
    await page.getByLabel('About').fill('11 years building data platforms; I help students break into data engineering.');
    await page.getByRole('button', { name: 'Next' }).click();

    await shoot(page, 'mentor-2-work');
    await page.getByLabel('Company').fill('Kaveri Analytics');
    await page.getByLabel('Program').fill('Data Engineering Launchpad');
    await page.getByLabel('LinkedIn Profile').fill('https://example.com/nisha');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(alert(page, 'Please enter a valid LinkedIn URL')).toBeVisible();
    await page.getByLabel('LinkedIn Profile').fill('https://www.linkedin.com/in/nisha-thakur');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(alert(page, 'All fields are required')).toBeVisible();
    const focus = page.getByRole('combobox', { name: 'Functional Focus Area' });
    await focus.fill('data eng');
    await page.getByRole('option', { name: 'Data Engineering', exact: true }).click();
    const expertise = page.getByRole('combobox', { name: 'Area of Expertise' });
    await expertise.fill('SQL');
    await page.getByRole('option', { name: 'SQL and Analytics', exact: true }).click();
    await shoot(page, 'mentor-3-focus');
    await page.getByRole('button', { name: 'Next' }).click();

    await shoot(page, 'mentor-4-photo');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(alert(page, 'All required fields must be filled, including a profile photo')).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: 'nisha.png', mimeType: 'image/png', buffer: await photoPng(900, 1400) });
    await expect(page.getByRole('img', { name: 'Preview of your profile photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('Profile setup completed!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/view$/);

    // The saved profile, as students read it.
    const userId = await page.evaluate(() => localStorage.getItem('userId'));
    const res = await page.request.get(`/api/users/mentorProfile?userId=${userId}`);
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({
      fullName: 'Nisha Thakur',
      company: 'Kaveri Analytics',
      yearsOfExperience: 11,
      functionalFocusArea: ['Data Engineering'],
      areaOfExpertise: ['SQL and Analytics'],
      linkedinUrl: 'https://www.linkedin.com/in/nisha-thakur',
      profilePictureUrl: expect.stringMatching(/^\/uploads\/mentors\//),
    });

    // And as students see it on the mentor page, photo included.
    await page.goto(`/MentorDescPage/${userId}`);
    await expect(page.getByRole('heading', { name: 'Nisha Thakur' })).toBeVisible();
    await expect(page.getByText('Staff Data Engineer').first()).toBeVisible();
    await expect(page.getByText('Kaveri Analytics').first()).toBeVisible();
    await expect(page.locator('img[src^="/uploads/mentors/"]').first()).toBeVisible();
  });

  test('the personal information editor saves the owner’s changes and refuses anyone else’s page', async ({ page }) => {
    await login(page, demo.student);
    await page.goto('/self-profile');
    await expect(page.getByRole('heading', { name: 'Aarav Sharma', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page.getByRole('heading', { name: 'Edit profile', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: /^Personal information/ }).click();
    await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible();
    await shoot(page, 'personal-info');
    await page.getByLabel('Headline').fill('Backend developer and hackathon regular');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been updated.', { exact: true })).toBeVisible();
    await page.goto('/self-profile');
    await expect(page.getByText('Backend developer and hackathon regular')).toBeVisible();

    await page.goto('/PersonalInfoUpdate/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'You can only edit your own profile' })).toBeVisible();
    await shoot(page, 'personal-info-not-allowed');
  });
});
