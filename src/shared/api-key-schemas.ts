import { z } from 'zod'
import { singleLineText } from './plain-text'

/** Spec §5: API key creation requires a non-blank name; control characters are refused (400). */
export const createApiKeySchema = z.object({
  keyName: singleLineText().trim().min(1, 'Key name is required').max(100, 'Key name is too long'),
})
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>

/** Spec §3 "API key". */
export const apiKeySchema = z.object({
  id: z.string(),
  keyName: z.string(),
  keyPreview: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
})
export type ApiKey = z.infer<typeof apiKeySchema>

/** The create answer: the key and its webhook signing secret, shown once and never again. */
export const createdApiKeySchema = apiKeySchema.extend({
  keyValue: z.string(),
  webhookSecret: z.string(),
})
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>
