import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { JobListResponse, ListedJob } from '../../../../shared/contracts/careers.js';
import { markCachedJobApplied } from './cache';
import { careerKeys } from './keys';

const job = (id: string, applications: number, applied = false) =>
  ({ id, title: id, applied, saved: false, _count: { applications } }) as unknown as ListedJob;
const list = (...jobs: ListedJob[]): JobListResponse => ({ jobs, total: jobs.length, page: 1, limit: 10 });

describe('markCachedJobApplied', () => {
  it('marks the job applied and counts one more applicant on its page, in lists and in "Load more" pages', () => {
    const client = new QueryClient();
    client.setQueryData(careerKeys.job('a'), job('a', 4));
    client.setQueryData(careerKeys.jobList('q'), list(job('a', 4), job('b', 1)));
    client.setQueryData(careerKeys.jobPages('q'), { pages: [list(job('b', 1)), list(job('a', 4))], pageParams: [1, 2] });

    markCachedJobApplied(client, 'a');

    expect(client.getQueryData<ListedJob>(careerKeys.job('a'))).toMatchObject({ applied: true, _count: { applications: 5 } });
    const flat = client.getQueryData<JobListResponse>(careerKeys.jobList('q'))!.jobs;
    expect(flat.map((entry) => [entry.id, entry.applied, entry._count.applications])).toEqual([
      ['a', true, 5],
      ['b', false, 1],
    ]);
    const pages = client.getQueryData<InfiniteData<JobListResponse>>(careerKeys.jobPages('q'))!.pages;
    expect(pages[1]!.jobs[0]).toMatchObject({ applied: true, _count: { applications: 5 } });
  });

  it('counts nobody twice: a job already applied to keeps its count', () => {
    const client = new QueryClient();
    client.setQueryData(careerKeys.job('a'), job('a', 4, true));
    markCachedJobApplied(client, 'a');
    expect(client.getQueryData<ListedJob>(careerKeys.job('a'))).toMatchObject({ applied: true, _count: { applications: 4 } });
  });
});
