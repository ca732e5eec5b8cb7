import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

// Issue 24, "the point first" (reader r-z1, decision 194): the first takeaway reads as statements, not as a cover
// title, a list number and glued bullets.

const summarise = (slides: TestSlide[], language: Language) =>
  createLocalProvider().summarize(documentOf(slides, { language }), { documentType: 'presentation' })

const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n')

const SUMMARIES = {
  en: {
    title: 'Executive summary',
    lines: [
      'Q2 net revenue £6.8M, 10% above budget, driven by the summer update',
      'Adjusted EBITDA £1.1M: our first profitable quarter since 2024',
      'Cinderfall, our new title, moves from November 2026 to March 2027',
    ],
  },
  de: {
    title: 'Zusammenfassung',
    lines: [
      'Der Umsatz im zweiten Quartal lag mit 6,8 Mio. € 10 % über Plan',
      'Bereinigtes EBITDA 1,1 Mio. €: unser erstes positives Quartal seit 2024',
      'Die Markteinführung von Cinderfall verschiebt sich auf März 2027',
    ],
  },
  nl: {
    title: 'Samenvatting',
    lines: [
      'De omzet in het tweede kwartaal was €6,8 mln, 10 % boven budget',
      'Aangepast EBITDA €1,1 mln: ons eerste winstgevende kwartaal sinds 2024',
      'De lancering van Cinderfall schuift op naar maart 2027',
    ],
  },
} as const

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

describe('the point reads as statements', () => {
  test.each(Object.entries(SUMMARIES) as [Language, (typeof SUMMARIES)[keyof typeof SUMMARIES]][])(
    'a %s summary’s first bullets are said as sentences, not glued with semicolons',
    async (language, summary) => {
      const result = await summarise(
        [
          { title: 'Pebblestack', text: 'Board update', role: 'cover' },
          { title: summary.title, text: bullets(summary.lines) },
          { title: 'Cash', text: '- Cash of £14.2M at 30 June; runway of 22 months' },
        ],
        language,
      )

      expect(result.overallSummary.keyTakeaways[0]).toBe(summary.lines.join('. '))
    },
  )

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
