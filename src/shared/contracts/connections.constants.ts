/**
 * Plain constants of connections, without zod: the screens and the live updates read these without evaluating
 * every schema of connections.ts. connections.ts re-exports all of them.
 */

export const CONNECTION_MESSAGES = {
  selfRequest: 'You cannot send a connection request to yourself',
  authRequired: 'Authentication required',
  alreadyExists: 'Connection already exists',
  alreadySent: 'Connection request already sent!',
  sent: 'Connection request sent successfully!',
  canceled: 'Connection request canceled successfully!',
  accepted: 'Connection request accepted.',
  declined: 'Connection request declined.',
  removed: 'Connection removed.',
  notYou: 'You can only act on your own behalf.',
  requestNotFound: 'Connection request not found.',
  notConnected: 'You need to be connected first.',
  notConnectedWith: 'You are not connected with this person.',
  userNotFound: 'User not found.',
  blocked: 'You cannot connect with this person.',
  collabSent: 'Collaboration request sent successfully!',
  collabExists: 'You are already collaborating or a collaboration request is pending.',
  collabEnded: 'Collaboration ended.',
  collabAccepted: 'Collaboration request accepted.',
  collabDeclined: 'Collaboration request declined.',
  notCollaborating: 'You are not collaborating with this person.',
  requestNotPending: 'This request has already been answered or withdrawn.',
  notYourRequest: 'Only the person who received this request can answer it.',
  blockedDone: 'User blocked.',
  unblockedDone: 'User unblocked.',
  selfBlock: 'You cannot block yourself.',
  // Screen fallbacks (community §8)
  loadProfileFailed: 'Failed to load profile data.',
  statusFailed: 'Failed to fetch connection status',
  sendFailed: 'Failed to send connection request',
  cancelFailed: 'Failed to cancel connection request',
  fetchProfileFailed: 'Failed to fetch profile data',
  userIdRequired: 'User ID is required',
  usingDefault: ' Using default data.',
  noUserId: 'No user ID provided. Using default data.',
  connectToExplore: 'Connect to explore further',
  noSkills: 'No skills listed.',
  noAbout: 'No information provided.',
} as const;

/** Connections page breakpoint (community §9: 767 px for this page). */
export const CONNECTIONS_PAGE_BREAKPOINT_PX = 767;

/** Socket.IO event telling the user's tabs that a relation changed (accept, decline, remove, block). */
export const CONNECTION_STATUS_EVENT = 'connection-status-changed';
