import { describe, expect, test } from 'vitest'
import { askAboutRisk } from './ask-about-risk'
import { askNamedQuestion } from './ask-named-question'
import { addQuestions } from './ensure-a-question'
import { overallWords } from '../overall-words'
import { denseLimit } from './fit-word-budget'
import { summaryUnit } from './test-support/summary-unit'

const overall = (takeaways: [string, number][], insights: [string, number][]) => ({
  overallSummary: {
    keyTakeaways: takeaways.map(([text]) => text),
    actionItems: [],
    strategicInsights: insights.map(([text]) => text),
    keyQuestions: [],
  },
  sources: {
    keyTakeaways: takeaways.map(([, slide]) => [slide]),
    actionItems: [],
    strategicInsights: insights.map(([, slide]) => [slide]),
    keyQuestions: [],
  },
})

// Readers of the ninth session: no question in any file asked about a risk the deck states with its figure (a
// competitor 15 % cheaper, 9 dentist vacancies). Decision 124.
describe('a risk the deck states with its figure', () => {
  test.each([
    [
      'en',
      'Risks',
      '- New competitor with 3 sites and prices 15 % lower\n- Staff turnover',
      '“New competitor',
    ],
    ['es', 'Riesgos', '- Nuevo competidor con 3 centros y precios un 15 % más bajos', '«Nuevo competidor'],
    [
      'de',
      'Risiken',
      '- Neuer Wettbewerber mit 3 Standorten und 15 % tieferen Preisen',
      '„Neuer Wettbewerber',
    ],
  ] as const)('is asked in %s how it will be handled, quoting it', (language, title, text, opening) => {
    const [question] = askAboutRisk([summaryUnit(10, title, text)], language)

    expect(question?.text.startsWith(opening)).toBe(true)
    expect(question?.text).toContain('15 %')
    expect(question).toMatchObject({ slides: [10], sharp: true })
  })

  test.each([
    [
      'nl',
      "Risico's en mitigatie",
      "Risico's\n- Tekort aan tandartsen: 9 vacatures\n- Tariefregulering\nMitigatie\n- Eigen opleiding en werving\n- Groei uit volume",
      'volstaat ‘Eigen opleiding en werving’',
    ],
    [
      'en',
      'Risks and mitigations',
      'Risks\n- Shortage of dentists: 9 vacancies\n- Tariff regulation\nMitigation\n- Own training and hiring\n- Growth from volume',
      'is “Own training and hiring” enough',
    ],
    [
      'fr',
      'Risques et parades',
      'Risques\n- Pénurie de dentistes : 9 postes vacants\n- Régulation des tarifs\nMitigation\n- Formation et recrutement propres\n- Croissance en volume',
      '« Formation et recrutement propres » suffit-il',
    ],
  ] as const)('is asked in %s whether its paired mitigation is enough', (language, title, text, part) => {
    const [question] = askAboutRisk([summaryUnit(11, title, text)], language)

    expect(question?.text).toContain(part)
    expect(question?.text).toContain('9')
  })

  test.each([
    ['en', 'Risk Management Controls', '- Over $4 billion in price risk management assets'],
    ['es', 'Riesgos', '- Subida del 9 % del alquiler de Chamberí'],
    ['it', 'Rischi', '- Nessuna cifra, solo parole'],
    [
      'en',
      'The OWASP Top 10 Risks – The Good',
      '- OWASP releases every 3-4 years a list of the 10 Most Critical Risks',
    ],
    ['en', 'Risks', '- A list of the 10 most critical risks:'],
  ] as const)(
    'is not asked in %s of a function, a risk an action answers, or a risk without a figure',
    (language, title, text) => {
      const action = summaryUnit(11, 'Próximos pasos', '- Negociar la renovación del alquiler de Chamberí')
      expect(askAboutRisk([summaryUnit(10, title, text), action], language)).toEqual([])
    },
  )
})

