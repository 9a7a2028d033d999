import { useQuery } from '@tanstack/react-query';
import type { MyResumeResponse } from '../../../../shared/contracts/careers.js';
import type { UploadDocumentResponse } from '../../../../shared/contracts/mentors.js';
import { api } from '../../../lib/api';
import { careerKeys } from './keys';

/** GET /api/user/resume: the resume the student attached last, offered first in the apply dialog. */
export function useMyResume(enabled: boolean) {
  return useQuery({
    queryKey: careerKeys.resume(),
    queryFn: () => api<MyResumeResponse>('/user/resume'),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Uploads a resume to the private document store (POST /api/user/mentorship/upload-document, checked there
 * as PDF, DOC or DOCX by its content) and answers its document id.
 */
export async function uploadResume(file: File): Promise<string> {
  const form = new FormData();
  form.append('resume', file);
  const { resumeUrl } = await api<UploadDocumentResponse>('/user/mentorship/upload-document', { method: 'POST', body: form });
  const id = resumeUrl?.split('/').pop();
  if (!id) throw new Error('The resume could not be uploaded.');
  return id;
}
