import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { PHOTO_JPEG_QUALITY, PHOTO_MAX_SIDE_PX, UPLOAD_MAX_BYTES } from '../../shared/constants.js';
import type { Config } from '../config.js';
import { AppError, notFound } from './errors.js';

/*
 * Uploaded files. The app stores them through `app.storage` (files anyone holding the address may load:
 * photos, banners, covers, books, blog images read through their own check) and `app.privateStorage`
 * (files only ever handed out after an access check: booking documents and the like), and never touches
 * a folder or bucket itself. Both live under DATA_DIR by default and in an S3-compatible bucket when
 * S3_* is set; a feature never knows which.
 *
 * Addresses stored in the database are the same in both places ("/uploads/<folder>/<name>" for public
 * files, "<folder>/<name>" keys for private ones), so moving the files to a bucket (npm run
 * storage:migrate) or restoring a backup never rewrites a row.
 */

export interface StoredFile {
  /** Where the file lives inside the store: "<folder>/<name>". */
  key: string;
  /** The address the browser loads it from: "/uploads/<folder>/<name>" (private files: the key again, never served as is). */
  url: string;
  bytes: number;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Saves bytes under a folder, with a fresh random name. */
  put(folder: string, data: Buffer, options: { extension: string; contentType: string }): Promise<StoredFile>;
  /** Like `put` for a file made while it is saved (a data export's zip): the bytes pass through, never held whole. */
  putStream(folder: string, data: Readable, options: { extension: string; contentType: string }): Promise<StoredFile>;
  /** Removes a file this store produced, by its URL (private store: its key). Unknown or foreign references are ignored. */
  remove(url: string | null | undefined): Promise<void>;
  /** The bytes of a file this store produced, for features that serve files through their own access check; null when gone. */
  read(url: string): Promise<Buffer | null>;
  /** Like `read`, as a stream: for files passed on whole (into a data export) without holding each in memory. */
  readStream(url: string): Promise<Readable | null>;
}

export interface PrivateFileStorage extends FileStorage {
  /**
   * Answers a request with a private file, to be called only after the caller's access check: the bytes
   * themselves from the local folder, or a redirect to a presigned bucket address that expires after
   * S3_PRESIGNED_URL_SECONDS. 404 when the file is gone.
   */
  send(reply: FastifyReply, key: string, file: { fileName: string; contentType: string }): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    privateStorage: PrivateFileStorage;
  }
}

export const UPLOADS_PREFIX = '/uploads/';
/**
 * An upload handed back to a form that is then abandoned (an event banner removed before saving, an image taken out
 * of a blog draft) is removed once this long has passed with nothing referring to it: by a queued job, on whichever
 * instance takes it.
 */
export const ORPHAN_UPLOAD_GRACE_MS = 24 * 3600 * 1000;
/** The folder of DATA_DIR that holds private files when no bucket is set (public ones: DATA_DIR/uploads). */
const PRIVATE_FOLDER = 'private-documents';
/** Folder names inside the bucket: public files under uploads/ (the only prefix a bucket policy may open), private ones under private/. */
export const BUCKET_PREFIXES = { public: 'uploads/', private: 'private/' } as const;
const FOLDER_PATTERN = /^[a-z0-9][a-z0-9-]{0,40}$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,5}$/;
const KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,40}\/[a-f0-9]+\.[a-z0-9]{1,5}$/;

/** The key behind a public address ("/uploads/<key>"); null for anything else (no way out of the store). */
export function keyOfUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return KEY_PATTERN.test(key) ? key : null;
}

const keyOrNull = (key: string | null | undefined): string | null => (key && KEY_PATTERN.test(key) ? key : null);

