import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../shared/constants.js';
import { SERVER_MESSAGES } from '../../shared/messages.js';
import { AppError, badRequest } from './errors.js';
import { withoutUnsafeText } from './input.js';
import { fileTooLarge, isJpegPngOrWebp, notAnImage, type ImageMessages } from './storage.js';

export interface MultipartReadOptions {
  limits?: { fileSize?: number; files?: number; fields?: number; parts?: number };
  /** The route's own answer to a file over its size limit (its sentence); a generic 413 otherwise. */
  fileTooLarge?: () => AppError;
  /** The route's own answer to too many files, fields or parts; a generic 413 otherwise. */
  tooManyParts?: () => AppError;
}

const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * The one reader of multipart bodies: hands each part to `onPart` (a file's name with control
 * characters removed) and turns whatever the parser throws on a broken body (no boundary, a boundary
 * that never comes, a body cut short, a malformed part header) into a 400, and its limits into a 413.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: MultipartReadOptions,
  onPart: (part: Multipart) => Promise<void>,
): Promise<void> {
  try {
    const parts = request.parts(options.limits ? { limits: options.limits } : {}) as AsyncIterableIterator<Multipart>;
    for await (const part of parts) {
      if (part.type === 'file') part.filename = withoutUnsafeText(part.filename);
      await onPart(part);
    }
  } catch (error) {
    throw multipartError(error, options);
  }
}

function multipartError(error: unknown, options: MultipartReadOptions): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return options.fileTooLarge?.() ?? new AppError(413, 'PAYLOAD_TOO_LARGE', SERVER_MESSAGES.payloadTooLarge);
  if (code && LIMIT_CODES.has(code))
    return options.tooManyParts?.() ?? new AppError(413, 'TOO_MANY_PARTS', SERVER_MESSAGES.payloadTooLarge);
  if (statusCode === 413) return new AppError(413, 'PAYLOAD_TOO_LARGE', SERVER_MESSAGES.payloadTooLarge);
  return new AppError(400, 'MALFORMED_MULTIPART', SERVER_MESSAGES.malformedMultipart);
}

/**
 * The one image of an image-upload route (whatever its field is called): a JPEG, PNG or WebP by its
 * first bytes, at most 10 MB. No file, or no multipart body at all, is a 400 with the route's sentence,
 * so the form can show it. Other formats the re-encoder could read (GIF, HEIF, TIFF) are a 415 too:
 * the forms offer these three, and a GIF would silently lose its animation.
 */
export async function readOneImage(request: FastifyRequest, messages: ImageMessages): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(messages.notImage, 'IMAGE_MISSING');
  let bytes: Buffer | undefined;
  await readMultipart(
    request,
    { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 }, fileTooLarge: () => fileTooLarge(messages) },
    async (part) => {
      if (part.type === 'file') bytes = await part.toBuffer();
    },
  );
  if (!bytes) throw badRequest(messages.notImage, 'IMAGE_MISSING');
  if (!isJpegPngOrWebp(bytes)) throw notAnImage(messages);
  return bytes;
}
