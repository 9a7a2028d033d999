import { PHOTO_JPEG_QUALITY, PHOTO_MAX_SIDE_PX } from '../../../../shared/constants.js';
import { PROFILE_MESSAGES } from '../../../../shared/messages.js';

export class ImageProcessingError extends Error {}

/** The size that fits inside a square of `max` pixels, never enlarged. */
export function fitWithin(width: number, height: number, max: number = PHOTO_MAX_SIDE_PX): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new ImageProcessingError(PROFILE_MESSAGES.invalidImageDimensions);
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new ImageProcessingError(PROFILE_MESSAGES.imageFailed));
    };
    image.src = url;
  });
}

/**
 * Spec §5: the photo is resized in the browser so its longest side is at most 500 px, and saved as
 * JPEG at quality 0.7. Answers a data URL (the completion payload's `profilePictureBase64`).
 */
export async function resizeToJpeg(file: Blob): Promise<string> {
  if (!file.type.startsWith('image/') && file.type !== '') throw new ImageProcessingError(PROFILE_MESSAGES.imageFailed);
  const image = await loadImage(file);
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageProcessingError(PROFILE_MESSAGES.imageFailed);
  // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const dataUrl = canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY);
  if (!dataUrl.startsWith('data:image/jpeg')) throw new ImageProcessingError(PROFILE_MESSAGES.imageFailed);
  return dataUrl;
}

/** A data URL's bytes as a Blob, for a multipart upload. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [header = '', data = ''] = dataUrl.split(',');
  const type = /^data:([^;]+)/.exec(header)?.[1] ?? 'application/octet-stream';
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

export function imageErrorMessage(error: unknown): string {
  return error instanceof ImageProcessingError ? error.message : PROFILE_MESSAGES.imageFailed;
}
