import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { PHOTO_JPEG_QUALITY, PHOTO_MAX_SIDE_PX, UPLOAD_MAX_BYTES } from '../../shared/constants.js';
import { AppError } from './errors.js';

/*
 * Uploaded files. The app stores them through `app.storage` and never touches a folder or bucket
 * itself, so an S3-compatible store can replace the local folder without changing a feature.
 */

export interface StoredFile {
  /** Where the file lives inside the store: "<folder>/<name>". */
  key: string;
  /** The address the browser loads it from: "/uploads/<folder>/<name>" for the local store. */
  url: string;
  bytes: number;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Saves bytes under a folder, with a fresh random name. */
  put(folder: string, data: Buffer, options: { extension: string; contentType: string }): Promise<StoredFile>;
  /** Removes a file this store produced, by its URL. Unknown or foreign URLs are ignored. */
  remove(url: string | null | undefined): Promise<void>;
  /** The bytes of a file this store produced, for features that serve files through their own access check; null when gone. */
  read(url: string): Promise<Buffer | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export const UPLOADS_PREFIX = '/uploads/';
const FOLDER_PATTERN = /^[a-z0-9][a-z0-9-]{0,40}$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,5}$/;

/** Files under DATA_DIR/uploads, served by the app itself at /uploads/*. */
export function createLocalStorage(root: string): FileStorage {
  const absoluteRoot = path.resolve(root);
  /** The file behind one of this store's URLs; null for anything else (no way out of the folder). */
  const fileOf = (url: string | null | undefined): string | null => {
    if (!url?.startsWith(UPLOADS_PREFIX)) return null;
    const relative = url.slice(UPLOADS_PREFIX.length);
    if (!/^[a-z0-9-]+\/[a-f0-9]+\.[a-z0-9]+$/.test(relative)) return null;
    const file = path.resolve(absoluteRoot, relative);
    return file.startsWith(absoluteRoot + path.sep) ? file : null;
  };
  return {
    kind: 'local',
    async put(folder, data, { extension }) {
      if (!FOLDER_PATTERN.test(folder)) throw new Error(`invalid storage folder "${folder}"`);
      if (!EXTENSION_PATTERN.test(extension)) throw new Error(`invalid file extension "${extension}"`);
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      const dir = path.join(absoluteRoot, folder);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), data, { flag: 'wx' });
      return { key: `${folder}/${name}`, url: `${UPLOADS_PREFIX}${folder}/${name}`, bytes: data.length };
    },
    async remove(url) {
      const file = fileOf(url);
      if (file) await rm(file, { force: true });
    },
    async read(url) {
      const file = fileOf(url);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch {
        return null;
      }
    },
  };
}

/** The sentences an image check answers with; features pass their own wording. */
export interface ImageMessages {
  notImage: string;
  tooLarge: string;
  tooManyPixels: string;
}

const DEFAULT_IMAGE_MESSAGES: ImageMessages = {
  notImage: 'The file must be an image (JPEG, PNG, WebP or GIF).',
  tooLarge: 'The file is too large. Please choose one under 10 MB.',
  tooManyPixels: 'The image has too many pixels. Please choose a smaller one.',
};

/** Formats accepted as input: decoded by content (the bytes), never by a file name or declared type. SVG is refused. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** A decompression bomb (a small file of huge dimensions) stops here. */
const MAX_INPUT_PIXELS = 100_000_000;

export const notAnImage = (messages: ImageMessages = DEFAULT_IMAGE_MESSAGES) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.notImage);
export const fileTooLarge = (messages: ImageMessages = DEFAULT_IMAGE_MESSAGES) => new AppError(413, 'PAYLOAD_TOO_LARGE', messages.tooLarge);

/** JPEG, PNG or WebP by their first bytes (the re-encoding then proves the whole file decodes). */
export function isJpegPngOrWebp(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}

/**
 * Decodes an image and re-encodes it: orientation applied, longest side at most 500 px (or `maxSidePx`,
 * e.g. a blog banner), JPEG quality 70, metadata (EXIF, GPS, ICC comments) stripped. Anything that is not an image is a 415.
 */
export async function reencodeImage(
  input: Buffer,
  messages: ImageMessages = DEFAULT_IMAGE_MESSAGES,
  maxSidePx: number = PHOTO_MAX_SIDE_PX,
): Promise<Buffer> {
  if (input.length > UPLOAD_MAX_BYTES) throw fileTooLarge(messages);
  if (input.length === 0) throw notAnImage(messages);
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false } as const;
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, options).metadata());
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError(413, 'IMAGE_TOO_LARGE', messages.tooManyPixels);
    throw notAnImage(messages);
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw notAnImage(messages);
  try {
    return await sharp(input, options)
      .rotate()
      .resize({ width: maxSidePx, height: maxSidePx, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(PHOTO_JPEG_QUALITY * 100), mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError(413, 'IMAGE_TOO_LARGE', messages.tooManyPixels);
    throw notAnImage(messages);
  }
}

/**
 * The bytes of a `data:<type>;base64,<data>` URL. The declared type is not trusted (the image check
 * reads the bytes); more than 10 MB once decoded is a 413.
 */
export function decodeDataUrl(dataUrl: string, messages: ImageMessages = DEFAULT_IMAGE_MESSAGES): Buffer {
  const comma = dataUrl.indexOf(',');
  const header = comma === -1 ? '' : dataUrl.slice(0, comma);
  if (!/^data:[\w.+-]+\/[\w.+-]+;base64$/i.test(header)) throw notAnImage(messages);
  const data = dataUrl.slice(comma + 1).replace(/\s/g, '');
  if (Math.floor((data.length * 3) / 4) - 2 > UPLOAD_MAX_BYTES) throw fileTooLarge(messages);
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(data)) throw notAnImage(messages);
  return Buffer.from(data, 'base64');
}

/** Re-encodes an image and stores it as a JPEG under `folder`. */
export async function saveImage(
  storage: FileStorage,
  folder: string,
  input: Buffer,
  messages?: ImageMessages,
  maxSidePx?: number,
): Promise<StoredFile> {
  const jpeg = await reencodeImage(input, messages, maxSidePx);
  return storage.put(folder, jpeg, { extension: 'jpg', contentType: 'image/jpeg' });
}

/**
 * Decorates `app.storage` and serves the local folder at /uploads/*. Names are random and never
 * reused, so a file can be cached for good.
 */
export async function registerStorage(app: FastifyInstance, options: { dataDir: string }): Promise<void> {
  if (app.config.s3) {
    app.log.warn('S3_* is set, but the S3 store is not available in this version: uploads are kept under DATA_DIR/uploads.');
  }
  const root = path.join(options.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  app.decorate('storage', createLocalStorage(root));
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply, filePath) => {
      // An uploaded file is an image to show or a PDF to read, never a document to run. Chromium shows a
      // PDF through its viewer plugin, which object-src must allow.
      const pdfViewer = filePath.endsWith('.pdf') ? "; object-src 'self'" : '';
      void reply.header('content-security-policy', `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'${pdfViewer}`);
      void reply.header('x-content-type-options', 'nosniff');
    },
  });
}
