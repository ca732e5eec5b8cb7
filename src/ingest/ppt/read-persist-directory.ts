import { corrupt, readBodyUint32, readRecord, RecordType } from './record'

/** What the current edit of a PowerPoint 97-2003 stream says: where each persist object lives, and which is the document. */
export interface PersistDirectory {
  /** Persist object id -> offset of its record in the 'PowerPoint Document' stream. */
  offsets: Map<number, number>
  docPersistIdRef: number
  /** 0 when the document is not encrypted ([MS-PPT] 2.3.3 UserEditAtom.encryptSessionPersistIdRef). */
  encryptSessionPersistIdRef: number
}

/**
 * Walks the edit chain from the current edit ([MS-PPT] 2.1.2): each UserEditAtom points to its
 * PersistDirectoryAtom and to the edit before it. Fast-saved files append one edit per save, so
 * an id's newest entry wins; earlier DocumentContainers left in the stream are history, not content.
 */
export function readPersistDirectory(view: DataView, offsetToCurrentEdit: number): PersistDirectory {
  const offsets = new Map<number, number>()
  const visited = new Set<number>()
  const directoriesRead = new Set<number>()
  let docPersistIdRef: number | undefined
  let encryptSessionPersistIdRef = 0
  let editOffset = offsetToCurrentEdit

  // Each edit is a distinct record of at least 8 bytes, so `visited` bounds the walk by the stream size.
  for (;;) {
    if (visited.has(editOffset)) throw corrupt('the edit chain loops')
    visited.add(editOffset)
    const edit = readRecord(view, editOffset, view.byteLength)
    if (edit.type !== RecordType.userEditAtom) throw corrupt('the current edit is not a UserEditAtom')
    const offsetLastEdit = readBodyUint32(view, edit, 8)
    const offsetPersistDirectory = readBodyUint32(view, edit, 12)
    const docRef = readBodyUint32(view, edit, 16)
    if (offsetLastEdit === undefined || offsetPersistDirectory === undefined || docRef === undefined) {
      throw corrupt('a UserEditAtom is too short')
    }
    if (docPersistIdRef === undefined) {
      docPersistIdRef = docRef
      encryptSessionPersistIdRef = readBodyUint32(view, edit, 28) ?? 0
    }
    // Reading a directory twice adds nothing, and a hostile file could make it cost quadratic time.
    if (!directoriesRead.has(offsetPersistDirectory)) {
      directoriesRead.add(offsetPersistDirectory)
      readPersistEntries(view, offsetPersistDirectory, offsets)
    }
    if (offsetLastEdit === 0) break
    editOffset = offsetLastEdit
  }

  return { offsets, docPersistIdRef, encryptSessionPersistIdRef }
}

/** [MS-PPT] 2.3.5 PersistDirectoryEntry: a 20-bit first id and a 12-bit count, then one offset per id. */
function readPersistEntries(view: DataView, offset: number, into: Map<number, number>): void {
  const directory = readRecord(view, offset, view.byteLength)
  if (directory.type !== RecordType.persistDirectoryAtom) throw corrupt('a persist directory is missing')
  let at = directory.body
  while (at < directory.end) {
    if (at + 4 > directory.end) throw corrupt('a persist directory entry is cut short')
    const entry = view.getUint32(at, true)
    const firstId = entry & 0xfffff
    const count = entry >>> 20
    at += 4
    if (at + count * 4 > directory.end) throw corrupt('a persist directory entry is cut short')
    for (let index = 0; index < count; index += 1) {
      // The chain is walked newest first, so an id already known was overridden by a later save.
      if (!into.has(firstId + index)) into.set(firstId + index, view.getUint32(at, true))
      at += 4
    }
  }
}
