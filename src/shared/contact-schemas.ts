import { z } from 'zod'
import { displayNameText, multiLineText, singleLineText } from './plain-text'

// Spec §5 "Contact form": the same rules in the browser and on the server, messages verbatim; control
// characters refused at the edge like every other field (issue 13).
export const contactSchema = z.object({
  name: displayNameText().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: singleLineText()
    .pipe(z.email('Please enter a valid email address'))
    .pipe(z.string().max(254, 'Please enter a valid email address')),
  subject: singleLineText()
    .trim()
    .min(1, 'Subject is required')
    .max(200, 'Subject must be at most 200 characters'),
  message: multiLineText()
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5,000 characters'),
  phone: singleLineText()
    .trim()
    .max(40, 'Phone must be at most 40 characters')
    .optional()
    .transform((phone) => (phone ? phone : undefined)),
})
export type ContactInput = z.input<typeof contactSchema>