describe('a question with no insight on its slides', () => {
  test.each([
    ['NPV: −0.13 million; cost 0.54 million', 'NPV is −0.13 million: where would it break even?'],
    ['Kapitalwert: −0,4 Mio. €', 'Kapitalwert liegt bei −0,4 Mio. €: bei welchem Preis?'],
    ['VAN du projet : (120) k€', 'VAN du projet est de (120) k€ : à quel prix ?'],
  ])('stands beside the takeaway on its slide that states its figure: %s', (takeaway, text) => {
    const summary = overall(
      [
        ['The point', 1],
        ['Other fact 7', 3],
        [takeaway, 26],
        ['A fourth', 4],
      ],
      [['An insight 5 %', 19]],
    )
    const result = addQuestions(summary, [{ text, slides: [26], sharp: true }], 250)

    expect(result.overallSummary.strategicInsights[0]).toBe(takeaway)
    expect(result.overallSummary.keyQuestions).toEqual([text])
    expect(result.overallSummary.keyTakeaways).not.toContain(takeaway)
  })

  test.each([
    [
      '“Competitor 15 % cheaper”: how will it be handled?',
      'Break-even at 56 % occupancy, reached in month nine',
    ],
    [
      '«Competidor un 15 % más barato»: ¿cómo se afrontará?',
      'El punto de equilibrio está en el 56 % de ocupación',
    ],
    [
      '„Wettbewerber 15 % günstiger“: Wie wird damit umgegangen?',
      'Gewinnschwelle bei 56 % Auslastung im neunten Monat',
    ],
  ])('takes its words from the last insight that has none, never a takeaway: %s', (text, last) => {
    const summary = overall(
      [
        ['The point is long enough here', 1],
        ['Competitor 15 % cheaper', 10],
        ['Three', 3],
        ['Four', 4],
      ],
      [
        ['Pre-sale 61 of 190', 9],
        [last, 12],
      ],
    )
    const pace = { text: 'Pre-sale pace?', slides: [9], sharp: true }
    const result = addQuestions(summary, [pace, { text, slides: [10], sharp: true }], 25)

    expect(result.overallSummary.keyQuestions).toEqual(['Pre-sale pace?', text])
    expect(result.overallSummary.strategicInsights).not.toContain(last)
    expect(result.overallSummary.keyTakeaways).toHaveLength(4)
  })

  // Reader r-t3 (Solvik): the reserve-against-risk question lost its place to the template asked on the reserve's
  // slide when the summary was a few words short, while a lone stat card kept its words.
  test.each([
    [
      'Does the 30.0 reserve hold if «new price rises on installations» happen?',
      'Serious incidents: 0 (41,000 hours)',
    ],
    [
      'Deckt die Reserve von 30,0 «neue Preissteigerungen bei Anlagen» ab?',
      'Schwere Unfälle: 0 (41.000 Stunden)',
    ],
    [
      'Holder reserven på 30,0 hvis «ny prisstigning på tekniske anlegg» inntreffer?',
      'Alvorlige hendelser: 0 (41 000 timer)',
    ],
  ])("takes a template's place on its slide with words a stat card yields: %s", (text, card) => {
    const base = overall(
      [
        ['The point is long enough here', 1],
        ['Two', 2],
        ['Three', 3],
      ],
      [
        ['Reserve 30.0 kept', 9],
        [card, 11],
      ],
    )
    const summary = {
      overallSummary: { ...base.overallSummary, keyQuestions: ['What does the reserve rest on?'] },
      sources: { ...base.sources, keyQuestions: [[9]] },
    }
    const result = addQuestions(summary, [{ text, slides: [9, 12], sharp: true }], 19)

    expect(result.overallSummary.keyQuestions).toEqual([text])
    expect(result.overallSummary.strategicInsights).not.toContain(card)
    expect(result.overallSummary.keyTakeaways).toHaveLength(3)
  })

  test('is said with its own line when no takeaway states it, else not asked', () => {
    const summary = overall(
      [
        ['The point', 1],
        ['Other', 3],
        ['More', 4],
        ['Last', 5],
      ],
      [['An insight', 19]],
    )
    const question = { text: '“Shortage: 9 vacancies”: how?', slides: [11], sharp: true }
    const said = addQuestions(summary, [{ ...question, finding: 'Shortage: 9 vacancies' }], 250)
    expect(said.overallSummary.strategicInsights).toEqual(['Shortage: 9 vacancies', 'An insight'])
    expect(addQuestions(summary, [question], 250).overallSummary.keyQuestions).toEqual([])
  })
})

