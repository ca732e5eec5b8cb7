import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { Document, Summary } from '../shared'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    /** Stored as typed; compared lower-cased through the unique index below. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    accountType: text('account_type', { enum: ['free', 'starter', 'professional', 'power'] })
      .notNull()
      .default('free'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the cookie's token: a leaked table cannot be replayed. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

/** Failed sign-ins per key ('email:…' or 'ip:…') in the current window, for throttling across processes. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
})

export const presentations = pgTable(
  'presentations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    originalName: text('original_name').notNull(),
    /** 'pdf' | 'pptx' | 'ppt' as detected by content, or 'url' for a PDF link. */
    fileType: text('file_type').notNull(),
    fileUrl: text('file_url'),
    documentType: text('document_type', { enum: ['presentation', 'document'] }).notNull(),
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    status: text('status', { enum: ['processing', 'completed', 'failed'] })
      .notNull()
      .default('processing'),
    stage: text('stage', { enum: ['queued', 'reading', 'summarising', 'writing', 'done'] })
      .notNull()
      .default('queued'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    userNote: text('user_note'),
    /**
     * The slide model read while the upload was checked, handed to the worker so it does not parse the
     * file twice; cleared once the item is processed.
     */
    document: jsonb('document').$type<Document>(),
    language: text('language'),
    pageCount: integer('page_count'),
    originalDeletedAt: timestamp('original_deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    processingStartedAt: timestamp('processing_started_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('presentations_user_slug_idx').on(t.userId, t.slug),
    index('presentations_user_created_idx').on(t.userId, t.createdAt),
    index('presentations_status_idx').on(t.status),
  ],
)

export const summaries = pgTable('summaries', {
  presentationId: uuid('presentation_id')
    .primaryKey()
    .references(() => presentations.id, { onDelete: 'cascade' }),
  content: jsonb('content').$type<Summary>().notNull(),
  createdAt: createdAt(),
})

/**
 * One row per presentation that counts toward its owner's allowance. A failed item is voided (does not
 * count); a retry un-voids the same row, so it can never count twice. Kept when the presentation is
 * deleted: deleting a file does not give the allowance back.
 */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presentationId: uuid('presentation_id').references(() => presentations.id, { onDelete: 'set null' }),
    voided: boolean('voided').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('usage_records_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('usage_records_presentation_idx').on(t.presentationId),
  ],
)

export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    presentationId: uuid('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    sharedByUserId: uuid('shared_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedByUserId: uuid('claimed_by_user_id').references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shares_token_hash_idx').on(t.tokenHash),
    index('shares_claimed_by_idx').on(t.claimedByUserId),
    index('shares_presentation_idx').on(t.presentationId),
  ],
)

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyName: text('key_name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The first characters of the key, shown in lists; the rest exists only in the user's hands. */
    keyPreview: text('key_preview').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_key_hash_idx').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
)

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  phone: text('phone'),
  createdAt: createdAt(),
})

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['starter', 'professional', 'power'] }).notNull(),
    billingPeriod: text('billing_period', { enum: ['monthly', 'annual'] })
      .notNull()
      .default('monthly'),
    status: text('status').notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    amountCents: integer('amount_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_idx').on(t.userId),
    uniqueIndex('subscriptions_stripe_idx').on(t.stripeSubscriptionId),
  ],
)
