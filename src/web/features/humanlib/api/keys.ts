/** Query keys of the Human Library, all under ['humanlib']. */
export const humanlibKeys = {
  all: ['humanlib'] as const,
  status: () => ['humanlib', 'status'] as const,
  online: () => ['humanlib', 'online'] as const,
  reports: (status: string, page: number) => ['humanlib', 'reports', status, page] as const,
  report: (id: string) => ['humanlib', 'report', id] as const,
  suspensions: () => ['humanlib', 'suspensions'] as const,
};