function newKey(folder: string, extension: string): string {
  if (!FOLDER_PATTERN.test(folder)) throw new Error(`invalid storage folder "${folder}"`);
  if (!EXTENSION_PATTERN.test(extension)) throw new Error(`invalid file extension "${extension}"`);
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

/**
 * Where the bytes go: a folder on this disk or a prefix of a bucket. Keys are checked before they get here.
 * The stores below use it; so do the operations that move every file at once (storage:migrate, backup, restore).
 */
export interface ObjectArea {
  write(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Writes a stream as it comes (a bucket: in parts of a multipart upload); answers the bytes written. */
  writeStream(key: string, data: Readable, contentType: string): Promise<number>;
  read(key: string): Promise<Buffer | null>;
  readStream(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Every file of the area ("<folder>/<name>" keys) with its size. */
  list(): Promise<{ key: string; bytes: number }[]>;
  /** The size of a file, null when it is not there. */
  size(key: string): Promise<number | null>;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The media type of a stored file, from the extension the store gave it (files moved in bulk carry no other). */
export const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The files under a folder of this disk, keyed "<folder>/<name>". */
export function folderArea(root: string): ObjectArea {
  const absoluteRoot = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(absoluteRoot, key);
    if (!file.startsWith(absoluteRoot + path.sep)) throw new Error(`invalid storage key "${key}"`);
    return file;
  };
  return {
    async write(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx' });
    },
    async writeStream(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const out = createWriteStream(file, { flags: 'wx' });
      try {
        await pipeline(data, out);
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return out.bytesWritten;
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch {
        return null;
      }
    },
    async readStream(key) {
      const file = fileOf(key);
      // Opened before it is handed on, so a missing file is a null here rather than an error in the reader's stream.
      const handle = await open(file, 'r').catch(() => null);
      return handle ? handle.createReadStream() : null;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async list() {
      const folders = await readdir(absoluteRoot, { withFileTypes: true }).catch(() => []);
      const files: { key: string; bytes: number }[] = [];
      for (const folder of folders.filter((entry) => entry.isDirectory())) {
        for (const name of await readdir(path.join(absoluteRoot, folder.name))) {
          const key = `${folder.name}/${name}`;
          if (KEY_PATTERN.test(key)) files.push({ key, bytes: (await stat(fileOf(key))).size });
        }
      }
      return files.sort((a, b) => a.key.localeCompare(b.key));
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch {
        return null;
      }
    },
  };
}

export type S3Settings = NonNullable<Config['s3']>;

/** One client per process: it keeps its connections open between uploads. */
export function createS3Client(s3: S3Settings): S3Client {
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // Checksums only where S3 asks for them: every S3-compatible server accepts that, not all know the newer default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export const isMissingObject = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Names are random and never reused: a public file can be cached for good; a private one never by a shared cache. */
const cacheControlOf = (prefix: string) =>
  prefix === BUCKET_PREFIXES.public ? 'public, max-age=31536000, immutable' : 'private, no-store';

function bucketArea(client: S3Client, bucket: string, prefix: string): ObjectArea {
  return {
    async write(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: prefix + key,
          Body: data,
          ContentType: contentType,
          CacheControl: cacheControlOf(prefix),
        }),
      );
    },
    async writeStream(key, data, contentType) {
      let bytes = 0;
      data.on('data', (chunk: Buffer) => (bytes += chunk.length));
      // A multipart upload of 5 MB parts, one at a time: memory stays at a part or two whatever the file's size.
      await new Upload({
        client,
        queueSize: 1,
        params: { Bucket: bucket, Key: prefix + key, Body: data, ContentType: contentType, CacheControl: cacheControlOf(prefix) },
      }).done();
      return bytes;
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async readStream(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + key }));
    },
    async list() {
      const files: { key: string; bytes: number }[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const key = object.Key!.slice(prefix.length);
          if (KEY_PATTERN.test(key)) files.push({ key, bytes: object.Size ?? 0 });
        }
        token = page.NextContinuationToken;
      } while (token);
      return files.sort((a, b) => a.key.localeCompare(b.key));
    },
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: prefix + key }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
  };
}

/** The two areas of the folder store: DATA_DIR/uploads (public) and DATA_DIR/private-documents. */
export function localAreas(dataDir: string): { public: ObjectArea; private: ObjectArea } {
  return { public: folderArea(path.join(dataDir, 'uploads')), private: folderArea(path.join(dataDir, PRIVATE_FOLDER)) };
}

/** The two areas of the bucket store: its uploads/ and private/ prefixes. */
export function bucketAreas(client: S3Client, bucket: string): { public: ObjectArea; private: ObjectArea } {
  return { public: bucketArea(client, bucket, BUCKET_PREFIXES.public), private: bucketArea(client, bucket, BUCKET_PREFIXES.private) };
}

function storeOver(kind: FileStorage['kind'], area: ObjectArea, access: 'public' | 'private') {
  const keyOf = access === 'public' ? keyOfUrl : keyOrNull;
  return {
    kind,
    async put(folder: string, data: Buffer, { extension, contentType }: { extension: string; contentType: string }): Promise<StoredFile> {
      const key = newKey(folder, extension);
      await area.write(key, data, contentType);
      return { key, url: access === 'public' ? `${UPLOADS_PREFIX}${key}` : key, bytes: data.length };
    },
    async putStream(
      folder: string,
      data: Readable,
      { extension, contentType }: { extension: string; contentType: string },
    ): Promise<StoredFile> {
      const key = newKey(folder, extension);
      const bytes = await area.writeStream(key, data, contentType);
      return { key, url: access === 'public' ? `${UPLOADS_PREFIX}${key}` : key, bytes };
    },
    async remove(url: string | null | undefined) {
      const key = keyOf(url);
      if (key) await area.delete(key);
    },
    async read(url: string) {
      const key = keyOf(url);
      return key ? area.read(key) : null;
    },
    async readStream(url: string) {
      const key = keyOf(url);
      return key ? area.readStream(key) : null;
    },
  };
}

