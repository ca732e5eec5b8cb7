import type { ApiKey } from '../../../shared'
import type { ApiKeyRow } from './queries'

export function toApiKeyDto(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    keyName: row.keyName,
    keyPreview: row.keyPreview,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }
}
