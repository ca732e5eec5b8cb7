import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

// Decision 186 (reader r-z1 on the virtual wards report): the executive summary's entry ended on "Five dates matter
// most." without the dates, and the options chapter's point ("Its risk is the workforce: it needs 118 WTE, …") went
// for want of room beside the lines leading up to it, so the entry said no figure of the option chosen.
async function summarise(pages: TestSlide[], language: Language) {
  return createLocalProvider().summarize(documentOf(pages, { language, format: 'pdf' }), {
    documentType: 'document',
  })
}

// The options table as ingest reads it: a row per option, its cells named.
const OPTION_ROWS = [
  '1: Close — Places: 0; Cost: 0.4; Net value: -0.4',
  '2: Grow to 90 — Places: 90; Cost: 4.2; Net value: +3.1',
  '3: Keep 62 — Places: 62; Cost: 2.9; Net value: +1.8',
]

const bulletsOf = (text: string) => text.split('\n').map((line) => line.replace(/^- /u, ''))

interface Words {
  cover: string
  summary: string
  verdict: string
  count: string
  dates: string[]
  options: string
  setting: string[]
  chosen: string
  risk: string
}

const WORDS: [Language, Words][] = [
  [
    'en',
    {
      cover: 'Evaluation of the home care programme',
      summary: 'Executive summary',
      verdict: 'Recommendation: extend the programme to 90 places by March 2028 at a cost of £4.2M a year.',
      count: 'Four dates matter most.',
      dates: [
        'The business case should go to the Care Board by 31 July 2026.',
        'The Board should decide between the options by 24 September 2026.',
        'The vacancies should be filled by 18 December 2026.',
      ],
      options: 'Options for the future',
      setting: [
        'National funding ends on 30 September 2027, and the service must then be paid from local budgets.',
        'Net value is the value of the hospital bed days saved, at £618 a bed day, less the annual running cost of about £2.3M.',
      ],
      chosen:
        'Option 2 produces the largest net benefit, £3.1M a year at full capacity, and fits the winter bed plan, which shows a gap of about 40 beds in January and February.',
      risk: 'Its risk is the workforce: it needs 96 WTE, 21 more than are in post today.',
    },
  ],
  [
    'de',
    {
      cover: 'Evaluation des Programms für häusliche Pflege',
      summary: 'Zusammenfassung',
      verdict:
        'Empfehlung: das Programm bis März 2028 auf 90 Plätze ausbauen, zu Kosten von 4,2 Mio. € im Jahr.',
      count: 'Vier Termine zählen.',
      dates: [
        'Der Antrag sollte bis 31. Juli 2026 beim Land eingehen.',
        'Der Vorstand sollte bis 24. September 2026 über die Optionen entscheiden.',
        'Die offenen Stellen sollten bis 18. Dezember 2026 besetzt sein.',
      ],
      options: 'Optionen für die Zukunft',
      setting: [
        'Die Förderung des Bundes endet am 30. September 2027, danach muss der Dienst aus eigenen Mitteln bezahlt werden.',
        'Der Nettowert ist der Wert der eingesparten Krankenhaustage, zu 618 € je Tag, abzüglich der laufenden Kosten von etwa 2,3 Mio. €.',
      ],
      chosen:
        'Option 2 bringt den größten Nettonutzen, 3,1 Mio. € im Jahr bei voller Auslastung, und passt zur Winterplanung, die im Januar und Februar eine Lücke von etwa 40 Betten zeigt.',
      risk: 'Dieses Risiko liegt beim Personal: die Option braucht 96 Vollzeitstellen, 21 mehr als heute besetzt sind.',
    },
  ],
  [
    'fr',
    {
      cover: 'Évaluation du programme de soins à domicile',
      summary: 'Synthèse',
      verdict: 'Recommandation : porter le programme à 90 places d’ici mars 2028, pour 4,2 M€ par an.',
      count: 'Quatre dates comptent.',
      dates: [
        'Le dossier doit parvenir à l’agence régionale avant le 31 juillet 2026.',
        'Le conseil doit choisir entre les options avant le 24 septembre 2026.',
        'Les postes vacants doivent être pourvus avant le 18 décembre 2026.',
      ],
      options: 'Options pour l’avenir',
      setting: [
        'Le financement national prend fin le 30 septembre 2027 ; le service devra ensuite être payé sur les budgets locaux.',
        'La valeur nette est la valeur des journées d’hôpital évitées, à 618 € la journée, moins le coût annuel d’environ 2,3 M€.',
      ],
      chosen:
        'L’option 2 dégage le plus grand bénéfice net, 3,1 M€ par an à pleine capacité, et répond au plan hivernal, qui prévoit un manque d’environ 40 lits en janvier et février.',
      risk: 'Son risque est le personnel : il lui faut 96 ETP, 21 de plus qu’aujourd’hui.',
    },
  ],
]

describe('a section entry says what its lines announce and lead up to (decision 186)', () => {
  test.each(WORDS)('%s: a sentence that announces a count of dates is no bullet', async (language, w) => {
    const summary = await summarise(
      [
        { title: w.cover, text: 'May 2026' },
        { title: w.summary, text: [w.verdict, w.count, ...w.dates].join('\n') },
      ],
      language,
    )

    const entry = summary.slideBySlide.find((page) => page.title === w.summary)!
    expect(bulletsOf(entry.summary)).not.toContain(w.count)
  })

  test.each(WORDS)(
    '%s: the point keeps the sentence it points back at, before the lines leading up to it',
    async (language, w) => {
      const summary = await summarise(
        [
          { title: w.cover, text: 'May 2026' },
          { title: w.options, text: [...w.setting, ...OPTION_ROWS, w.chosen, w.risk].join('\n') },
        ],
        language,
      )

      const entry = summary.slideBySlide.find((page) => page.title === w.options)!
      expect(bulletsOf(entry.summary)).toEqual(expect.arrayContaining([w.chosen, w.risk]))
    },
  )
})
