/**
 * Tokens a text takes, estimated without the model's tokenizer (each vendor and local model has its own).
 * English runs at about 4 characters a token and the other accepted languages nearer 3, so 3 is the
 * safe side: a budget kept by this estimate is kept by the model's own count.
 */
export const CHARS_PER_TOKEN = 3

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN)
}