describe('a question the text names as the one it raises', () => {
  test.each([
    [
      'en',
      'It may be the wrong answer. But it asks the right question: can network structure be altered to improve robustness? Answering that question is a task.',
      'But it asks the right question: can network structure be altered to improve robustness?',
    ],
    [
      'de',
      'Das mag die falsche Antwort sein. Aber es stellt die richtige Frage: kann die Struktur des Netzes robuster werden? Darauf gibt es keine einfache Antwort.',
      'Aber es stellt die richtige Frage: kann die Struktur des Netzes robuster werden?',
    ],
    [
      'fr',
      'Ce n’est peut-être pas la bonne réponse. Mais elle pose la bonne question : peut-on rendre la structure du réseau plus robuste ? Y répondre prendra des années.',
      'Mais elle pose la bonne question : peut-on rendre la structure du réseau plus robuste ?',
    ],
  ] as const)('is quoted in %s with what it arises from', (language, text, quoted) => {
    const [question] = askNamedQuestion([summaryUnit(31, 'Part 2', text)], language)

    expect(question?.text).toBe(quoted)
    expect(question?.finding).toBeDefined()
  })

  test.each([
    ['en', 'So where does this leave us? We need better data.'],
    ['de', 'Warum? Weil die Daten fehlen.'],
    ['fr', 'Pourquoi ? Parce que les données manquent.'],
  ] as const)('is not one the text answers at once, in %s', (language, text) => {
    expect(askNamedQuestion([summaryUnit(5, 'Part 1', text)], language)).toEqual([])
  })
})

describe('a risk register read as a table', () => {
  test.each([
    [
      'en',
      'Risks and lessons learned in the first phase',
      'Risk | Likelihood | Impact | Mitigation\nNational funding ends on 30 September 2027 with no recurrent funding agreed — Likelihood: High; Impact: High; Mitigation: Business case to the funder by 31 July 2026',
      '“National funding ends on 30 September 2027 with no recurrent funding agreed”: is “Business case to the funder by 31 July 2026” enough, and what happens after 30 September 2027 if it is not?',
    ],
    [
      'de',
      'Risiken und Lehren aus der ersten Phase',
      'Risiko | Wahrscheinlichkeit | Auswirkung | Gegenmaßnahme\nFörderung endet am 31. März 2027 ohne Anschlussfinanzierung — Wahrscheinlichkeit: Hoch; Auswirkung: Hoch; Gegenmaßnahme: Antrag beim Land bis Juni 2026',
      '„Förderung endet am 31. März 2027 ohne Anschlussfinanzierung“: Reicht „Antrag beim Land bis Juni 2026“ aus, und was geschieht nach dem 31. März 2027, wenn nicht?',
    ],
    [
      'nb',
      'Risiko',
      'Leverandøravtalen utløper 31. desember 2026 — Sannsynlighet: Middels; Konsekvens: Høy; Tiltak: Ny anbudsrunde høsten 2026',
      '«Leverandøravtalen utløper 31. desember 2026»: er «Ny anbudsrunde høsten 2026» nok, og hva skjer etter 31. desember 2026 hvis ikke?',
    ],
  ] as const)(
    'asks in %s whether a register row’s mitigation is enough',
    (language, title, text, expected) => {
      const [question] = askAboutRisk([summaryUnit(20, title, text)], language)

      expect(question?.text).toBe(expected)
      expect(question?.slides).toEqual([20])
      expect(question?.sharp).toBe(true)
    },
  )

  test('asks nothing of a register row that dates no risk', () => {
    const text =
      'Risk | Likelihood | Mitigation\nPrice rise of 5 % on technical systems — Likelihood: Medium; Mitigation: Fixed price by 1 September 2026'
    expect(askAboutRisk([summaryUnit(11, 'Top risks', text)], 'en')).toEqual([])
  })

  test('asks nothing of a table that is no risk register', () => {
    const text =
      'Quarter | Beds | Occupancy\nQ3 2025 — Beds: 120; Occupancy: 72%; Action: open 30 beds by 1 March 2027'
    expect(askAboutRisk([summaryUnit(10, 'Activity by quarter', text)], 'en')).toEqual([])
  })
})

