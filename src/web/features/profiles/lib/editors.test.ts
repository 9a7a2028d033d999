import { describe, expect, it } from 'vitest';
import type { MentorProfile, UserProfile } from '../../../../shared/contracts/profiles.js';
import { PROFILE_MESSAGES, PROFILE_SERVER_MESSAGES } from '../../../../shared/messages.js';
import {
  completeness,
  countText,
  dataUrlBytes,
  educationInputs,
  experienceStat,
  isMentorDraftDirty,
  mentorDraftFrom,
  mentorDraftProblem,
  mentorUpdateFrom,
  monthsText,
  moveBy,
  percentOf,
  profileSteps,
  rangeProblem,
  readYear,
  removeAt,
  replaceAt,
  sameList,
  sizeText,
  tagListProblem,
  yearsText,
} from './editors';
import { readEducationDraft, readExperienceDraft, toEducationDraft, toExperienceDraft } from './entryForms';

const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Asha',
  name: 'Asha Rao',
  lastName: 'Rao',
  username: 'asha',
  role: 'student',
  headline: [],
  college: 'DTU',
  degree: 'B.Tech CSE',
  about: '',
  location: '',
  gender: null,
  semester: 3,
  profilePictureUrl: null,
  Skills: [],
  Interests: [],
  education: [],
  experience: [],
  startYear: null,
  endYear: null,
  _count: { connections1: 0, connections2: 0 },
  profileCompleted: true,
  isOwner: true,
  detailsHidden: false,
  networkLocked: false,
  collaborators: [],
  ...overrides,
});

const mentor = (overrides: Partial<MentorProfile> = {}): MentorProfile => ({
  id: '00000000-0000-4000-8000-000000000002',
  fullName: 'Meera Krishnan',
  username: null,
  headline: 'Senior Software Engineer',
  about: '9 years in payments.',
  company: 'Saffron Pay',
  program: 'Backend Mentorship',
  linkedinUrl: 'https://www.linkedin.com/in/meera',
  functionalFocusArea: ['Backend Engineering'],
  areaOfExpertise: ['Mock Interviews'],
  profilePictureUrl: null,
  yearsOfExperience: 9,
  referralPrice: 10000,
  rating: null,
  totalReviews: 0,
  languages: [],
  isOwner: true,
  education: [
    {
      id: '00000000-0000-4000-8000-000000000003',
      institution: 'IIT Madras',
      degree: 'B.Tech',
      fieldOfStudy: '',
      startYear: 2008,
      endYear: 2012,
      current: false,
      grade: '',
      description: '',
    },
  ],
  totalMentees: 0,
  ...overrides,
});

