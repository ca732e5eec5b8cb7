import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { bulletLines as bullets, type TestSlide } from '../../shared/test-support/document-of'
import { giveWayToOwnedSteps } from './give-way-to-owned-steps'
import { overallLinesOf } from './test-support/overall-lines-of'

// Reader r-z1 (decision 187), Harbour & Vine: two recommendations were filed as owner-less actions beside the owned,
// dated next steps that carry them out ("Double tasting events to 24 a year" beside "Add 12 tasting events …: Lucy
// Farrow, Events Lead; 26 June 2026"). The step, with its owner and date, says the action once.

// The action slides' lines as selectActions holds them before this step: every line past the finding.
function keptOf(slides: TestSlide[], language: Language): string[] {
  const { passages } = overallLinesOf(slides, language)
  const stated = passages.flatMap((passage, index) => (passage.unit > 0 ? [index] : []))
  return giveWayToOwnedSteps(stated, new Map(), passages, language).map((index) => passages[index]!.brief)
}

const DECKS: Record<'en' | 'es' | 'de', { slides: TestSlide[]; gives: string; stays: string; step: string }> =
  {
    en: {
      slides: [
        { title: 'Retention fell', text: bullets('12-month retention fell from 55% to 48%') },
        {
          title: 'Recommendations',
          text: bullets(
            'Hold more tasting events outside London, in the cities where members live',
            'Publish a members’ newsletter every month',
          ),
        },
        {
          title: 'Next steps',
          text: bullets(
            'Add 12 tasting events in Manchester and Leeds — Owner: Lucy Farrow, Events Lead; Date: 26 June 2026',
            'Repeat the survey — Owner: Fieldhouse Insight; Date: 12 February 2027',
          ),
        },
      ],
      gives: 'Hold more tasting events',
      stays: 'Publish a members’ newsletter',
      step: 'Add 12 tasting events',
    },
    es: {
      slides: [
        { title: 'La retención cayó', text: bullets('La retención a 12 meses cayó del 55 % al 48 %') },
        {
          title: 'Recomendaciones',
          text: bullets(
            'Organizar más catas fuera de Madrid, donde viven los socios',
            'Publicar un boletín mensual para los socios',
          ),
        },
        {
          title: 'Próximos pasos',
          text: bullets(
            'Organizar 12 catas en Sevilla y Valencia — Responsable: Lucía Ferrer; Fecha: 26 de junio de 2026',
            'Repetir la encuesta — Responsable: Campo Insight; Fecha: 12 de febrero de 2027',
          ),
        },
      ],
      gives: 'Organizar más catas',
      stays: 'Publicar un boletín',
      step: 'Organizar 12 catas',
    },
    de: {
      slides: [
        { title: 'Die Bindung sank', text: bullets('Die 12-Monats-Bindung sank von 55 % auf 48 %') },
        {
          title: 'Empfehlungen',
          text: bullets(
            'Mehr Weinproben außerhalb Berlins anbieten, wo die Mitglieder wohnen',
            'Einen monatlichen Newsletter für Mitglieder veröffentlichen',
          ),
        },
        {
          title: 'Nächste Schritte',
          text: bullets(
            'Sechs Weinproben in Leipzig und Köln anbieten — Verantwortlich: Lena Fuchs; Termin: 26. Juni 2026',
            'Die Umfrage wiederholen — Verantwortlich: Feldhaus Insight; Termin: 12. Februar 2027',
          ),
        },
      ],
      gives: 'Mehr Weinproben',
      stays: 'Einen monatlichen Newsletter',
      step: 'Sechs Weinproben in Leipzig',
    },
  }

describe('giveWayToOwnedSteps', () => {
  test.each(Object.entries(DECKS))(
    'a recommendation that an owned, dated next step carries out gives way to it (%s)',
    (language, { slides, gives, stays, step }) => {
      const actions = keptOf(slides, language as Language)

      expect(actions.some((action) => action.startsWith(gives))).toBe(false)
      expect(actions.some((action) => action.startsWith(stays))).toBe(true)
      expect(actions.filter((action) => action.startsWith(step))).toHaveLength(1)
    },
  )
})
