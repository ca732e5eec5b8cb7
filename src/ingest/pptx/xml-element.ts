/** A parsed XML element: qualified names as written (`a:t`), text already decoded. */
export interface XmlElement {
  name: string
  attributes: Record<string, string>
  children: XmlChild[]
}

export type XmlChild = XmlElement | string

const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>

export function createElement(
  name: string,
  attributes: Record<string, string> = NO_ATTRIBUTES,
  children: XmlChild[] = [],
): XmlElement {
  return { name, attributes, children }
}

export function findChild(element: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!element) return undefined
  for (const child of element.children) if (typeof child !== 'string' && child.name === name) return child
  return undefined
}

export function findChildren(element: XmlElement | undefined, name: string): XmlElement[] {
  if (!element) return []
  const out: XmlElement[] = []
  for (const child of element.children) if (typeof child !== 'string' && child.name === name) out.push(child)
  return out
}

/** Follows a chain of child names, e.g. `findPath(sp, 'p:nvSpPr', 'p:nvPr', 'p:ph')`. */
export function findPath(element: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  let current = element
  for (const name of names) current = findChild(current, name)
  return current
}

/** Every descendant with that name, in document order. */
export function findDescendants(element: XmlElement, name: string, out: XmlElement[] = []): XmlElement[] {
  for (const child of element.children) {
    if (typeof child === 'string') continue
    if (child.name === name) out.push(child)
    else findDescendants(child, name, out)
  }
  return out
}

/** All text directly and indirectly inside the element, concatenated. */
export function textContent(element: XmlElement | undefined): string {
  if (!element) return ''
  let text = ''
  for (const child of element.children) text += typeof child === 'string' ? child : textContent(child)
  return text
}

/**
 * A relationship id attribute (`r:id`, `r:embed`, `r:dm`...). The `r` prefix is a convention, not a
 * rule, so fall back to any prefixed attribute with that local name.
 */
export function relationshipAttribute(
  element: XmlElement | undefined,
  localName: string,
): string | undefined {
  if (!element) return undefined
  const conventional = element.attributes[`r:${localName}`]
  if (conventional !== undefined) return conventional
  const suffix = `:${localName}`
  for (const [key, value] of Object.entries(element.attributes)) if (key.endsWith(suffix)) return value
  return undefined
}
