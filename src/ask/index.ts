// The ask module's public entry (issue 26): questions answered from one presentation's slides.
export {
  buildQuestionIndex,
  loadQuestionIndex,
  storedQuestionIndexSchema,
  QUESTION_INDEX_VERSION,
  type LoadedQuestionIndex,
  type StoredQuestionIndex,
} from './question-index'
export { answerOffline, NOT_IN_DECK, type Answer, type Citation } from './answer-offline'
export {
  createQuestionAnswerer,
  type AnswerRequest,
  type QuestionAnswerer,
  type QuestionAnswererSettings,
} from './create-question-answerer'
