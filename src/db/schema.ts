import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
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
import { SUPPORTED_LANGUAGES, type Document, type QuestionCitation, type Summary } from '../shared'

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
    /**
     * Granted by another admin (issue 17) or on the server (`npm run admin -- grant`). ADMIN_EMAILS names
     * admins too, once they proved the address (emailVerifiedAt), and those cannot be revoked here.
     */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** When the owner opened a link e-mailed to this address (decision 039); null: never proved. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)

/** The outstanding address-proof link of an account (one at a time; a new one replaces it). */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the link's token, like a session's. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verifications_token_hash_idx').on(t.tokenHash)],
)

/**
 * What an admin did to an account (a plan set by hand for a sales deal, admin granted or revoked) or
 * exported (every user's e-mail, the contact messages: no target), with who and when. Kept when either
 * account is deleted: the ids become null, the e-mails stay for the record.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null for an export, which concerns no one account. */
    targetEmail: text('target_email'),
    action: text('action', {
      enum: ['set_plan', 'grant_admin', 'revoke_admin', 'export_users', 'export_contact_submissions'],
    }).notNull(),
    /** For set_plan: the plan before and after. */
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_actions_target_idx').on(t.targetUserId, t.createdAt)],
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

/**
 * Sign-in attempts not yet followed by a success, per key ('acct:…', 'acct-ip:…', 'ip:…') in the current
 * window, for throttling across processes (decision 020).
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Requests per key (route and address or account) in the current window, for the rate limits: a table,
 * so every API process counts against the same limit (decision 021).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
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
    /**
     * The version this item replaces ("Upload new version", issue 27): the diff compares the two. Set null
     * when that item is deleted, so a deletion never takes its successors with it.
     */
    previousVersionId: uuid('previous_version_id').references((): AnyPgColumn => presentations.id, {
      onDelete: 'set null',
    }),
    language: text('language'),
    /**
     * The language the user asked the summary to be written in at upload (issue 23, item 4); null: the
     * document's own. Kept on retry.
     */
    summaryLanguage: text('summary_language', { enum: SUPPORTED_LANGUAGES }),
    pageCount: integer('page_count'),
    originalDeletedAt: timestamp('original_deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    processingStartedAt: timestamp('processing_started_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('presentations_user_slug_idx').on(t.userId, t.slug),
    // The history pages (keyset on the sort key, then id) read only the rows they answer, either way.
    index('presentations_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('presentations_user_name_idx').on(t.userId, sql`lower(${t.originalName})`, t.id),
    index('presentations_status_idx').on(t.status),
  ],
)

export const summaries = pgTable('summaries', {
  presentationId: uuid('presentation_id')
    .primaryKey()
    .references(() => presentations.id, { onDelete: 'cascade' }),
  content: jsonb('content').$type<Summary>().notNull(),
  /**
   * The slide model the summary was made from, its typed lines without slide text and notes, kept for the
   * diff between versions (issue 27, decision 047): the original may be deleted after processing, and
   * reading it again would cost a parse per diff.
   */
  slideModel: jsonb('slide_model').$type<Document>(),
  createdAt: createdAt(),
})

/**
 * The full-text index of a processed item's slides (issue 26), built with its summary; items processed
 * before it existed get theirs on their first question. Its shape is the ask module's
 * `StoredQuestionIndex`, checked when read.
 */
export const questionIndexes = pgTable('question_indexes', {
  presentationId: uuid('presentation_id')
    .primaryKey()
    .references(() => presentations.id, { onDelete: 'cascade' }),
  content: jsonb('content').notNull(),
  createdAt: createdAt(),
})

/** Questions asked about an item and their answers, kept per user (the owner and each share recipient). */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    presentationId: uuid('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    citations: jsonb('citations').$type<QuestionCitation[]>().notNull(),
    /** 'local' or the LLM provider that wrote the answer. */
    provider: text('provider').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('questions_presentation_user_idx').on(t.presentationId, t.userId, t.createdAt)],
)

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
    /**
     * What the LLM calls of this item's summary cost (issue 23, item 8; decision 035): copied here from the
     * summary when it is stored, because this row outlives a deleted file, so the admin's monthly sums
     * stay true. Null for the local summariser.
     */
    llmModel: text('llm_model'),
    llmCalls: integer('llm_calls'),
    llmInputTokens: integer('llm_input_tokens'),
    llmOutputTokens: integer('llm_output_tokens'),
    /** When the summary carrying those figures was stored: the month they are summed in. */
    llmUsedAt: timestamp('llm_used_at', { withTimezone: true }),
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
    /** First time the link's landing data was read: the sharer sees it per recipient. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** Set when the sharer revokes the link; it then answers like an expired one. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shares_token_hash_idx').on(t.tokenHash),
    // One share per recipient and item: sharing again refreshes its link instead of piling up rows.
    uniqueIndex('shares_presentation_recipient_idx').on(t.presentationId, sql`lower(${t.recipientEmail})`),
    index('shares_claimed_by_idx').on(t.claimedByUserId),
    // One account holds an item through one claimed link: two links claimed at once cannot list it twice.
    uniqueIndex('shares_presentation_claimed_by_idx').on(t.presentationId, t.claimedByUserId),
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
    /**
     * Signs this key's completion webhooks (HMAC-SHA256). Kept readable because the server must sign with
     * it; it cannot call the API (decision 027).
     */
    webhookSecret: text('webhook_secret'),
    /** The external API's fixed rate window, counted in the row so every process shares it. */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }),
    windowCount: integer('window_count').notNull().default(0),
  },
  (t) => [uniqueIndex('api_keys_key_hash_idx').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
)

/** A completion webhook asked for with an item submitted through /api/v1; gone with its key or item. */
export const apiWebhooks = pgTable(
  'api_webhooks',
  {
    presentationId: uuid('presentation_id')
      .primaryKey()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Set when the finished item's delivery is handed to the queue (which retries it with backoff). */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_webhooks_unqueued_idx')
      .on(t.createdAt)
      .where(sql`${t.queuedAt} is null`),
  ],
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
    /** Stripe's `created` of the last event applied: an older event arriving late changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_idx').on(t.userId),
    uniqueIndex('subscriptions_stripe_idx').on(t.stripeSubscriptionId),
  ],
)

/** Stripe webhook events already applied: a redelivered event (same id) is acknowledged and skipped. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})
