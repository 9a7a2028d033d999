/** One part of a hand-built multipart body: a text field, or a file when `filename` is given. */
export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

export const TEST_BOUNDARY = '----campus-test-boundary';

/** A multipart/form-data body built by hand, as a browser's FormData sends it (and as a broken client might not). */
export function multipartBody(parts: FormPart[], boundary = TEST_BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file =
      part.filename === undefined ? '' : `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
