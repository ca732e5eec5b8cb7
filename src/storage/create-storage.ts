import path from 'node:path'
import type { Config } from '../config'
import { createLocalStorage } from './create-local-storage'
import { createS3Storage } from './create-s3-storage'
import type { Storage } from './storage'

type StorageConfig = Pick<
  Config,
  | 'dataDir'
  | 'STORAGE'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>

/** STORAGE=local: files under DATA_DIR/originals; STORAGE=s3: the S3_* bucket. */
export function createStorage(config: StorageConfig): Storage {
  if (config.STORAGE === 'local') return createLocalStorage(path.join(config.dataDir, 'originals'))
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required when STORAGE=s3')
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  })
}
