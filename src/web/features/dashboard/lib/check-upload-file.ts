import { MAX_UPLOAD_BYTES } from '../../../../shared'

export type UploadFileProblem = 'too-large' | 'invalid-type'

/** Spec §5: PDF, PPT or PPTX, up to 50 MB. By extension, since browsers report PowerPoint MIME types unevenly. */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.ppt', '.pptx'] as const

export function checkUploadFile(file: Pick<File, 'name' | 'size'>): UploadFileProblem | null {
  const name = file.name.toLowerCase()
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'invalid-type'
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large'
  return null
}
