import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat, unlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pipeline as pipelineCallback, Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { assertValidKey } from './assert-valid-key'
import { StorageNotFoundError, type Storage } from './storage'

export interface S3StorageOptions {
  bucket: string
  region: string
  /** For S3-compatible servers (MinIO, Ceph, R2...); unset means AWS itself. */
  endpoint?: string
  /** MinIO-like servers want `endpoint/bucket/key` rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean
  /** Unset: the SDK's default chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** lib-storage holds at most queueSize x partSize in memory (5 MB is S3's smallest part). */
const PART_SIZE = 5 * 1024 * 1024
const QUEUE_SIZE = 2

export function createS3Storage(options: S3StorageOptions): Storage {
  const config: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // The SDK's default CRC trailers (aws-chunked bodies) are not understood by many S3-compatible
    // servers; checksums are sent only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
  if (options.endpoint) config.endpoint = options.endpoint
  if (options.credentials) config.credentials = options.credentials
  const client = new S3Client(config)
  const bucket = options.bucket

  async function download(key: string): Promise<Readable> {
    assertValidKey(key)
    try {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      if (!(Body instanceof Readable)) throw new Error('S3 returned no readable body')
      return Body
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(key, { cause: error })
      throw error
    }
  }

  return {
    async put(key, body, putOptions) {
      assertValidKey(key)
      const contentType = putOptions?.contentType
      if (body instanceof Uint8Array) {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentLength: body.byteLength,
            ContentType: contentType,
          }),
        )
        return { size: body.byteLength }
      }
      // A stream of unknown length: multipart in bounded parts; S3 shows the object only once complete,
      // and a failed upload is aborted, so the key never holds part of it.
      let size = 0
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length
          callback(null, chunk)
        },
      })
      // Errors of either side reach the other: a failing source fails the upload (through `counted`), and
      // a failing upload destroys the source instead of leaving it paused.
      pipelineCallback(body, counted, () => {})
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: counted, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
      })
      try {
        await upload.done()
      } catch (error) {
        counted.destroy()
        throw error
      }
      return { size }
    },

    get: download,

    async delete(key) {
      assertValidKey(key)
      // S3 answers a delete of a missing key with success, which is the contract here.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },

    async withLocalFile(key, fn) {
      const body = await download(key)
      const dir = await mkdtemp(path.join(os.tmpdir(), 'slidebrief-original-'))
      try {
        const file = path.join(dir, 'original')
        await pipeline(body, createWriteStream(file, { flags: 'wx', mode: 0o600 }))
        return await fn(file)
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },

    async putFile(key, source, putOptions) {
      assertValidKey(key)
      const { size } = await stat(source)
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(source),
          ContentLength: size,
          ContentType: putOptions?.contentType,
        }),
      )
      await unlink(source)
      return { size }
    },

    async *list(prefix) {
      // A multipart upload in progress is no object yet, so it is never listed.
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        )
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
  }
}

function isNotFound(error: unknown): boolean {
  const candidate = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return (
    candidate?.name === 'NoSuchKey' ||
    candidate?.name === 'NotFound' ||
    candidate?.$metadata?.httpStatusCode === 404
  )
}