describe('list editing', () => {
  it('replaces, removes and moves items without touching the original', () => {
    const list = ['a', 'b', 'c'];
    expect(replaceAt(list, 1, 'x')).toEqual(['a', 'x', 'c']);
    expect(removeAt(list, 0)).toEqual(['b', 'c']);
    expect(moveBy(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(list, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveBy(list, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveBy(list, 2, 1)).toEqual(['a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('turns saved entries into PATCH inputs: no ids, no end year while current', () => {
    expect(educationInputs(mentor().education)).toEqual([
      {
        institution: 'IIT Madras',
        degree: 'B.Tech',
        fieldOfStudy: '',
        startYear: 2008,
        endYear: 2012,
        current: false,
        grade: '',
        description: '',
      },
    ]);
    expect(educationInputs([{ institution: 'DTU', startYear: 2023, endYear: 2027, current: true }])[0]).toMatchObject({
      endYear: null,
      current: true,
    });
  });
});

describe('dates and years', () => {
  it('writes year ranges and month ranges', () => {
    expect(yearsText(2021, 2025, false)).toBe('2021 – 2025');
    expect(yearsText(2023, null, true)).toBe('2023 – Present');
    expect(yearsText(2023, null, false)).toBe('2023');
    expect(yearsText(null, null, true)).toBe('Present');
    expect(yearsText(null, null, false)).toBe('');
    expect(monthsText('2025-05', '2025-07', false)).toBe('May 2025 – Jul 2025');
    expect(monthsText('2024-08', null, true)).toBe('Aug 2024 – Present');
  });

  it('reads a year typed in a form', () => {
    expect(readYear('')).toEqual({ value: null });
    expect(readYear(' 2024 ')).toEqual({ value: 2024 });
    expect(readYear('24')).toEqual({ value: null, error: PROFILE_SERVER_MESSAGES.yearInvalid });
    expect(readYear('1800')).toEqual({ value: null, error: PROFILE_SERVER_MESSAGES.yearInvalid });
    expect(rangeProblem(2024, 2020)).toBe('The end cannot be before the start.');
    expect(rangeProblem('2024-05', '2024-07')).toBeNull();
    expect(rangeProblem(2024, null)).toBeNull();
  });
});

describe('education and experience forms', () => {
  it('accepts a complete education entry and clears the end year while studying', () => {
    const draft = { ...toEducationDraft(), institution: ' DTU ', degree: 'B.Tech CSE', startYear: '2023', endYear: '2027', current: true };
    expect(readEducationDraft(draft)).toEqual({
      entry: {
        institution: 'DTU',
        degree: 'B.Tech CSE',
        fieldOfStudy: '',
        startYear: 2023,
        endYear: null,
        current: true,
        grade: '',
        description: '',
      },
    });
  });

  it('names each problem of an education entry', () => {
    const result = readEducationDraft({ ...toEducationDraft(), institution: '', startYear: '2025', endYear: '2021' });
    expect(result).toEqual({
      errors: { institution: PROFILE_MESSAGES.requiredFieldsMissing, endYear: 'The end cannot be before the start.' },
    });
    expect(readEducationDraft({ ...toEducationDraft(), institution: 'DTU', startYear: 'abc' })).toEqual({
      errors: { startYear: PROFILE_SERVER_MESSAGES.yearInvalid },
    });
  });

  it('accepts an experience entry and refuses one without a title or with the end before the start', () => {
    const ok = readExperienceDraft({
      ...toExperienceDraft(),
      title: 'Intern',
      company: 'Kaveri',
      startDate: '2025-05',
      endDate: '2025-07',
    });
    expect(ok).toMatchObject({ entry: { title: 'Intern', company: 'Kaveri', startDate: '2025-05', endDate: '2025-07', current: false } });
    expect(readExperienceDraft({ ...toExperienceDraft(), title: '', startDate: '2025-07', endDate: '2025-05' })).toEqual({
      errors: { title: PROFILE_MESSAGES.requiredFieldsMissing, endDate: 'The end cannot be before the start.' },
    });
    expect(toExperienceDraft({ title: 'Lead', startDate: '2024-08', current: true })).toMatchObject({
      startDate: '2024-08',
      endDate: '',
      current: true,
    });
  });
});

describe('skills and interests', () => {
  it('applies the 2–5 rule and refuses duplicates', () => {
    expect(tagListProblem(['Python'], 'skills')).toBe('Please select at least 2 skills.');
    expect(tagListProblem([], 'interests')).toBe('Please select at least 2 interests.');
    expect(tagListProblem(['a', 'b', 'c', 'd', 'e', 'f'], 'skills')).toBe(PROFILE_SERVER_MESSAGES.tagsTooMany);
    expect(tagListProblem(['Python', 'python'], 'skills')).toBe(PROFILE_SERVER_MESSAGES.duplicateSkills);
    expect(tagListProblem(['Chess', ' chess'], 'interests')).toBe(PROFILE_SERVER_MESSAGES.duplicateInterests);
    expect(tagListProblem(['Python', 'SQL'], 'skills')).toBeNull();
    expect(sameList(['Python', 'SQL'], ['python ', 'SQL'])).toBe(true);
    expect(sameList(['Python', 'SQL'], ['SQL', 'Python'])).toBe(false);
  });
});

describe('profile strength', () => {
  it('counts the steps done', () => {
    expect(completeness(profile())).toBe(0);
    const full = profile({
      profilePictureUrl: '/uploads/profiles/a.jpg',
      headline: ['Builder'],
      about: 'Hi',
      Skills: ['a', 'b'],
      Interests: ['c', 'd'],
      location: 'Pune, India',
      education: mentor().education,
      experience: [
        {
          id: mentor().id,
          title: 'Intern',
          company: '',
          employmentType: '',
          location: '',
          startDate: null,
          endDate: null,
          current: false,
          description: '',
        },
      ],
    });
    expect(completeness(full)).toBe(100);
    expect(completeness(profile({ about: 'Hi', Skills: ['a'] }))).toBe(13);
    expect(profileSteps(profile({ Skills: ['a', 'b'] })).find((step) => step.key === 'skills')!.done).toBe(true);
    expect(countText(0, 'entry', 'entries', 'None')).toBe('None');
    expect(countText(1, 'entry', 'entries', 'None')).toBe('1 entry');
    expect(countText(3, 'entry', 'entries', 'None')).toBe('3 entries');
  });
});

describe('the mentor page', () => {
  it('sends only what changed, and knows when nothing did', () => {
    const saved = mentor();
    const draft = mentorDraftFrom(saved);
    expect(isMentorDraftDirty(draft, saved)).toBe(false);
    expect(mentorUpdateFrom(draft, saved)).toEqual({});
    const edited = { ...draft, about: ' 10 years in payments. ', areaOfExpertise: ['Mock Interviews', 'Resume Review'] };
    expect(isMentorDraftDirty(edited, saved)).toBe(true);
    expect(mentorUpdateFrom(edited, saved)).toEqual({
      about: '10 years in payments.',
      areaOfExpertise: ['Mock Interviews', 'Resume Review'],
    });
    const withSchool = { ...draft, education: [...draft.education, { institution: 'IIM Bangalore', degree: 'MBA' }] };
    expect(mentorUpdateFrom(withSchool, saved).education).toHaveLength(2);
  });

  it('checks the draft before saving', () => {
    const draft = mentorDraftFrom(mentor());
    expect(mentorDraftProblem(draft)).toBeNull();
    expect(mentorDraftProblem({ ...draft, about: '  ' })).toBe(PROFILE_MESSAGES.allFieldsRequired);
    expect(mentorDraftProblem({ ...draft, functionalFocusArea: [] })).toBe(PROFILE_MESSAGES.allFieldsRequired);
    expect(mentorDraftProblem({ ...draft, areaOfExpertise: ['A', 'a'] })).toBe(PROFILE_SERVER_MESSAGES.duplicateTags);
    expect(experienceStat(9)).toBe('9 yrs');
    expect(experienceStat(1)).toBe('1 yr');
    expect(experienceStat(null)).toBe('—');
  });
});

describe('photo upload', () => {
  it('measures a data URL and writes sizes and percents', () => {
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('hello')}`)).toBe(5);
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('hello!')}`)).toBe(6);
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(43_000)).toBe('42 KB');
    expect(sizeText(1_300_000)).toBe('1.2 MB');
    expect(percentOf(0.426)).toBe(43);
    expect(percentOf(2)).toBe(100);
    expect(percentOf(Number.NaN)).toBe(0);
  });
});
