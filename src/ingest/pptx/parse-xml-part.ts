import { XMLParser } from 'fast-xml-parser'
import { IngestError } from '../ingest-error'
import { decodeXmlText } from './decode-xml-text'
import { createElement, type XmlChild, type XmlElement } from './xml-element'

// Entities off: fast-xml-parser v5 then neither reads DTD entities nor expands any reference,
// so billion-laughs and external entities cannot run; we decode the predefined ones ourselves.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  // Spaces inside runs are content ("<a:t>net </a:t><a:t>income</a:t>").
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
  // Callbacks get a matcher rather than a built path string: measurably faster, and we use no callbacks.
  jPath: false,
  // Left unparsed (kept as raw text we never read): geometry, fills, run and cell formatting,
  // animation timelines, extension lists. (Plotted chart values are read: charts are written
  // out point by point.) Parsing them cost 85% of the time
  // on table-heavy and custom-geometry slides.
  stopNodes: [
    'a:custGeom',
    'a:prstGeom',
    'a:ln',
    'a:solidFill',
    'a:gradFill',
    'a:effectLst',
    'a:bodyPr',
    'a:rPr',
    'a:endParaRPr',
    'a:defRPr',
    'a:tcPr',
    'a:tblPr',
    'a:tblGrid',
    'a:extLst',
    'p:style',
    'p:blipFill',
    'p:timing',
    'p:extLst',
    'c:spPr',
    'c:txPr',
    'dgm:spPr',
    'dgm:prSet',
  ].map((name) => `..${name}`),
})

const DOCTYPE = /<!DOCTYPE|<!ENTITY/i

type OrderedNode = Record<string, unknown>

/** Parses one package part. A DOCTYPE anywhere is refused before the parser sees the text. */
export function parseXmlPart(bytes: Uint8Array, partName: string): XmlElement {
  const text = decodePartText(bytes)
  if (DOCTYPE.test(text)) {
    throw new IngestError('unsafe_xml', undefined, { cause: `${partName} declares a DOCTYPE` })
  }
  let nodes: OrderedNode[]
  try {
    nodes = parser.parse(text) as OrderedNode[]
  } catch (error) {
    throw new IngestError('corrupt', undefined, { cause: `${partName}: ${String(error)}` })
  }
  const root = convertNodes(nodes).find((child): child is XmlElement => typeof child !== 'string')
  if (!root) throw new IngestError('corrupt', undefined, { cause: `${partName} has no root element` })
  return root
}

function decodePartText(bytes: Uint8Array): string {
  // XML parts are UTF-8 or UTF-16 with a byte order mark; TextDecoder strips the BOM.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  return new TextDecoder('utf-8').decode(bytes)
}

function convertNodes(nodes: OrderedNode[]): XmlChild[] {
  const out: XmlChild[] = []
  for (const node of nodes) {
    let name: string | undefined
    for (const key in node) {
      if (key !== ':@') {
        name = key
        break
      }
    }
    if (name === undefined) continue
    const value = node[name]
    if (name === '#text') {
      out.push(decodeXmlText(String(value)))
      continue
    }
    // Attribute values stay as written (the parser leaves them strings): the ones we read are
    // enumerations, numbers and ids, except relationship targets, which are decoded where read.
    const attributes = node[':@'] as Record<string, string> | undefined
    out.push(
      createElement(name, attributes, Array.isArray(value) ? convertNodes(value as OrderedNode[]) : []),
    )
  }
  return out
}
