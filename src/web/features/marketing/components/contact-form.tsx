import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Send } from 'lucide-react'
import { toast } from 'sonner'
import { contactSchema, type ContactInput } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { useSendContactMessage } from '../api/send-contact-message'

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '', phone: '' }

/** Spec §5 "Contact form" and §8 "Contact": validated before sending, reset after a success. */
export function ContactForm() {
  const form = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY })
  const send = useSendContactMessage({
    onSuccess: () => {
      toast.success('Message sent successfully!', {
        description: "We'll get back to you as soon as possible.",
      })
      form.reset(EMPTY)
    },
    onError: () =>
      toast.error('Error sending message', { description: 'Please try again or contact us directly.' }),
  })
  const { errors } = form.formState

  return (
    <form
      id="contact-form"
      aria-labelledby="contact-form-title"
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
    >
      <h2 id="contact-form-title" className="text-xl font-semibold">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="email" />}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Subject" error={errors.subject?.message}>
          {(control) => <Input {...control} {...form.register('subject')} />}
        </FormField>
        <FormField label="Phone (optional)" error={errors.phone?.message}>
          {(control) => <Input {...control} {...form.register('phone')} type="tel" autoComplete="tel" />}
        </FormField>
      </div>
      <FormField label="Message" error={errors.message?.message}>
        {(control) => <Textarea {...control} {...form.register('message')} rows={6} />}
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? (
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
        ) : (
          <Send aria-hidden className="size-4" />
        )}
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
