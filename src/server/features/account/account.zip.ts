import { Readable } from 'node:stream';
import yazl from 'yazl';
import { EXPORT_KINDS } from './account.kinds.js';
import type { ExportFile } from './account.export-data.js';

/** The README at the top of the zip: what each file holds, from the same list the export and the deletion check walk. */
export function exportReadme(preparedAt: Date): string {
  const lines = [
    'Your Campus data',
    '================',
    '',
    `Prepared on ${preparedAt.toISOString()} at your request, from everything Campus holds about your account.`,
    'Each .json file below is one kind of data; dates are in UTC (ISO 8601). Other people appear by username only.',
    'Your password, two-step sign-in secrets and sign-in tokens are not included: they only work your account.',
    '',
  ];
  for (const kind of EXPORT_KINDS) {
    lines.push(`${kind.file}`, `  ${kind.about}`);
    if ('files' in kind) lines.push(`  Files: ${kind.files}`);
    lines.push('');
  }
  lines.push('files/', '  The files you uploaded, as stored, named in the JSON files that refer to them.', '');
  return lines.join('\n');
}

/**
 * The zip as a stream: the README and the JSON files, then each uploaded file read only when the zip reaches it, so
 * the process holds a chunk of one file at a time however many there are. Images and documents are stored as they are (already
 * compressed); text is deflated.
 */
export function exportZip(input: {
  preparedAt: Date;
  json: { file: string; data: unknown }[];
  files: ExportFile[];
  read: (file: ExportFile) => Promise<Readable | null>;
}): Readable {
  const zip = new yazl.ZipFile();
  const mtime = input.preparedAt;
  zip.addBuffer(Buffer.from(exportReadme(input.preparedAt)), 'README.txt', { mtime });
  for (const { file, data } of input.json) zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), file, { mtime });
  for (const file of input.files) {
    zip.addReadStreamLazy(file.zipPath, { mtime, compress: false }, (done) => {
      input.read(file).then(
        // A file gone from the store since its row was written leaves an empty entry rather than failing the export.
        (stream) => done(null, stream ?? Readable.from([])),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), Readable.from([])),
      );
    });
  }
  const output = zip.outputStream as Readable;
  // A file that could not be read fails the zip's stream, and with it the upload and the job (which is retried).
  zip.on('error', (error: Error) => output.destroy(error));
  zip.end();
  return output;
}
