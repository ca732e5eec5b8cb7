export { documentSections, type SectionSources } from './document-sections'
export type { OutlineEntry } from './outline-sections'
export type { PageHeading } from './heading-sections'
export type { Paragraph } from './topic-sections'
