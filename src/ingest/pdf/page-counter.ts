/**
 * Pages of one PDF read by several workers at once: each claims the next unread page from this counter
 * (shared memory, so a worker slowed by loading fonts simply reads fewer pages; fixed runs of pages left
 * one worker waiting on the other by up to a fifth on the corpus). Kept apart from the reader so that
 * the main thread can make one without loading pdf.js.
 */
export type PageCounter = Int32Array<SharedArrayBuffer>

/** A counter starting at the first page. */
export function createPageCounter(): PageCounter {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT))
}

/** Claims the next page not yet taken, numbered from 1. */
export function claimPage(counter: PageCounter): number {
  return Atomics.add(counter, 0, 1) + 1
}
