import { describe, expect, test } from 'vitest'
import { isBoilerplate } from './is-boilerplate'

describe('isBoilerplate', () => {
  test.each([
    [
      'es',
      'Copyright © 2003 – 2017 The OWASP Foundation Este trabajo está licenciado bajo la Licencia Internacional 4.0',
    ],
    ['en', 'All rights reserved. Acme Robotics 2024'],
    ['en', 'Confidential – for internal use only'],
    ['de', 'Alle Rechte vorbehalten'],
    ['fr', 'Ce document est mis à disposition selon les termes de la licence Creative Commons'],
    ['it', 'Tutti i diritti riservati'],
    ['nl', 'Vertrouwelijk: niet verspreiden'],
    ['nb', 'Alle rettigheter reservert'],
    ['pt', 'Licenciado sob a licença CC BY-SA'],
    ['en', 'https://owasp.org/www-project-top-ten/'],
    ['es', 'Diapositiva 4 de 20'],
  ] as const)('refuses the %s line "%s"', (language, line) => {
    expect(isBoilerplate(line, language)).toBe(true)
  })

  test.each([
    ['en', 'Revenue grew 38% year over year to $4.2M'],
    ['es', 'El coste de la energía subió un 9 % en el trimestre'],
    ['de', 'Der Umsatz stieg um 12 % auf 48 Mio. €'],
    ['en', 'Software license revenue doubled in 2024'],
  ] as const)('keeps the %s statement "%s"', (language, line) => {
    expect(isBoilerplate(line, language)).toBe(false)
  })
})
