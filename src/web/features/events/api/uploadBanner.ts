import type { EventBannerUpload } from '../../../../shared/contracts/events.js';
import { postFormWithProgress, type UploadProgress } from '../../../lib/upload';

/** POST /api/admin/events/banner (multipart, one JPEG, PNG or WebP) with upload progress -> the banner's address. */
export async function uploadEventBanner(file: File, onProgress: UploadProgress): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await postFormWithProgress<EventBannerUpload>('/admin/events/banner', form, onProgress)).url;
}
