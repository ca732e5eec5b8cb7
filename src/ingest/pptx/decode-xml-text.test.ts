import { describe, expect, test } from 'vitest'
import { decodeXmlText } from './decode-xml-text'

describe('decodeXmlText', () => {
  test('decodes the five predefined entities and decimal and hex character references', () => {
    expect(decodeXmlText('&lt;a&gt; &amp; &quot;b&quot; &apos;c&apos; &#233;&#xE9;&#x1F600;')).toBe(
      `<a> & "b" 'c' éé😀`,
    )
  })

  test('leaves other named references as written and replaces impossible code points', () => {
    expect(decodeXmlText('&xxe;&lol9; &nbsp;')).toBe('&xxe;&lol9; &nbsp;')
    expect(decodeXmlText('&#0;&#xD800;&#x110000;')).toBe('\uFFFD\uFFFD\uFFFD')
  })

  test('does not decode twice', () => {
    expect(decodeXmlText('&amp;lt;')).toBe('&lt;')
  })
})
