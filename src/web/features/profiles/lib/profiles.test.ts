import { describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_MESSAGES } from '../../../../shared/messages.js';
import { ApiError } from '../../../lib/errors';
import { readEntry } from './entry';
import { fitWithin, ImageProcessingError } from './image';
import { currentPosition, placeFromGeocoder } from './location';
import { completionErrorMessage } from './messages';
import { filterSuggestions, suggestedFor } from './suggest';
import { COURSE_SUGGESTIONS } from '../../../../shared/suggestions/index.js';

const apiError = (status: number, message: string, fromServer = true) =>
  new ApiError({ status, message, code: `HTTP_${status}`, fromServer });

describe('profiles web helpers', () => {
  it('reads "city, country" from a Nominatim-style answer (city, else town, else village)', () => {
    expect(placeFromGeocoder({ address: { city: 'Pune', country: 'India' } })).toBe('Pune, India');
    expect(placeFromGeocoder({ address: { town: 'Manipal', country: 'India' } })).toBe('Manipal, India');
    expect(placeFromGeocoder({ address: { village: 'Mawlynnong', state: 'Meghalaya', country: 'India' } })).toBe('Mawlynnong, India');
    expect(placeFromGeocoder({ address: {} })).toBeNull();
    expect(placeFromGeocoder({ error: 'Unable to geocode' })).toBeNull();
    expect(placeFromGeocoder('nonsense')).toBeNull();
  });

  it('gives the spec’s location messages', async () => {
    await expect(currentPosition(undefined)).rejects.toThrow(PROFILE_MESSAGES.geolocationUnsupported);
    const denied = {
      getCurrentPosition: (_ok: unknown, fail: (error: { code: number; PERMISSION_DENIED: number }) => void) =>
        fail({ code: 1, PERMISSION_DENIED: 1 }),
    } as unknown as Geolocation;
    await expect(currentPosition(denied)).rejects.toThrow(PROFILE_MESSAGES.locationDenied);
    const unavailable = {
      getCurrentPosition: (_ok: unknown, fail: (error: { code: number; PERMISSION_DENIED: number }) => void) =>
        fail({ code: 2, PERMISSION_DENIED: 1 }),
    } as unknown as Geolocation;
    await expect(currentPosition(unavailable)).rejects.toThrow(PROFILE_MESSAGES.locationFailed);
  });

  it('maps completion failures to the spec’s §8 texts', () => {
    expect(completionErrorMessage(apiError(401, 'Unauthorized. Please log in again.'))).toBe('Unauthorized. Please log in again.');
    expect(completionErrorMessage(apiError(401, 'HTTP 401', false))).toBe(MESSAGES.unauthorized);
    expect(completionErrorMessage(apiError(429, 'Slow down', true))).toBe(MESSAGES.tooManyRequests);
    expect(completionErrorMessage(apiError(0, 'Network error', false))).toBe(MESSAGES.networkCors);
    expect(completionErrorMessage(apiError(409, 'This username is already taken. Please choose another.'))).toBe(
      'This username is already taken. Please choose another.',
    );
    expect(completionErrorMessage(apiError(500, 'HTTP 500', false))).toBe(PROFILE_MESSAGES.completionFailed);
    expect(completionErrorMessage(new Error('boom'))).toBe(PROFILE_MESSAGES.completionFailed);
  });

  it('fits a photo inside 500 px without enlarging, and refuses empty dimensions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 500, height: 375 });
    expect(fitWithin(300, 1200)).toEqual({ width: 125, height: 500 });
    expect(fitWithin(320, 240)).toEqual({ width: 320, height: 240 });
    expect(() => fitWithin(0, 100)).toThrow(ImageProcessingError);
    expect(() => fitWithin(0, 100)).toThrow(PROFILE_MESSAGES.invalidImageDimensions);
  });

  it('searches suggestions by prefix, then word, then substring, leaving out chosen ones', () => {
    const list = ['Python', 'Data Analysis', 'Big Data', 'SQL', 'PostgreSQL'];
    expect(filterSuggestions(list, 'data')).toEqual(['Data Analysis', 'Big Data']);
    expect(filterSuggestions(list, 'sql')).toEqual(['SQL', 'PostgreSQL']);
    expect(filterSuggestions(list, 'py', ['python'])).toEqual([]);
  });

  it('finds a course whatever its punctuation, spacing or short form', () => {
    for (const query of ['btech', 'b tech', 'B.Tech', 'B.Tech Comp', 'btech cse', 'b.tech computer science', 'computer science']) {
      expect(filterSuggestions(COURSE_SUGGESTIONS, query, [], 40), query).toContain('B.Tech CSE');
    }
    expect(filterSuggestions(COURSE_SUGGESTIONS, 'B.Tech Comp', [], 40)[0]).toMatch(/^B\.Tech CSE/);
    expect(filterSuggestions(COURSE_SUGGESTIONS, 'btech it', [], 40)).toContain('B.Tech Information Technology');
    expect(filterSuggestions(COURSE_SUGGESTIONS, 'btech mech', [], 40)).toContain('B.Tech Mechanical Engineering');
    expect(filterSuggestions(COURSE_SUGGESTIONS, 'B.Tech Comp', [], 40)).not.toContain('B.Tech Civil Engineering');
  });

  it('suggests picks by course family, each from the fixed lists', () => {
    expect(suggestedFor('B.Tech CSE', 'skills')).toContain('Python');
    expect(suggestedFor('B.Tech Mechanical Engineering', 'skills')).toContain('SolidWorks');
    expect(suggestedFor('BBA (Finance)', 'interests')).toContain('Finance');
    expect(suggestedFor('MBBS', 'interests')).toContain('Medicine');
    for (const course of ['B.Tech ECE', 'B.Arch', 'BA LLB', 'B.Des', 'B.Sc Physics', 'BA (Hons) English', 'Something else', 'MBBS']) {
      expect(suggestedFor(course, 'skills').length, course).toBeGreaterThanOrEqual(4);
      expect(suggestedFor(course, 'interests').length, course).toBeGreaterThanOrEqual(4);
    }
  });

  it('reads the wizard’s entry from navigation state, else the signed-in user', () => {
    const unauth = { status: 'unauth' as const, user: null, tempToken: null, pendingUser: null };
    expect(readEntry(null, unauth)).toEqual({ kind: 'missing' });
    expect(readEntry({ email: 'a@x.in' }, unauth)).toEqual({ kind: 'noUser' });
    expect(readEntry({ email: 'a@x.in', userId: 'u1', tempToken: 't', username: null }, unauth)).toEqual({
      kind: 'ok',
      entry: { email: 'a@x.in', userId: 'u1', tempToken: 't', username: null },
    });
    const user = { id: 'u2', email: 'b@x.in', username: 'bee', role: 'student' as const, profileCompleted: false };
    expect(readEntry(null, { status: 'authed', user, tempToken: null, pendingUser: null })).toEqual({
      kind: 'ok',
      entry: { email: 'b@x.in', userId: 'u2', tempToken: null, username: 'bee' },
    });
  });
});
