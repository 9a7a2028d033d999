import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../../shared/contracts/profiles.js';
import { ABOUT_PREVIEW_LENGTH, aboutPreview, fallbackMessage, fallbackProfileView, FALLBACK_SAMPLE, profileView } from './profileView';

describe('aboutPreview (community §2.9, §9: 100 characters)', () => {
  const long = 'a'.repeat(ABOUT_PREVIEW_LENGTH) + 'b'.repeat(50);

  it('cuts a longer text at 100 characters until expanded', () => {
    const cut = aboutPreview(long, false);
    expect(cut.truncated).toBe(true);
    expect(cut.text).toBe(`${'a'.repeat(100)}...`);
    expect(aboutPreview(long, true)).toEqual({ text: long, truncated: true });
  });

  it('shows a text of exactly 100 characters whole, without the toggle', () => {
    expect(aboutPreview('x'.repeat(100), false)).toEqual({ text: 'x'.repeat(100), truncated: false });
  });

  it('says "No information provided." when empty', () => {
    expect(aboutPreview('   ', false)).toEqual({ text: 'No information provided.', truncated: false });
  });
});

describe('the load failure (community §8)', () => {
  it('adds " Using default data." to the failure, or says no user id was given', () => {
    expect(fallbackMessage('u1', 'Failed to load profile data.')).toBe('Failed to load profile data. Using default data.');
    expect(fallbackMessage(undefined, 'ignored')).toBe('No user ID provided. Using default data.');
  });

  it('draws the placeholder sample: its paragraph, collabs and sub-collaborators', () => {
    const view = fallbackProfileView();
    expect(view.sample).toBe(true);
    expect(view.id).toBeNull();
    expect(view.about).toBe(FALLBACK_SAMPLE.paragraph);
    expect(view.collabs).toBe(FALLBACK_SAMPLE.collabs);
    expect(view.name).toBe(FALLBACK_SAMPLE.collaboratorName);
    expect(view.collaborators.map((person) => person.headline)).toEqual([...FALLBACK_SAMPLE.subCollabrators]);
    expect(view.education).toEqual([FALLBACK_SAMPLE.education]);
  });
});

describe('profileView', () => {
  const profile: UserProfile = {
    id: '22222222-2222-4222-8222-222222222222',
    firstName: 'Asha',
    name: 'Asha',
    lastName: 'Rao',
    username: 'asha',
    role: 'student',
    headline: ['', 'Builds robots'],
    college: 'IIT Delhi',
    degree: 'B.Tech',
    about: '',
    location: 'Delhi',
    gender: null,
    semester: 3,
    profilePictureUrl: null,
    Skills: ['React'],
    Interests: ['Chess'],
    education: [],
    experience: [],
    startYear: null,
    endYear: null,
    _count: { connections1: 7, connections2: 2 },
    profileCompleted: true,
    isOwner: false,
    detailsHidden: false,
    networkLocked: false,
    collaborators: [
      { id: '33333333-3333-4333-8333-333333333333', username: null, name: '', headline: 'Designer', profilePictureUrl: null },
    ],
  };

  it('reads the name, first non-empty headline, counts and collaborators', () => {
    const view = profileView(profile);
    expect(view).toMatchObject({
      name: 'Asha Rao',
      headline: 'Builds robots',
      connections: 7,
      collabs: 2,
      skills: ['React'],
      locked: false,
    });
    expect(view.collaborators[0]).toMatchObject({ name: 'Student', headline: 'Designer' });
  });

  it('shows no skills or collaborators while the area is locked', () => {
    const view = profileView({ ...profile, networkLocked: true });
    expect(view.locked).toBe(true);
    expect(view.skills).toEqual([]);
    expect(view.collaborators).toEqual([]);
  });
});
