export { openZip, DEFAULT_ZIP_LIMITS, type ZipArchive, type ZipLimits } from './open-zip'
