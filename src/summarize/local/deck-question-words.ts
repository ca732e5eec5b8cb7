import type { Language } from '../../shared'
import { DECK_WORDS_DATA } from './deck-words'
import { wordStarts } from './word-patterns'

/** The compiled `deckQuestions` words of a language (decision 164): see deck-question-words-schema.ts. */
export interface DeckQuestionWords {
  questionSlide: RegExp
  unsettledAnswer: RegExp
  callToTakePart: RegExp
  wayToTakePart: RegExp
  adequacyClaim: RegExp
  errorMeasure: RegExp
  takePart: string
  adequacy: string
  speedClaim: RegExp
  baseline: RegExp
  portabilityClaim: RegExp
  portabilityLimit: RegExp
  futureClaim: RegExp
  speedUp: string
  portability: string
  roadmap: string
}

const compiled = new Map<Language, DeckQuestionWords>()

export function deckQuestionWords(language: Language): DeckQuestionWords {
  const known = compiled.get(language)
  if (known) return known
  const data = DECK_WORDS_DATA[language].deckQuestions
  const words: DeckQuestionWords = {
    questionSlide: wordStarts(data.questionSlides),
    unsettledAnswer: wordStarts(data.unsettledAnswers),
    callToTakePart: wordStarts(data.callsToTakePart),
    wayToTakePart: wordStarts(data.waysToTakePart),
    adequacyClaim: wordStarts(data.adequacyClaims),
    errorMeasure: wordStarts(data.errorMeasures),
    takePart: data.takePart,
    adequacy: data.adequacy,
    speedClaim: wordStarts(data.speedClaims),
    baseline: wordStarts(data.baselines),
    portabilityClaim: wordStarts(data.portabilityClaims),
    portabilityLimit: wordStarts(data.portabilityLimits),
    futureClaim: wordStarts(data.futureClaims),
    speedUp: data.speedUp,
    portability: data.portability,
    roadmap: data.roadmap,
  }
  compiled.set(language, words)
  return words
}
