export { readPpt } from './read-ppt'
