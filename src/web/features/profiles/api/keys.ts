/** Query keys of the profiles feature. `me` is the signed-in user's own profile. */
export const profileKeys = {
  all: () => ['profiles'] as const,
  profile: (userId: string | undefined) => ['profiles', 'profile', userId ?? 'me'] as const,
  mentor: (userId: string | undefined) => ['profiles', 'mentor', userId ?? 'me'] as const,
  suggestions: () => ['profiles', 'suggestions'] as const,
};
