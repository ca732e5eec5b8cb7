import { describe, expect, test } from 'vitest'
import type { Document } from '../../shared'
import { documentOf, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'
import { readAudienceCalls } from './read-audience-calls'
import { overallLinesOf } from './test-support/overall-lines-of'

// Decision 174: a talk's asks of its audience are actions (readers r-x2, r-x3: a meetup's call for speakers, a
// foundation's "We want lots more projects" and a webinar to watch were takeaways or missing).

type CallLanguage = 'en' | 'fr' | 'de'

interface Talk {
  cover: string
  housekeepingTitle: string
  callForSpeakers: string
  thanks: string
  topicTitle: string
  topicLines: string[]
  plan: string
  webinarTitle: string
  webinar: string
  link: string
  stanceTitle: string
  stance: string
  call: string
  how: string
}

const TALKS: Record<CallLanguage, Talk> = {
  en: {
    cover: 'Stream processing in practice',
    housekeepingTitle: 'Meetup announcements',
    callForSpeakers: 'We need speakers and topics for future meetings!',
    thanks: 'Thanks to Northwind for hosting us tonight',
    topicTitle: 'Why streaming is hard',
    topicLines: [
      'Late events arrive after their window has closed',
      'Exactly-once delivery needs the sink to take part',
    ],
    plan: 'We want to rewrite the engine for lower latency',
    webinarTitle: 'Credits for this talk',
    webinar: 'You should really view this webinar…',
    link: 'https://example.org/streaming-webinar',
    stanceTitle: 'Which projects?',
    stance: 'This is NOT a foundation for one project',
    call: 'We want lots more projects',
    how: 'Our doors are open - watch for announcements',
  },
  fr: {
    cover: 'Le traitement de flux en pratique',
    housekeepingTitle: 'Annonces du meetup',
    callForSpeakers: 'Nous cherchons des orateurs et des sujets pour les prochaines séances !',
    thanks: 'Merci à Northwind de nous accueillir ce soir',
    topicTitle: 'Pourquoi le flux est difficile',
    topicLines: [
      'Les événements tardifs arrivent après la fermeture de leur fenêtre',
      'La livraison exactement une fois exige que la sortie y participe',
    ],
    plan: 'Nous voulons réécrire le moteur pour réduire la latence',
    webinarTitle: 'Crédits de cette présentation',
    webinar: 'Vous devriez vraiment regarder ce webinaire…',
    link: 'https://example.org/webinaire-flux',
    stanceTitle: 'Quels projets ?',
    stance: "Ce n'est PAS une fondation pour un seul projet",
    call: 'Nous voulons beaucoup plus de projets',
    how: 'Nos portes sont ouvertes - venez aux prochaines annonces',
  },
  de: {
    cover: 'Stream-Verarbeitung in der Praxis',
    housekeepingTitle: 'Ankündigungen',
    callForSpeakers: 'Wir suchen Vortragende und Themen für die nächsten Treffen!',
    thanks: 'Vielen Dank an Northwind für die Gastfreundschaft',
    topicTitle: 'Warum Streaming schwer ist',
    topicLines: [
      'Späte Ereignisse kommen nach dem Schließen ihres Fensters an',
      'Genau-einmal-Zustellung verlangt, dass die Senke mitwirkt',
    ],
    plan: 'Wir wollen die Engine neu schreiben, um die Latenz zu senken',
    webinarTitle: 'Quellen für diesen Vortrag',
    webinar: 'Ihr solltet euch unbedingt dieses Webinar ansehen…',
    link: 'https://example.org/streaming-webinar',
    stanceTitle: 'Welche Projekte?',
    stance: 'Das ist KEINE Stiftung für ein einziges Projekt',
    call: 'Wir wollen viel mehr Projekte',
    how: 'Unsere Türen sind offen - besucht uns bei den nächsten Treffen',
  },
}

const meetupOf = (talk: Talk): TestSlide[] => [
  { title: talk.cover, role: 'cover', lines: [paragraph('Chicago, 18 May 2016')] },
  { title: talk.housekeepingTitle, text: `- ${talk.callForSpeakers}\n- ${talk.thanks}` },
  { title: talk.topicTitle, text: talk.topicLines.map((line) => `- ${line}`).join('\n') },
  { title: talk.topicTitle, text: `- ${talk.plan}\n- ${talk.topicLines[0]}` },
  { title: talk.webinarTitle, text: `- ${talk.link}\n- ${talk.webinar}` },
]

const foundationOf = (talk: Talk): TestSlide[] => [
  { title: talk.cover, role: 'cover', lines: [paragraph('Linux Collaboration Summit, 30 March 2016')] },
  { title: talk.topicTitle, text: talk.topicLines.map((line) => `- ${line}`).join('\n') },
  { title: talk.stanceTitle, text: `${talk.stance} ${talk.call}\n${talk.how}` },
]

async function overallOf(document: Document) {
  const { overallSummary } = await createLocalProvider().summarize(document, { documentType: 'presentation' })
  return overallSummary
}

const LANGUAGES: [CallLanguage][] = [['en'], ['fr'], ['de']]

describe('readAudienceCalls', () => {
  test.each(LANGUAGES)(
    "a %s meetup's call for speakers is a call, its thanks to the host is not",
    (language) => {
      const talk = TALKS[language]

      const calls = readAudienceCalls(overallLinesOf(meetupOf(talk), language, true)).map(({ text }) => text)

      expect(calls).toContain(talk.callForSpeakers)
      expect(calls.some((call) => call.includes(talk.thanks))).toBe(false)
    },
  )

  test.each(LANGUAGES)("a %s speaker's plan of their own asks nothing of the audience", (language) => {
    const talk = TALKS[language]

    const calls = readAudienceCalls(overallLinesOf(meetupOf(talk), language, true)).map(({ text }) => text)

    expect(calls.some((call) => call.includes(talk.plan))).toBe(false)
  })

  test.each(LANGUAGES)(
    'a %s talk that tells its audience to watch something sends them where its slide says',
    (language) => {
      const talk = TALKS[language]

      const calls = readAudienceCalls(overallLinesOf(meetupOf(talk), language, true)).map(({ text }) => text)

      expect(calls).toContain(`${talk.webinar.replace('…', '')} (${talk.link})`)
    },
  )
})

describe("a talk's overall summary", () => {
  test.each(LANGUAGES)(
    'a %s talk lists its call for speakers among its actions, never as a takeaway',
    async (language) => {
      const talk = TALKS[language]

      const overall = await overallOf(documentOf(meetupOf(talk), { language }))

      expect(overall.actionItems).toContain(talk.callForSpeakers)
      expect(overall.keyTakeaways.some((item) => item.includes(talk.callForSpeakers))).toBe(false)
    },
  )

  test.each(LANGUAGES)(
    'a %s stance that closes on a call states the stance as the point and the call, with its how, as an action',
    async (language) => {
      const talk = TALKS[language]

      const overall = await overallOf(documentOf(foundationOf(talk), { language }))

      expect(overall.actionItems).toContain(`${talk.call}. ${talk.how}`)
      expect(overall.keyTakeaways.some((item) => item.includes(talk.call))).toBe(false)
    },
  )
})

// Reader check at the merge of 174: an obligation inside a clause is what the listener says, not what they are asked.
describe('an obligation that does not open its clause', () => {
  test.each([
    ['en', "Don't just tell them the facts, make them realise they want to hear what you have to say"],
    [
      'fr',
      'Ne racontez pas que des faits, montrez-leur qu’ils veulent entendre tout ce que vous devez leur dire',
    ],
    ['nl', 'Vertel niet alleen de feiten, laat ze voelen dat ze willen horen wat je moet zeggen'],
  ] as const)('%s: is no call', (language, advice) => {
    const slides: TestSlide[] = [
      { title: 'Telling findings', role: 'cover', lines: [paragraph('Evaluation conference, 2019')] },
      { title: 'Communication', text: `- ${advice}\n- Findings land when the audience is ready` },
    ]

    const calls = readAudienceCalls(overallLinesOf(slides, language, true)).map(({ text }) => text)

    expect(calls.some((call) => call.includes(advice))).toBe(false)
  })

  test.each([
    ['en', 'After the talk you should view the webinar'],
    ['de', 'Nach dem Vortrag solltet ihr das Webinar ansehen'],
    ['nl', 'Na de talk moet je het webinar bekijken'],
  ] as const)('%s: a few words before it still leave it a call', (language, call) => {
    const slides: TestSlide[] = [
      { title: 'Stream processing', role: 'cover', lines: [paragraph('Meetup, 2016')] },
      { title: 'Credits', text: `- ${call}` },
    ]

    const calls = readAudienceCalls(overallLinesOf(slides, language, true)).map(({ text }) => text)

    expect(calls.some((text) => text.includes(call))).toBe(true)
  })
})
