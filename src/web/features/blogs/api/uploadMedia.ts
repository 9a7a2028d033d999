import { BLOG_MESSAGES } from '../../../../shared/contracts/blogs.constants.js';
import { postFormWithProgress, uploadErrorMessage, type UploadProgress } from '../../../lib/upload';

/** POST /api/blogs/media (multipart, one JPEG, PNG or WebP) with upload progress -> the image's address. */
export async function uploadBlogImage(file: File, onProgress: UploadProgress): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  try {
    return (await postFormWithProgress<{ url: string }>('/blogs/media', form, onProgress)).url;
  } catch (error) {
    throw new Error(uploadErrorMessage(error, BLOG_MESSAGES.imageWrongType));
  }
}
