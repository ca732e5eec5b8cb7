import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

// Decision 180 (reader r-z1 on the virtual wards report): the point's slot held the executive summary's background
// ("The Partnership brings together …") and its "Recommendation: …" came second; the foreword's entry was its
// thank-you line, an appendix's was "Table A1 gives …", and "We considered four options" stood without the one
// recommended.
async function summarise(pages: TestSlide[], language: Language) {
  return createLocalProvider().summarize(documentOf(pages, { language, format: 'pdf' }), {
    documentType: 'document',
  })
}

// A table the layout left as rows of bare figures (no bullets): the section is as long as an appendix's.
const ROWS = Array.from(
  { length: 30 },
  (_, row) => `P${row + 1} 6${row % 10}2 9${row % 10}% 8${row % 10}% 7${row % 10}%`,
)

const bulletsOf = (text: string) => text.split('\n').map((line) => line.replace(/^- /u, ''))

interface Words {
  cover: string
  summary: string
  background: string
  purpose: string
  verdict: string
  finding: string
  foreword: string
  story: string
  thanks: string
  claim: string
  appendix: string
  pointer: string
  result: string
  options: string
  considered: string
  chosen: string
  unresolved: string
  after: string
}

const WORDS: [Language, Words][] = [
  [
    'en',
    {
      cover: 'Evaluation of the home care programme',
      summary: 'Executive summary',
      background:
        'The Harrow Vale Partnership brings together two hospitals, three community providers and the county council.',
      purpose: 'This report evaluates the first two years of the programme for the Partnership Board.',
      verdict: 'Recommendation: extend the programme to 90 places by March 2028 at a cost of £4.2M a year.',
      finding: 'The programme cared for 1,940 patients and saved about 6,100 hospital bed days.',
      foreword: 'Foreword',
      story:
        'Two years ago the Partnership opened its first home care places with a great deal of uncertainty.',
      thanks:
        'I am grateful to the 640 patients and carers who answered the survey and to the staff who helped.',
      claim: 'The Board now has to decide what kind of service it wants to fund from next spring.',
      appendix: 'Appendix E. Survey results by pathway',
      pointer:
        'Table E1 gives the survey results: the share of patients who rated their care good, by pathway.',
      result:
        'Results are similar across pathways, and younger patients were the most positive about the service.',
      options: '5. Options for the future',
      considered:
        'We considered three options for the service: closing it, keeping it as it is, and extending it.',
      chosen: 'The third option, extending the service, saves the most beds at the lowest cost.',
      unresolved:
        'We considered three options for the service: closing it, keeping it as it is, and extending it.',
      after: 'Each was costed at full capacity and at current prices by the finance team.',
    },
  ],
  [
    'de',
    {
      cover: 'Evaluation des Programms für häusliche Pflege',
      summary: 'Zusammenfassung',
      background:
        'Die Partnerschaft Harrow Vale vereint zwei Krankenhäuser, drei ambulante Dienste und den Landkreis.',
      purpose:
        'Dieser Bericht bewertet die ersten zwei Jahre des Programms für den Vorstand der Partnerschaft.',
      verdict:
        'Empfehlung: das Programm bis März 2028 auf 90 Plätze ausbauen, zu Kosten von 4,2 Mio. € im Jahr.',
      finding: 'Das Programm versorgte 1.940 Patienten und sparte etwa 6.100 Krankenhaus-Bettentage.',
      foreword: 'Vorwort',
      story: 'Vor zwei Jahren eröffnete die Partnerschaft ihre ersten Pflegeplätze mit großer Unsicherheit.',
      thanks:
        'Ich danke den 640 Patienten und Angehörigen, die die Umfrage beantwortet haben, und allen Mitarbeitenden.',
      claim:
        'Der Vorstand muss nun entscheiden, welchen Dienst er ab dem nächsten Frühjahr finanzieren will.',
      appendix: 'Anhang E. Ergebnisse der Umfrage nach Pfad',
      pointer:
        'Tabelle E1 zeigt die Ergebnisse der Umfrage: den Anteil der Patienten mit guter Pflege, nach Pfad.',
      result:
        'Die Ergebnisse sind über alle Pfade ähnlich, und jüngere Patienten waren am zufriedensten mit dem Dienst.',
      options: '5. Optionen für die Zukunft',
      considered:
        'Wir haben drei Optionen für den Dienst geprüft: ihn schließen, ihn so belassen oder ihn ausbauen.',
      chosen:
        'Die dritte Option, der Ausbau des Dienstes, spart die meisten Betten zu den geringsten Kosten.',
      unresolved:
        'Wir haben drei Optionen für den Dienst geprüft: ihn schließen, ihn so belassen oder ihn ausbauen.',
      after: 'Jede wurde von der Finanzabteilung bei voller Auslastung und zu heutigen Preisen berechnet.',
    },
  ],
  [
    'fr',
    {
      cover: 'Évaluation du programme de soins à domicile',
      summary: 'Synthèse',
      background:
        'Le partenariat de Harrow Vale réunit deux hôpitaux, trois prestataires de proximité et le conseil départemental.',
      purpose: 'Ce rapport évalue les deux premières années du programme pour le conseil du partenariat.',
      verdict:
        'Recommandation : porter le programme à 90 places d’ici mars 2028, pour un coût de 4,2 M€ par an.',
      finding:
        'Le programme a pris en charge 1 940 patients et a évité environ 6 100 journées d’hospitalisation.',
      foreword: 'Avant-propos',
      story:
        'Il y a deux ans, le partenariat ouvrait ses premières places de soins à domicile dans une grande incertitude.',
      thanks: 'Je remercie les 640 patients et aidants qui ont répondu à l’enquête, ainsi que le personnel.',
      claim:
        'Le conseil doit maintenant décider quel service il veut financer à partir du printemps prochain.',
      appendix: 'Annexe E. Résultats de l’enquête par parcours',
      pointer:
        'Le tableau E1 donne les résultats de l’enquête : la part des patients satisfaits, par parcours.',
      result:
        'Les résultats sont proches d’un parcours à l’autre, et les patients plus jeunes étaient les plus satisfaits.',
      options: '5. Options pour l’avenir',
      considered:
        'Nous avons étudié trois options pour le service : le fermer, le garder tel quel ou l’étendre.',
      chosen: 'La troisième option, l’extension du service, libère le plus de lits au moindre coût.',
      unresolved:
        'Nous avons étudié trois options pour le service : le fermer, le garder tel quel ou l’étendre.',
      after: 'Chacune a été chiffrée par le service financier à pleine capacité et aux prix actuels.',
    },
  ],
]

