import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Skeleton, toast } from '../../../components/ui';
import { ErrorState } from '../../careers';
import { useAdminJob } from '../api/adminJob';
import { useCreateJob, useUpdateJob } from '../api/saveJob';
import { AdminHeader } from '../components/AdminHeader';
import { BackLink } from '../components/BackLink';
import { JobForm } from '../components/JobForm';
import { EMPTY_JOB_FORM, fromAdminJob, toCreateRequest, toUpdateRequest } from '../lib/jobForm';

/** /admin/jobs/new */
export function NewJobPage() {
  const navigate = useNavigate();
  const create = useCreateJob();
  return (
    <div className="flex flex-col gap-6">
      <title>New job · Operator console · Campus</title>
      <AdminHeader back={<BackLink />} title="Post a job" subtitle="It goes live for students as soon as you post it." />
      <JobForm
        initial={EMPTY_JOB_FORM}
        submitLabel="Post job"
        onCancel={() => void navigate('/admin')}
        onSubmit={async (values) => {
          const job = await create.mutateAsync(toCreateRequest(values));
          toast({ tone: 'success', title: 'Job posted', description: job.title });
          void navigate(`/admin/jobs/${job.id}`);
        }}
      />
    </div>
  );
}

/** /admin/jobs/{id}/edit */
export function EditJobPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const job = useAdminJob(queryClient, id);
  const update = useUpdateJob(id);
  const jobId = job.data?.id;
  // The form is filled once per job: a background refetch must not wipe what the operator typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initial = useMemo(() => (job.data ? fromAdminJob(job.data) : null), [jobId]);

  return (
    <div className="flex flex-col gap-6">
      <title>{job.data ? `Edit ${job.data.title} · Operator console · Campus` : 'Edit job · Operator console · Campus'}</title>
      <AdminHeader back={<BackLink />} title={job.data ? `Edit: ${job.data.title}` : 'Edit job'} subtitle={job.data?.companyName} />
      {job.isPending ? (
        <div
          role="status"
          aria-label="Loading the job"
          className="flex flex-col gap-4 rounded-panel bg-surface p-8 shadow-card ring-1 ring-ink-200"
        >
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-12 w-full rounded-field" />
          <Skeleton className="h-12 w-full rounded-field" />
          <Skeleton className="h-48 w-full rounded-field" />
        </div>
      ) : job.isError ? (
        <ErrorState error={job.error} onRetry={() => void job.refetch()} />
      ) : initial ? (
        <JobForm
          key={jobId}
          initial={initial}
          submitLabel="Save changes"
          onCancel={() => void navigate('/admin')}
          onSubmit={async (values) => {
            const saved = await update.mutateAsync(toUpdateRequest(values, initial));
            toast({ tone: 'success', title: 'Changes saved', description: saved.title });
            void navigate('/admin');
          }}
        />
      ) : null}
    </div>
  );
}
