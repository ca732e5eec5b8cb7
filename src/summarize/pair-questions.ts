/**
 * keyQuestions[i] belongs to strategicInsights[i] (spec §3): an insight without a question keeps its place with
 * an empty question, so that the insights stay in the order the summary argues them and each question stays
 * beside its own insight. The empty questions after the last one asked are dropped.
 */
export function trimUnaskedQuestions(
  questions: readonly string[],
  slides: readonly number[][],
  insightCount: number,
): { questions: string[]; slides: number[][] } {
  let end = questions.length
  while (end > 0 && end <= insightCount && questions[end - 1]!.trim() === '') end--
  return { questions: questions.slice(0, end), slides: slides.slice(0, end) }
}
