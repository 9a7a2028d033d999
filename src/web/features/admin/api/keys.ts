export const adminKeys = {
  all: ['admin'] as const,
  jobs: () => ['admin', 'jobs'] as const,
  jobList: (query: string) => ['admin', 'jobs', 'list', query] as const,
  job: (id: string) => ['admin', 'jobs', 'one', id] as const,
  applicants: (jobId: string) => ['admin', 'applicants', jobId] as const,
  applicantList: (jobId: string, query: string) => ['admin', 'applicants', jobId, query] as const,
};
