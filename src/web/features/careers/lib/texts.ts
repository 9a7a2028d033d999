/**
 * Visible sentences of the career screens, verbatim from the spec (platform-core §2.12, §8 "Jobs" and
 * "Apply"). The server's own sentences (not found, closed, already applied...) are CAREER_MESSAGES in
 * the shared contract; these are the ones only the screens say.
 */
export const CAREER_TEXT = {
  fetchErrorTitle: 'Error Fetching Jobs',
  fetchErrorMessage: 'Failed to load job listings.',
  noJobId: 'No job ID found in the URL.',
  noJobDetails: 'No job details found.',
  noDescription: 'No description provided.',
  noCompanyInfo: 'No company information provided.',
  somethingWentWrong: 'Something went wrong',
  applyNow: 'Apply Now',
  applying: 'Applying...',
  applied: 'Applied',
  /** The detail page's result popup. */
  detailSuccessTitle: 'Success!',
  detailSuccessMessage: 'Your application has been submitted.',
  /** The landing page's cards. */
  cardSuccessTitle: 'Successful',
  cardSuccessMessage: 'You have successfully applied for the opportunity.',
  /** The view-all pages' cards. */
  listSuccessTitle: 'Success',
  listSuccessMessage: "You've successfully applied for the job!",
  applyFailedTitle: 'Application Failed',
  applyUnknownError: 'An unknown error occurred.',
  applyConnectionError: 'Please check your connection and try again.',
  paidInternship: 'Internship (Paid)',
} as const;

export type ApplySuccessVariant = 'detail' | 'card' | 'list';

export const APPLY_SUCCESS: Record<ApplySuccessVariant, { title: string; message: string }> = {
  detail: { title: CAREER_TEXT.detailSuccessTitle, message: CAREER_TEXT.detailSuccessMessage },
  card: { title: CAREER_TEXT.cardSuccessTitle, message: CAREER_TEXT.cardSuccessMessage },
  list: { title: CAREER_TEXT.listSuccessTitle, message: CAREER_TEXT.listSuccessMessage },
};
