export { readPptx } from './read-pptx'
