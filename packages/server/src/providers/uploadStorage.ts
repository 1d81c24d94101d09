import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { apiMessages } from '@runway-live/domain/api';
import { ApiError } from '../errors';

/** A stored file: its name and when it was written (the janitor's clock). */
export type StoredFile = { name: string; modifiedAt: Date };

/** A file as it is served back: its bytes as a stream, with what the answer says of them. */
export type ServedFile = { body: Readable; contentType: string; length?: number };

/**
 * Where uploads live (issue 34): a directory (the default) or an S3-compatible bucket, so
 * several server processes share the files. The upload route writes through it, /uploads/
 * serves from it and the janitor lists and removes through it.
 */
export type UploadStorage = {
  kind: 'directory' | 's3';
  put: (name: string, data: Uint8Array, contentType: string) => Promise<void>;
  /** Null when there is no such file. */
  get: (name: string) => Promise<ServedFile | null>;
  list: () => Promise<StoredFile[]>;
  /** Removing a file that is already gone (another process was first) is no error. */
  remove: (name: string) => Promise<void>;
};

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};
const contentTypeOf = (name: string) =>
  CONTENT_TYPES[/\.[a-z]+$/i.exec(name)?.[0]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** A full disk (or quota): the caller is told to try later (507), never a 500. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT']);
const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Uploads as files of one directory (UPLOAD_DIR, else DATA_DIR/uploads). */
export function createDirectoryStorage(directory: string): UploadStorage {
  // Made at start-up, as an operator expects to find it (and to mount it).
  mkdirSync(directory, { recursive: true });
  const pathOf = (name: string) => join(directory, basename(name));
  return {
    kind: 'directory',
    put: async (name, data) => {
      const path = pathOf(name);
      try {
        await mkdir(directory, { recursive: true });
        await writeFile(path, data);
      } catch (error) {
        if (!NO_ROOM.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
        // What was written of it goes: a half file is never served.
        await rm(path, { force: true });
        throw new ApiError(507, apiMessages.storageFull);
      }
    },
    get: async (name) => {
      const path = pathOf(name);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return null;
      return { body: createReadStream(path), contentType: contentTypeOf(name), length: info.size };
    },
    list: async () => {
      const names = await readdir(directory).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const files: StoredFile[] = [];
      for (const name of names) {
        const info = await stat(join(directory, name)).catch(() => undefined);
        if (info?.isFile()) files.push({ name, modifiedAt: info.mtime });
      }
      return files;
    },
    remove: async (name) => {
      await unlink(pathOf(name)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
  };
}

/** The storage the settings name: the bucket when S3_BUCKET is set, else the directory. */
export function createUploadStorage(config: {
  uploadDir: string;
  uploadBucket: S3StorageOptions | undefined;
}): UploadStorage {
  return config.uploadBucket
    ? createS3Storage(config.uploadBucket)
    : createDirectoryStorage(config.uploadDir);
}

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, a local stand-in); AWS's otherwise. */
  endpoint?: string;
  /** Paths rather than virtual hosts (most S3-compatible services need it). */
  forcePathStyle: boolean;
  /** A folder inside the bucket, e.g. 'uploads/'. */
  prefix: string;
  /** Keys given in the settings; the AWS SDK's default chain (roles, profiles) otherwise. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Uploads as objects of an S3-compatible bucket (AWS SDK v3), shared by every process. */
export function createS3Storage(options: S3StorageOptions): UploadStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const keyOf = (name: string) => `${options.prefix}${basename(name)}`;
  return {
    kind: 's3',
    put: async (name, data, contentType) => {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: keyOf(name),
          Body: data,
          ContentType: contentType,
          // Names carry a random part and a timestamp: a stored file never changes.
          CacheControl: 'public, max-age=604800, immutable',
        }),
      );
    },
    get: async (name) => {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: keyOf(name) }),
        );
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? contentTypeOf(name),
          ...(object.ContentLength === undefined ? {} : { length: object.ContentLength }),
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    list: async () => {
      const files: StoredFile[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: options.bucket,
            Prefix: options.prefix,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified) continue;
          files.push({
            name: object.Key.slice(options.prefix.length),
            modifiedAt: object.LastModified,
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
    // S3 answers a deletion of a missing key with success: nothing to forgive.
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(name) }));
    },
  };
}
