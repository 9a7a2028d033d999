import type { ApplicationStatus } from '../../../../shared/contracts/careers.js';

/** Query keys of the career zone. Everything lives under ['careers'] so a sign-out or an apply can refresh it at once. */
export const careerKeys = {
  all: ['careers'] as const,
  jobs: () => ['careers', 'jobs'] as const,
  jobList: (query: string) => ['careers', 'jobs', 'list', query] as const,
  jobPages: (query: string) => ['careers', 'jobs', 'pages', query] as const,
  forYou: (query: string) => ['careers', 'jobs', 'forYou', query] as const,
  forYouPages: (limit: number) => ['careers', 'jobs', 'forYouPages', limit] as const,
  job: (id: string) => ['careers', 'jobs', 'detail', id] as const,
  saved: () => ['careers', 'jobs', 'saved'] as const,
  resume: () => ['careers', 'resume'] as const,
  applications: () => ['careers', 'applications'] as const,
  applicationList: (status: ApplicationStatus | 'all') => ['careers', 'applications', status] as const,
};
