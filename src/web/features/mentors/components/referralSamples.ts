import { DEFAULT_MENTOR_RATING, DEFAULT_REFERRAL_PRICE } from '../../../../shared/constants.js';
import type { ReferralMentor } from '../../../../shared/contracts/mentors.js';
import { isApiError } from '../../../lib/errors';

const sample = (id: string, fullName: string, headline: string, company: string, experience: number): ReferralMentor => ({
  id,
  userId: id,
  fullName,
  username: null,
  headline,
  company,
  bio: '',
  about: '',
  rating: DEFAULT_MENTOR_RATING,
  totalReviews: 0,
  linkedinId: null,
  profilePictureUrl: null,
  functionalFocusArea: [],
  areaOfExpertise: [],
  availability: null,
  nextFreeSlot: null,
  availableToday: false,
  experience,
  referralPrice: DEFAULT_REFERRAL_PRICE,
  referTo: [company],
  sessions: 0,
  acceptsReferrals: true,
});

/** The spec's sample mentors (core §8 "The referral list falls back to sample mentors"), shown only when the API is unreachable. */
export const SAMPLE_REFERRAL_MENTORS: ReferralMentor[] = [
  sample('sample-1', 'Sample Mentor', 'Software Engineer', 'Product company', 5),
  sample('sample-2', 'Sample Mentor', 'Data Scientist', 'Analytics firm', 4),
  sample('sample-3', 'Sample Mentor', 'Product Manager', 'Startup', 6),
];

/** True when the request never got an answer (network down or timed out), not when the server said no. */
export const isUnreachable = (error: unknown) => isApiError(error) && error.status === 0;
