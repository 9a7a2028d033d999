import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { Env } from '../config.js';
import { createS3Client } from '../platform/storage.js';

export interface S3Server {
  /** The S3_* settings of an app that keeps its uploads in this server's bucket. */
  env: Partial<Env>;
  /** The address of the bucket itself, as a public bucket URL would be: <endpoint>/<bucket>. */
  bucketUrl: string;
  client: S3Client;
  /** Every key in the bucket, or under `prefix`. */
  keys(prefix?: string): Promise<string[]>;
  /** Another empty bucket on the same server, with the S3_* settings that point at it. */
  newBucket(): Promise<Partial<Env>>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on loopback with one empty bucket; the app talks to it over HTTP with the AWS SDK. */
export async function startS3Server(): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'campus-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint };
  const client = createS3Client({
    endpoint,
    bucket: '',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: undefined,
    forcePathStyle: true,
    presignedUrlSeconds: 60,
  });
  const newBucket = async (): Promise<Partial<Env>> => {
    const bucket = `campus-${randomBytes(4).toString('hex')}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    return { ...credentials, S3_BUCKET: bucket };
  };
  const env = await newBucket();
  return {
    env,
    bucketUrl: `${endpoint}/${env.S3_BUCKET}`,
    client,
    async keys(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: env.S3_BUCKET, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    newBucket,
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