/** Files under `root` (DATA_DIR/uploads), served by the app itself at /uploads/*. */
export function createLocalStorage(root: string): FileStorage {
  return storeOver('local', folderArea(root), 'public');
}

/** Public files in the bucket under uploads/<folder>/<name>. */
export function createS3Storage(client: S3Client, bucket: string): FileStorage {
  return storeOver('s3', bucketArea(client, bucket, BUCKET_PREFIXES.public), 'public');
}

const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\w.\- ]+/g, '_')}"`;

/** Private files under `root` (DATA_DIR/private-documents), sent by the app after the caller's check. */
export function createLocalPrivateStorage(root: string): PrivateFileStorage {
  const store = storeOver('local', folderArea(root), 'private');
  return {
    ...store,
    async send(reply, key, file) {
      const bytes = await store.read(key);
      if (!bytes) throw notFound();
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'")
        .send(bytes);
    },
  };
}

/** Private files in the bucket under private/<folder>/<name>, handed out as presigned addresses that expire. */
export function createS3PrivateStorage(client: S3Client, bucket: string, presignedUrlSeconds: number): PrivateFileStorage {
  const store = storeOver('s3', bucketArea(client, bucket, BUCKET_PREFIXES.private), 'private');
  return {
    ...store,
    async send(reply, key, file) {
      if (!keyOrNull(key)) throw notFound();
      const url = await getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: BUCKET_PREFIXES.private + key,
          ResponseContentType: file.contentType,
          ResponseContentDisposition: attachment(file.fileName),
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn: presignedUrlSeconds },
      );
      return reply.header('cache-control', 'private, no-store').redirect(url, 302);
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

/** What an uploaded file may do once a browser has it: be shown or read, never run. */
function uploadHeaders(reply: FastifyReply, key: string): void {
  // Chromium shows a PDF through its viewer plugin, which object-src must allow.
  const pdfViewer = key.endsWith('.pdf') ? "; object-src 'self'" : '';
  void reply.header('content-security-policy', `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'${pdfViewer}`);
  void reply.header('x-content-type-options', 'nosniff');
}

/**
 * Decorates `app.storage` and `app.privateStorage`, and answers /uploads/*: from the local folder, or with
 * the bucket's copy (a redirect to S3_PUBLIC_URL when set, else the bytes through the app). Names are
 * random and never reused, so a file can be cached for good.
 */
export async function registerStorage(app: FastifyInstance, options: { dataDir: string }): Promise<void> {
  const s3 = app.config.s3;
  if (s3) {
    const client = createS3Client(s3);
    app.addHook('onClose', () => client.destroy());
    app.decorate('storage', createS3Storage(client, s3.bucket));
    app.decorate('privateStorage', createS3PrivateStorage(client, s3.bucket, s3.presignedUrlSeconds));
    app.get<{ Params: { folder: string; name: string } }>(
      `${UPLOADS_PREFIX}:folder/:name`,
      { schema: { hide: true } },
      async (request, reply) => {
        const key = `${request.params.folder}/${request.params.name}`;
        if (!KEY_PATTERN.test(key)) throw notFound();
        if (s3.publicUrl) {
          return reply
            .header('cache-control', 'public, max-age=31536000, immutable')
            .redirect(`${s3.publicUrl}/${BUCKET_PREFIXES.public}${key}`, 301);
        }
        let answer;
        try {
          answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: BUCKET_PREFIXES.public + key }));
        } catch (error) {
          if (isMissingObject(error)) throw notFound();
          throw error;
        }
        uploadHeaders(reply, key);
        if (answer.ContentLength !== undefined) void reply.header('content-length', answer.ContentLength);
        return reply
          .header('content-type', answer.ContentType ?? 'application/octet-stream')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(answer.Body as Readable);
      },
    );
    return;
  }
  const root = path.join(options.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  app.decorate('storage', createLocalStorage(root));
  app.decorate('privateStorage', createLocalPrivateStorage(path.join(options.dataDir, PRIVATE_FOLDER)));
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply, filePath) => uploadHeaders(reply, filePath),
  });
}