describe('a report leads with its verdict (decision 180)', () => {
  test.each(WORDS)(
    '%s: the executive summary’s stated recommendation is the point, before the background',
    async (language, w) => {
      const summary = await summarise(
        [
          { title: w.cover, text: 'May 2026' },
          { title: w.summary, text: [w.background, w.purpose, w.verdict, w.finding].join('\n') },
        ],
        language,
      )

      expect(summary.overallSummary.keyTakeaways[0]!.startsWith(w.verdict.replace(/\.$/u, ''))).toBe(true)
    },
  )
})

describe('a section entry says its point (decision 180)', () => {
  test.each(WORDS)('%s: a foreword’s thanks is no bullet beside its other lines', async (language, w) => {
    const summary = await summarise(
      [
        { title: w.cover, text: 'May 2026' },
        { title: w.foreword, text: [w.story, w.thanks, w.claim].join('\n') },
      ],
      language,
    )

    const entry = summary.slideBySlide.find((page) => page.title === w.foreword)!
    expect(bulletsOf(entry.summary)).not.toContain(w.thanks)
  })

  test.each(WORDS)('%s: a sentence that points at a table gives way to the finding', async (language, w) => {
    const summary = await summarise(
      [
        { title: w.cover, text: 'May 2026' },
        { title: w.appendix, text: [w.pointer, w.result, ...ROWS].join('\n') },
      ],
      language,
    )

    const entry = summary.slideBySlide.find((page) => page.title === w.appendix)!
    expect(bulletsOf(entry.summary)).toContain(w.result)
    expect(entry.summary).not.toContain(w.pointer)
  })

  test.each(WORDS)(
    '%s: "we considered three options" is said with the option chosen',
    async (language, w) => {
      const summary = await summarise(
        [
          { title: w.cover, text: 'May 2026' },
          { title: w.options, text: [w.considered, w.chosen, w.after, w.story, w.claim].join('\n') },
        ],
        language,
      )

      const entry = summary.slideBySlide.find((page) => page.title === w.options)!
      const bullets = bulletsOf(entry.summary)
      expect(bullets.filter((bullet) => bullet.includes(w.considered))).toEqual([
        `${w.considered} ${w.chosen}`,
      ])
    },
  )

  test.each(WORDS)('%s: without the option chosen, the lead-in is left out', async (language, w) => {
    const summary = await summarise(
      [
        { title: w.cover, text: 'May 2026' },
        { title: w.options, text: [w.unresolved, w.after, w.story, w.claim].join('\n') },
      ],
      language,
    )

    const entry = summary.slideBySlide.find((page) => page.title === w.options)!
    expect(entry.summary).not.toContain(w.unresolved)
  })
})
