import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

// Issue 24, "the point first" (reader r-z1, decision 194): a readout's first takeaway is its finding, then its first
// recommendation, not the cover's title and a list number before the recommendation. (A summary's lead said as
// sentences: reader-first-rules.test.ts.)

const summarise = (slides: TestSlide[], language: Language) =>
  createLocalProvider().summarize(documentOf(slides, { language }), { documentType: 'presentation' })

const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n')

const READOUTS = {
  en: {
    cover: ['Member Research 2026', 'Why members stay, and why they leave'],
    finding: [
      'Retention',
      '12-month retention fell from 55% to 48%',
      'Most members who leave do so when the discount ends',
    ],
    advice: [
      'Recommendations',
      '1. Launch a 3-bottle box for one- and two-person households',
      '2. Phase out the introductory discount over three months',
      '3. Ask every member to rate the wines they receive',
    ],
  },
  fr: {
    cover: ['Étude membres 2026', 'Pourquoi les membres restent, et pourquoi ils partent'],
    finding: [
      'Fidélité',
      'La fidélité à 12 mois est passée de 55 % à 48 %',
      'La plupart des départs suivent la fin de la remise',
    ],
    advice: [
      'Recommandations',
      '1. Lancer un coffret de 3 bouteilles pour les foyers d’une ou deux personnes',
      '2. Réduire la remise de bienvenue sur trois mois',
      '3. Demander à chaque membre de noter les vins reçus',
    ],
  },
  es: {
    cover: ['Estudio de socios 2026', 'Por qué los socios se quedan y por qué se van'],
    finding: [
      'Retención',
      'La retención a 12 meses bajó del 55 % al 48 %',
      'La mayoría de las bajas llegan al acabar el descuento',
    ],
    advice: [
      'Recomendaciones',
      '1. Lanzar una caja de 3 botellas para hogares de una o dos personas',
      '2. Reducir el descuento de bienvenida a lo largo de tres meses',
      '3. Pedir a cada socio que valore los vinos que recibe',
    ],
  },
} as const

describe('a readout’s point: the finding, then the recommendation', () => {
  test.each(Object.entries(READOUTS) as [Language, (typeof READOUTS)[keyof typeof READOUTS]][])(
    'a %s readout states its finding before its first recommendation, with no cover title or list number',
    async (language, readout) => {
      const [coverTitle, subtitle] = readout.cover
      const [findingTitle, finding, detail] = readout.finding
      const [adviceTitle, first, ...rest] = readout.advice
      const result = await summarise(
        [
          { title: coverTitle, text: subtitle, role: 'cover' },
          { title: findingTitle, text: bullets([finding, detail]) },
          { title: adviceTitle, text: bullets([first, ...rest]) },
        ],
        language,
      )

      const point = result.overallSummary.keyTakeaways[0]!
      expect(point).toBe(`${finding}. ${first.replace(/^1\. /u, '')}`)
      expect(point).not.toContain(coverTitle)
    },
  )
})
