import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../messages.js';
import {
  COURSE_SUGGESTIONS,
  EXPERTISE_SUGGESTIONS,
  FOCUS_AREA_SUGGESTIONS,
  INTEREST_SUGGESTIONS,
  SKILL_SUGGESTIONS,
} from '../suggestions/index.js';
import {
  completeProfileRequestSchema,
  formatWorkOrProject,
  hasDuplicates,
  phoneFromWorkOrProject,
  profileWizardFormSchema,
  semesterFromInput,
  toCompleteProfilePayload,
  yearsFromAbout,
} from './profiles.js';

describe('profile contract helpers', () => {
  it('reads the semester from the digits of the input, default 1', () => {
    expect(semesterFromInput('3')).toBe(3);
    expect(semesterFromInput('Sem 5')).toBe(5);
    expect(semesterFromInput('')).toBe(1);
    expect(semesterFromInput('abc')).toBe(1);
    expect(semesterFromInput('0')).toBe(1);
  });

  it('combines semester and phone in workorProject and reads the phone back', () => {
    const text = formatWorkOrProject(4, '9876543210');
    expect(text).toBe('Semester 4 | Phone 9876543210');
    expect(phoneFromWorkOrProject(text)).toBe('9876543210');
    expect(phoneFromWorkOrProject('Semester 12 | Phone 98765-43210')).toBe('9876543210');
    expect(phoneFromWorkOrProject('Sem 3, 987654321')).toBe('987654321');
  });

  it('finds duplicates regardless of case and spaces', () => {
    expect(hasDuplicates(['Python', ' python'])).toBe(true);
    expect(hasDuplicates(['Python', 'SQL'])).toBe(false);
  });

  it('reads years of experience from the first number of the about text', () => {
    expect(yearsFromAbout('12 years at Google')).toBe(12);
    expect(yearsFromAbout('No number here')).toBeNull();
  });

  it('the wizard form maps onto a payload the server accepts', () => {
    const form = {
      username: 'asha_k',
      gender: 'female',
      location: 'Kochi, India',
      college: 'CUSAT',
      semester: 'Sem 2',
      course: 'B.Tech ECE',
      phone: '9123456780',
      interests: ['Robotics', 'Music'],
      skills: ['C', 'Arduino'],
      photo: 'data:image/jpeg;base64,/9j/4AAQ',
    };
    expect(profileWizardFormSchema.safeParse(form).success).toBe(true);
    const payload = toCompleteProfilePayload(form, 'asha@example.com', 'placeholder');
    expect(payload).toMatchObject({ firstName: 'asha_k', lastName: '', Semester: 2, headline: [''], About: '', degree: 'B.Tech ECE' });
    expect(payload.workorProject).toBe('Semester 2 | Phone 9123456780');
    expect(completeProfileRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('the wizard form speaks the spec’s messages', () => {
    const issues = (values: Record<string, unknown>) => {
      const result = profileWizardFormSchema.safeParse(values);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    };
    const found = issues({
      username: '',
      gender: '',
      location: '',
      college: '',
      semester: '',
      course: 'B',
      phone: '98765',
      interests: ['x'],
      skills: [],
      photo: '',
    });
    expect(found).toMatchObject({
      username: PROFILE_MESSAGES.allFieldsRequired,
      gender: PROFILE_MESSAGES.allFieldsRequired,
      location: PROFILE_MESSAGES.allFieldsRequired,
      college: PROFILE_MESSAGES.requiredFieldsMissing,
      semester: PROFILE_MESSAGES.requiredFieldsMissing,
      course: PROFILE_MESSAGES.courseTooShort,
      phone: PROFILE_MESSAGES.invalidPhone,
      interests: PROFILE_MESSAGES.tagsCount,
      skills: PROFILE_MESSAGES.tagsCount,
      photo: PROFILE_MESSAGES.photoRequired,
    });
  });

  it('the suggestion lists have the spec’s sizes and no duplicates', () => {
    const sizes: [readonly string[], number][] = [
      [INTEREST_SUGGESTIONS, 300],
      [SKILL_SUGGESTIONS, 170],
      [COURSE_SUGGESTIONS, 190],
    ];
    for (const [list, about] of sizes) {
      expect(list.length).toBeGreaterThanOrEqual(about - 10);
      expect(list.length).toBeLessThanOrEqual(about + 10);
    }
    for (const list of [INTEREST_SUGGESTIONS, SKILL_SUGGESTIONS, COURSE_SUGGESTIONS, FOCUS_AREA_SUGGESTIONS, EXPERTISE_SUGGESTIONS]) {
      expect(hasDuplicates(list)).toBe(false);
    }
    expect(COURSE_SUGGESTIONS).toEqual(
      expect.arrayContaining(['B.Tech CSE', 'B.Tech ECE', 'BBA', 'MBBS', 'B.Com (Hons)', 'BA LLB', 'B.Des', 'M.Tech CSE', 'MBA']),
    );
  });
});
