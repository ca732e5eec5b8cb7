import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { askAbout, questionFigure, subjectOf } from './ask-about'
import { collectPassages, type SummaryUnit } from './collect-passages'
import { documentOf } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

describe('subjectOf', () => {
  test.each([
    ['en', 'Net revenue retention: 128% (trailing 12 months)', 'net revenue retention'],
    ['fr', 'Coût total du projet : 1,2 M€', 'coût total du projet'],
    ['de', 'Umsatz im Quartal: 2,84 Mio. €', 'Umsatz im Quartal'],
  ] as const)('names the %s label of "%s" as its subject', (language, text, subject) => {
    expect(subjectOf(text, language)).toBe(subject)
  })

  test.each([
    // The virtual-wards report: "What is driving considered four options (120)…" came from this line.
    [
      'en',
      'We considered four options for the service from October 2027: closing it, keeping it at 120 beds',
    ],
    ['fr', 'Nous avons étudié quatre options pour 2027 : fermer le service ou le garder à 120 lits'],
    ['de', 'Wir haben vier Optionen für 2027 geprüft: schließen oder bei 120 Betten bleiben'],
  ] as const)('finds no %s subject in a clause that opens with a pronoun ("%s")', (language, text) => {
    expect(subjectOf(text, language)).toBe('')
  })
})

describe('subjectOf a claim', () => {
  test.each([
    [
      'en',
      'Gift recipients are the group to watch: 62% of them never change their first box',
      'gift recipients',
    ],
    [
      'it',
      'La direzione commerciale è scettica sul taglio: i 312 articoli valgono il 3 % del fatturato',
      'direzione commerciale',
    ],
    [
      'fr',
      'Les membres invités sont le groupe à suivre : 62 % ne changent jamais leur première box',
      'membres invités',
    ],
  ] as const)('names the %s subject before the verb of "%s"', (language, text, subject) => {
    expect(subjectOf(text, language)).toBe(subject)
  })
})

describe('questionFigure', () => {
  test.each([
    ['en', 'Labour cost per tonne — Plan: £212; Actual: £229; Variance: +£17', '£229'],
    ['es', 'EBITDA — Presupuesto: 515; Real: 609; Desviación: +94', '609'],
    ['nb', 'Inventar og IKT — Budsjett: 18,0; Prognose: 17,5; Avvik: −0,5', '17,5'],
  ] as const)(
    'names the %s actual of a plan-actual-variance row ("%s"), not its plan',
    (_, brief, actual) => {
      expect(questionFigure({ table: 'row', brief })).toBe(actual)
    },
  )

  test.each([
    ['en', 'Output (tonnes) — Plan: 2,450; Actual: 2,318', '2,450'],
    ['fr', 'Rappeler l’orage du 14 juin 2025 à Valmorency : 48 mm en 40 minutes', '48'],
    ['de', 'Am 15. November 2026: ARR von 7,9 Mio. €', '7,9 Mio.'],
  ] as const)('otherwise names the %s headline measure of "%s", never a date', (_, brief, figure) => {
    expect(questionFigure({ table: undefined, brief })).toBe(figure)
  })
})

describe('askAbout a line with its own concern word as its label', () => {
  const ask = (language: Language, title: string, line: string) => {
    const units: SummaryUnit[] = [{ number: 1, title, text: line, notes: '', hidden: false, pages: [1] }]
    const passages = collectPassages(units, language)
    const index = passages.findIndex((passage) => passage.brief === line)
    return askAbout(index, passages, units, language, new Set())?.text
  }

  test.each([
    ['en', 'Risk: technical terms and dialects; the pilot read 91 % of the items right'],
    ['de', 'Risiko: Fachbegriffe und Dialekte; im Pilot wurden 91 % der Positionen richtig erkannt'],
    ['es', 'Riesgo: términos técnicos y dialectos; el piloto leyó bien el 91 % de las partidas'],
  ] as const)('asks no %s question about "risk" itself ("%s")', (language, line) => {
    expect(ask(language, 'Pilot', line)).toBeUndefined()
  })

  test.each([
    ['en', 'EBITDA: €609k against a budget of €515k, a margin of 21.4 %', 'EBITDA (€609k)'],
    ['de', 'EBITDA: 609 k€ gegenüber einem Budget von 515 k€, Marge 21,4 %', 'EBITDA (609 k€)'],
    ['es', 'EBITDA: 609 k€ frente a un presupuesto de 515 k€, margen del 21,4 %', 'EBITDA (609 k€)'],
  ] as const)('still asks the %s money question about a measure ("%s")', (language, line, topic) => {
    expect(ask(language, 'Results', line)).toContain(topic)
  })
})

