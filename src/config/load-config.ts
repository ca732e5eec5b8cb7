import path from 'node:path'
import { z } from 'zod'

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value))

const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())

/** Every setting, read from the environment once at start. README and .env.example list the same names. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  APP_URL: z.url().default('http://localhost:3000'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),

  RUN_WORKER: booleanFromEnv.default(true),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),

  AI_PROVIDER: z.enum(['local', 'openai', 'anthropic', 'google']).default('local'),
  AI_MODEL: optionalString,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),

  ALLOW_PRIVATE_URLS: booleanFromEnv.default(false),

  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  ORIGINALS_RETENTION: z.enum(['keep', 'delete-after-processing']).default('keep'),

  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Slidebrief <no-reply@localhost>'),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_STARTER: optionalString,
  STRIPE_PRICE_PROFESSIONAL: optionalString,
  STRIPE_PRICE_POWER: optionalString,
})

export type Config = z.infer<typeof configSchema> & { dataDir: string; isSecure: boolean }

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment; a bad value throws a ConfigError naming each offending variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const config = parsed.data
  if (config.STORAGE === 's3' && !config.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE=s3')
  }
  if (config.AI_PROVIDER !== 'local' && !config.AI_API_KEY && !config.AI_BASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  AI_API_KEY: required when AI_PROVIDER=${config.AI_PROVIDER}`,
    )
  }
  if (config.AI_PROVIDER !== 'local' && config.AI_BASE_URL && !config.AI_MODEL) {
    throw new ConfigError(
      'Invalid configuration:\n  AI_MODEL: required when AI_BASE_URL is set (the server has no default model)',
    )
  }
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    isSecure: config.APP_URL.startsWith('https://'),
  }
}
