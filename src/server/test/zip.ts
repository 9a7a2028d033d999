import yauzl from 'yauzl';

/** Every entry of a zip, by name. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}
