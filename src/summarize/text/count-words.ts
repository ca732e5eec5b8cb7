/** Words as the summary's budgets count them: runs of non-space characters. */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length
}
