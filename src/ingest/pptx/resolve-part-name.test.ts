import { describe, expect, test } from 'vitest'
import { relationshipsPartName, resolvePartName } from './resolve-part-name'

describe('resolvePartName', () => {
  test.each([
    ['ppt/presentation.xml', 'slides/slide1.xml', 'ppt/slides/slide1.xml'],
    ['ppt/slides/slide1.xml', '../notesSlides/notesSlide1.xml', 'ppt/notesSlides/notesSlide1.xml'],
    ['ppt/presentation.xml', '/ppt/slides/slide9.xml', 'ppt/slides/slide9.xml'],
    ['', 'ppt/presentation.xml', 'ppt/presentation.xml'],
    ['ppt/slides/slide1.xml', './../media/image%201.png', 'ppt/media/image 1.png'],
    ['ppt/slides/slide1.xml', '../../../../etc/passwd', 'etc/passwd'],
  ])('from %s, target %s is the part %s', (source, target, expected) => {
    expect(resolvePartName(source, target)).toBe(expected)
  })

  test('names the relationships part beside its source part', () => {
    expect(relationshipsPartName('ppt/slides/slide3.xml')).toBe('ppt/slides/_rels/slide3.xml.rels')
    expect(relationshipsPartName('')).toBe('_rels/.rels')
  })
})
