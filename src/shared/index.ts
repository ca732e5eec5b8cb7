export * from './document'
export * from './summary'
export * from './errors'
