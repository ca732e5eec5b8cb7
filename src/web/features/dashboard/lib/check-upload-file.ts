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

/** The spec's toast for each refusal of a file before it is sent (§4). */
export const UPLOAD_FILE_PROBLEM_TOASTS: Record<UploadFileProblem, { title: string; description: string }> = {
  'too-large': {
    title: 'File too large',
    description: 'Maximum file size is 50MB. Please compress your file or use a smaller version.',
  },
  'invalid-type': { title: 'Invalid file type', description: 'Only PDF, PPT, and PPTX files are allowed.' },
}
