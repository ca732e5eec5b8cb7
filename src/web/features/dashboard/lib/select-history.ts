import type { Presentation } from '../../../../shared'

export type HistorySort = 'newest' | 'name'

/** Spec §2: a case-insensitive substring match on the name; newest first or alphabetical. */
export function selectHistory(items: Presentation[], search: string, sort: HistorySort): Presentation[] {
  const needle = search.trim().toLocaleLowerCase()
  const matches = needle
    ? items.filter((item) => item.originalName.toLocaleLowerCase().includes(needle))
    : [...items]
  return sort === 'name'
    ? matches.sort((a, b) => a.originalName.localeCompare(b.originalName, undefined, { sensitivity: 'base' }))
    : matches.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}
