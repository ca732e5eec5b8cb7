import path from 'node:path'
import { z } from 'zod'

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value))

const WINDOW_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const

/** A rate limit written '<max>/<window>' ('5/1h', '20/1m', '30/15m'), or 'off'. */
const rateLimitFromEnv = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .pipe(
      z.string().regex(/^(off|\d+\/\d+[smhd])$/, "must be '<max>/<window>' such as 5/1h or 20/1m, or off"),
    )
    .transform((value) => {
      if (value === 'off') return null
      const [, max, amount, unit] = /^(\d+)\/(\d+)([smhd])$/.exec(value)!
      return {
        max: Number(max),
        timeWindowMs: Number(amount) * WINDOW_UNITS_MS[unit as keyof typeof WINDOW_UNITS_MS],
      }
    })

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

  // Requests per address (signed out) or per account (signed in) and window (decision 021).
  RATE_LIMITS: booleanFromEnv.default(true),
  RATE_LIMIT_REGISTER: rateLimitFromEnv('5/1h'),
  RATE_LIMIT_LOGIN: rateLimitFromEnv('20/1m'),
  RATE_LIMIT_UPLOAD: rateLimitFromEnv('60/1h'),
  RATE_LIMIT_URL: rateLimitFromEnv('60/1h'),
  RATE_LIMIT_SHARE: rateLimitFromEnv('30/1h'),
  RATE_LIMIT_CONTACT: rateLimitFromEnv('5/1h'),
  // Below the usual 30 s grace period of process managers and orchestrators (issue 19).
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),

  RUN_WORKER: booleanFromEnv.default(true),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  MAX_PAGES: z.coerce.number().int().min(1).default(2000),

  AI_PROVIDER: z.enum(['local', 'openai', 'anthropic', 'google']).default('local'),
  AI_MODEL: optionalString,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  // Low by default: a summary should stick to the text and read the same on a second run (issue 23).
  AI_TEMPERATURE: z.coerce.number().min(0).max(2).default(0.2),
  // The model's context window the calls are sized to; a self-hosted server's context length must be at least this.
  AI_CONTEXT_TOKENS: z.coerce.number().int().min(4000).default(16_000),

  ALLOW_PRIVATE_URLS: booleanFromEnv.default(false),

  // Issue 26: questions to a deck per account and hour (web and API together), and the time one answer may take.
  QUESTIONS_PER_HOUR: z.coerce.number().int().min(1).default(60),
  QUESTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),

  // The external API's limit per key (spec §9: 100 requests per hour); the window is shortened in tests.
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  API_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  // Keys an account may hold (issue 25, item 4): more keys must not mean more calls or more secrets out.
  API_KEYS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),

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
  SHARE_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_STARTER: optionalString,
  STRIPE_PRICE_PROFESSIONAL: optionalString,
  STRIPE_PRICE_POWER: optionalString,
  STRIPE_PRICE_STARTER_ANNUAL: optionalString,
  STRIPE_PRICE_PROFESSIONAL_ANNUAL: optionalString,
  STRIPE_PRICE_POWER_ANNUAL: optionalString,
  /** Another Stripe API address (stripe-mock, a test server); unset is api.stripe.com. */
  STRIPE_API_URL: optionalUrl,
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