// Issue 24, item 5: "a rhetorical line lifted from the text ('So where does this leave us?')" as a key question.
describe('a rhetorical question is no key question', () => {
  test.each([
    [
      'en',
      'Since 2007, 23 of the largest banks have seen their market value fall by 90% or more.',
      'So where does this leave us?',
    ],
    ['de', 'Seit 2007 haben 23 der größten Banken 90 % ihres Börsenwerts verloren.', 'Wo stehen wir also?'],
    [
      'es',
      'Desde 2007, 23 de los mayores bancos han perdido el 90 % de su valor en bolsa.',
      '¿Y dónde nos deja esto?',
    ],
  ] as const)(
    'a %s question that names nothing of the insight is not asked',
    async (language, insight, question) => {
      const document = documentOf(
        [
          { title: 'Cover', text: 'Speech', role: 'cover' },
          { title: 'Banks', text: `${insight}\n${question}` },
          { title: 'Fish', text: 'Fish stocks were stable for 800 years before 1800.' },
        ],
        { language },
      )

      const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })

      expect(summary.overallSummary.keyQuestions).not.toContain(question)
    },
  )
})

describe('a question its speaker answers at once is no key question', () => {
  test.each([
    [
      'en',
      'Net payouts on the bank’s contracts were only $5 billion.',
      'So where do the bank’s contracts leave us?',
      'With contracts that were safer than they looked. The network was dense. Its links had grown sixfold. Its nodes had grown fourteenfold. Regulators saw little of it.',
    ],
    [
      'fr',
      'Les paiements nets sur les contrats de la banque ne furent que de 5 milliards $.',
      'Où nous laissent donc les contrats de la banque ?',
      'Avec des contrats plus sûrs qu’il n’y paraissait. Le réseau était dense. Ses liens avaient sextuplé. Ses nœuds avaient crû de quatorze fois. Les régulateurs en voyaient peu.',
    ],
    [
      'nl',
      'De nettobetalingen op de contracten van de bank waren slechts 5 miljard $.',
      'Waar laten de contracten van de bank ons dan?',
      'Met contracten die veiliger waren dan ze leken. Het netwerk was dicht. De verbindingen waren verzesvoudigd. De knooppunten waren veertien keer zo talrijk. Toezichthouders zagen er weinig van.',
    ],
  ] as const)(
    'a %s question followed by its answer in the same paragraph is rhetoric',
    (language, fact, question, answer) => {
      const ask = (text: string) => {
        const units: SummaryUnit[] = documentOf([{ title: 'Contracts', text }], { language }).slides.map(
          (slide) => ({ ...slide, pages: [slide.number] }),
        )
        const passages = collectPassages(units, language)
        const index = passages.findIndex((passage) => passage.brief.includes(fact.slice(0, 20)))
        return askAbout(index, passages, units, language, new Set())?.text
      }

      expect(ask(`${fact}\n${question}`)).toBe(question)
      expect(ask(`${fact}\n${question} ${answer}`)).not.toBe(question)
    },
  )
})

// A reader of the lecture: the deck asks "Bassin enterré ou gestion à la source ?" over the cost comparison, and
// its summary asked nothing.
describe('a slide title that asks is the deck’s own question', () => {
  test.each([
    [
      'fr',
      'Le bassin enterré coûte environ 1 400 € par m³ stocké ; les noues coûtent trois fois moins.',
      'Bassin enterré ou gestion à la source ?',
    ],
    [
      'en',
      'The buried tank costs about €1,400 per m³ stored; swales cost a third of that.',
      'Buried tank or swales at the source?',
    ],
    [
      'es',
      'El depósito enterrado cuesta unos 1.400 € por m³ almacenado; las zanjas cuestan tres veces menos.',
      '¿Depósito enterrado o zanjas en origen?',
    ],
  ] as const)('a %s insight is asked the question a later slide’s title puts', (language, insight, title) => {
    const units: SummaryUnit[] = documentOf(
      [
        { title: 'Sizing', text: '- Useful volume 1,850 m³', notes: insight },
        { title, text: '- Little ground taken\n- Heavy upkeep' },
        {
          title: language === 'fr' ? 'Merci — des questions ?' : 'Thank you. Questions?',
          text: 'Pr Vasseur',
        },
      ],
      { language },
    ).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
    const passages = collectPassages(units, language)
    const index = passages.findIndex((passage) => passage.brief === insight)

    expect(askAbout(index, passages, units, language, new Set())).toEqual({ text: title, slides: [2] })
  })
})
