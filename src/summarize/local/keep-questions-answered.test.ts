import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

async function entryOf(title: string, text: string, language: Language): Promise<string> {
  const document = documentOf(
    [
      { title: 'Cover', text: 'Cover', role: 'cover' },
      { title, text },
    ],
    { language },
  )
  const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })
  return summary.slideBySlide[1]!.summary
}

// Issue 24, workforce slide 12: "How about college and university presidents and chancellors?" was said without the
// question it answers ("Whose responsibility is it … to help lead a movement to achieve it?").
describe('a slide entry says a question with its answer', () => {
  test.each<[Language, string, string, string, string]>([
    [
      'en',
      'Leadership',
      'We need high quality nurturance from birth to career for every child in the region.',
      'Whose responsibility is it to see the big picture and help lead a movement to achieve it?',
      'How about college and university presidents and chancellors?',
    ],
    [
      'es',
      'Liderazgo',
      'Necesitamos una educación de gran calidad desde el nacimiento hasta el empleo en toda la región.',
      '¿De quién es la responsabilidad de ver el conjunto y de liderar un movimiento para lograrlo?',
      '¿Qué tal los rectores y las rectoras de las universidades y escuelas superiores?',
    ],
    [
      'de',
      'Führung',
      'Wir brauchen eine hochwertige Förderung von der Geburt bis zum Beruf in der ganzen Region.',
      'Wessen Aufgabe ist es, das große Ganze zu sehen und eine Bewegung dafür anzuführen?',
      'Wie wäre es mit den Präsidentinnen und Präsidenten der Hochschulen und Universitäten?',
    ],
  ])('%s: the answer keeps the question it answers', async (language, title, claim, question, answer) => {
    const entry = await entryOf(title, [claim, question, answer].join('\n'), language)

    expect(entry).toContain(answer)
    expect(entry).toContain(question)
  })
})
