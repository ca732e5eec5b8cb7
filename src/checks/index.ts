// The checks module's public entry (ARCHITECTURE.md): deck checks over the slide model, offline and
// deterministic — consistency of figures, completeness by genre, the diff between two versions.
export { runDeckChecks } from './run-deck-checks'
export { findInconsistencies } from './find-inconsistencies'
export { checkCompleteness } from '../summarize'
export { diffDecks } from './diff-decks'
