import type { DeckWordsData } from './deck-words/deck-words-schema'
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
  predictionCue: RegExp
  warningCue: RegExp
  prediction: string
  warning: string
  fold: RegExp
  restated: string
}

/** A language's `deckQuestions` compiled with the rest of its deck words (DECK_WORDS' `deckQuestions`). */
export function compileDeckQuestionWords({ deckQuestions: data }: DeckWordsData): DeckQuestionWords {
  return {
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
    predictionCue: wordStarts(data.predictionCues),
    warningCue: wordStarts(data.warningCues),
    prediction: data.prediction,
    warning: data.warning,
    fold: wordStarts(data.folds),
    restated: data.restated,
  }
}