// Reader r-z1 (Harbour & Vine): the question on "+£2.9M (if 12-month retention returns to 55%)" took the words of
// a headline figure ("Overall NPS: 32") when replacing the template asked beside another insight freed enough.
describe('a sharp question short of words', () => {
  test.each([
    [
      'Revenue (+2.9M) assumes “retention returns to 55%”: how far does it move?',
      'Revenue: +2.9M (if retention returns to 55%)',
      'NPS: 32; Members: 58,300; Spend: 41; Age: 47; Tenure: 14 months; Churn: 4 %; Sites: 3',
    ],
    [
      'Umsatz (+2,9 Mio.) setzt „Bindung steigt auf 55 %“ voraus: wie weit ändert er sich?',
      'Umsatz: +2,9 Mio. (wenn die Bindung auf 55 % steigt)',
      'NPS: 32; Members: 58,300; Spend: 41; Age: 47; Tenure: 14 months; Churn: 4 %; Sites: 3',
    ],
    [
      'Omsetning (+2,9 mill.) forutsetter «lojalitet stiger til 55 %»: hvor mye endres den?',
      'Omsetning: +2,9 mill. (hvis lojaliteten stiger til 55 %)',
      'NPS: 32; Members: 58,300; Spend: 41; Age: 47; Tenure: 14 months; Churn: 4 %; Sites: 3',
    ],
  ])('takes the place of a template that frees enough before any figure goes: %s', (text, line, card) => {
    const template =
      'Explorers: what sets 73% apart from 21%, what drives it, and what would close the gap in a year?'
    const base = overall(
      [
        ['The point is long enough here', 1],
        ['Other fact 7', 3],
        [line, 9],
        [card, 4],
      ],
      [['Explorers 73% against 21%', 5]],
    )
    const summary = {
      overallSummary: { ...base.overallSummary, keyQuestions: [template] },
      sources: { ...base.sources, keyQuestions: [[5]] },
    }
    // The budget whose dense limit the summary just fills: the question fits only in a template's words.
    const words = overallWords(summary.overallSummary)
    const budget = Array.from({ length: words + 1 }, (_, at) => at).find((at) => denseLimit(at) >= words)!

    const result = addQuestions(summary, [{ text, slides: [9], sharp: true }], budget)

    expect(result.overallSummary.keyQuestions).toEqual([text])
    expect(result.overallSummary.keyTakeaways).toContain(card)
    expect(result.overallSummary.strategicInsights).toEqual([line, 'Explorers 73% against 21%'])
  })
})

// The fr stormwater lecture (decision 193 at the merge): a sharp question first tried the place of the deck's own
// question, which freed its words but left it no insight to stand beside; it was then not asked at all, though a
// row of label and value would have made room for it beside the own question, as before decision 193.
describe('a sharp question the freed place cannot hold', () => {
  test('is asked beside the question already there, as before', () => {
    const base = overall(
      [
        ['The point of the lecture is stated here in a sentence of some length', 1],
        ['Lawns on silty soil — Coefficient C: 0.10 to 0.20', 4],
        ['The students often confuse the return period with the duration of the rain', 6],
      ],
      [['The buried basin costs about 1,400 € per m³ stored, three times more than swales', 5]],
    )
    const summary = {
      overallSummary: { ...base.overallSummary, keyQuestions: ['Buried basin or source control?'] },
      sources: { ...base.sources, keyQuestions: [[5]] },
    }
    const sharp = {
      text: 'The peak flow (2.37 m³/s) assumes a constant intensity: how far does it move if not?',
      slides: [9],
      sharp: true,
    }
    // A budget it overruns by less than the own question's words: freeing that place would seem to make it fit.
    const needed = overallWords(summary.overallSummary) + sharp.text.split(/\s+/u).length
    let budget = 1
    while (denseLimit(budget) < needed - 4) budget++

    const result = addQuestions(summary, [sharp], budget)

    expect(result.overallSummary.keyQuestions).toEqual(['Buried basin or source control?', sharp.text])
  })
})
