/** Text matched literally inside a LIKE pattern: its `%`, `_` and `\` escaped (PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}
