import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { namesAnothersTask } from './names-anothers-task'

// Reader r-b2 (decision 205): an explainer's slide "Entscheidung des Integrationsamtes" was read as a decision
// slide, so what the statute obliges the authority to do was filed as the deck's actions.
describe('an action title that names another party’s decision or task', () => {
  test.each<[Language, string, string]>([
    ['de', 'Entscheidung des Integrationsamtes', 'Unsere Empfehlungen'],
    ['de', 'Problem der selbstbindenden Entscheidung', 'Entscheidung'],
    ['en', 'Recommendations of the tribunal', 'Summary of our recommendations'],
    ['fr', 'Décision de l’inspection du travail', 'Votre rôle de manager'],
    ['nl', 'Besluit van het UWV', 'Volgende stappen'],
  ])('%s: "%s" names a topic; "%s" asks', (language, topic, ask) => {
    expect([namesAnothersTask(topic, language), namesAnothersTask(ask, language)]).toEqual([true, false])
  })
})
