/** Routes of the network screens (platform-core §2.1). */
export const profilePath = (userId: string) => `/AfterConnecting/${encodeURIComponent(userId)}`;
export const collabPath = (userId: string) => `/collab/${encodeURIComponent(userId)}`;
