import { describe, expect, test } from 'vitest'
import { isEnumeration, isFragment, isTableDebris } from './is-fragment'

describe('isFragment', () => {
  test.each([
    '<?xml version="1.0" encoding="ISO-8859-1"?>',
    'Entidades Externas XML (XXE): <!ENTITY xxe SYSTEM "https://192.168.1.1/private">]>',
    'Pérdida de Autenticación: NIST 800-63b: 5.1.1 Memorized Secrets',
    'Inyección: CWE-89: SQL Injection',
    'Inyección: OWASP Automated Threats to Web Applications – OAT-014',
    'Lack of Application Resilience (#11, was quite close to #10) 2.',
    '6Der Arbeitgeber hat dem Betriebsrat eine Abschrift der Anzeige zuzuleiten.',
  ])('finds "%s" a fragment', (line) => {
    expect(isFragment(line, 'es')).toBe(true)
  })

  test.each([
    'La encuesta se realizó del 2 de agosto al 18 de septiembre de 2017.',
    'Ventas del trimestre: 18,4 M€',
    'Se recomienda el uso de autenticación multi-factor (2FA).',
  ])('finds "%s" a statement', (line) => {
    expect(isFragment(line, 'es')).toBe(false)
  })
})

describe('isEnumeration', () => {
  test('finds a run of standards a list, not a statement', () => {
    const line =
      'ISO 31000: Risk Management Std ISO 27001: ISMS NIST Cyber Framework (US) ASD Strategic Mitigations (AU) NIST CVSS 3.0 Microsoft Threat Modelling Tool'
    expect(isEnumeration(line, 'es')).toBe(true)
  })

  test('finds a long sentence a statement', () => {
    const line =
      'The OWASP Top 10 is based on data from more than 40 firms and a survey that was completed by over 500 people.'
    expect(isEnumeration(line, 'en')).toBe(false)
  })
})

describe('table debris', () => {
  test.each([
    ['en', 'Summary of Aviation Requirements — navigation): 10 (Pr(loss of)'],
    ['en', '/ hour: 10 · / hour: 0.99'],
    ['es', 'Requisitos de aviación — navegación): 10 (Pr(pérdida de)'],
    ['de', ', 12 Monate: 3,0 Mio. €'],
    ['fr', 'Exigences — navigation) : 10 (Pr(perte de)'],
    ['en', 'The most evil waveform for M=0,          , maximizes           and is matched'],
  ])('a %s line opening mid-cell or with unpaired brackets is debris ("%s")', (_, line) => {
    expect(isTableDebris(line)).toBe(true)
  })

  test.each([
    '=  / ( / 2) = .443 = max probability allowed for BTFP',
    '=  b , i.e., the smallest value > 1.0',
    'Notación:  =  b , es decir, el menor valor',
    'Wert:  = ( / 2) für jede Stufe',
    'Modèle : \uf072 = \uf064 / 2 = 0,443',
  ])('a formula whose symbols the text layer lost is ("%s")', (line) => {
    expect(isTableDebris(line)).toBe(true)
  })

  test.each([
    ['en', 'Net revenue retention: 128% (trailing 12 months)'],
    ['en', 'p = .25 acts like floating point'],
    ['fr', 'Ratio (a / b) = 2 pour chaque étape'],
    ['en', '1) Hold a spare burner for every oven (£38,000)'],
    ['es', 'a) Abrir Valencia Ruzafa (1 de junio de 2026)'],
    ['de', 'Monatlicher Churn: 1,4 % (Ziel: unter 1,0 %)'],
    ['fr', 'Débit de pointe (Q) : 2,37 m³/s'],
    ['en', 'Median age: 47 (new members: 39) · Average tenure: 14 months'],
  ])('a %s line with paired brackets or a list marker is not ("%s")', (_, line) => {
    expect(isTableDebris(line)).toBe(false)
  })
})
