import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useDate } from '~/components/checkout/format-hooks'
import { TravellerFields, useErrorText } from '~/components/checkout/TravellerFields'
import { Button } from '~/components/ui/Button'
import { ErrorSummary, type ErrorSummaryItem } from '~/components/ui/ErrorSummary'
import type { LockedReason } from '~/lib/booking'
import { participantsFormSchema } from '~/lib/booking-forms'
import type { CheckoutStay } from '~/lib/checkout'
import type { Booking } from '../../../twenty/contract'
import { Panel } from './BookingSummary'

/**
 * The travellers of a booking: one fieldset per person (adults first, then the children with
 * their age at arrival), by the checkout's rules, checked on the server always and in the browser
 * once hydrated; or the list with the reason it cannot change.
 */
export function ParticipantsForm({
  booking,
  stay,
  editable,
  locked,
  lastResult,
}: {
  booking: Booking
  stay: CheckoutStay
  editable: boolean
  locked: LockedReason | null
  lastResult: SubmissionResult | null | undefined
}) {
  const { t } = useTranslation('booking')
  const { t: tc } = useTranslation('checkout')
  const errorText = useErrorText()
  const date = useDate()
  const navigation = useNavigation()
  const persons = stay.adults + stay.childAges.length
  const legend = (index: number) => {
    const child = index >= stay.adults ? index - stay.adults : null
    return child === null
      ? tc('participants.adult', { number: index + 1 })
      : tc('participants.child', { number: child + 1, age: stay.childAges[child] })
  }
  const [form, fields] = useForm({
    id: 'participants',
    lastResult,
    defaultValue: {
      participants: Array.from({ length: persons }, (_, index) => ({
        firstName: booking.participants[index]?.firstName ?? '',
        lastName: booking.participants[index]?.lastName ?? '',
        birthDate: booking.participants[index]?.birthDate ?? '',
      })),
    },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: participantsFormSchema(stay) }),
  })
  const list = fields.participants.getFieldList()
  const formErrors = errorText(form.errors)
  const summary: ErrorSummaryItem[] = (formErrors ?? []).map((text) => ({ text }))
  list.forEach((participant, index) => {
    const person = participant.getFieldset()
    for (const [field, label] of [
      [person.firstName, tc('fields.first-name')],
      [person.lastName, tc('fields.last-name')],
      [person.birthDate, tc('fields.birth-date')],
    ] as const) {
      for (const text of errorText(field.errors) ?? [])
        summary.push({ fieldId: field.id, text: `${legend(index)}, ${label}: ${text}` })
    }
  })
  for (const text of errorText(fields.participants.errors) ?? [])
    summary.push({ fieldId: list[0]?.getFieldset().firstName.id, text })
  // After a submit that ends in errors the summary takes the focus (without JavaScript: autofocus).
  const summaryRef = useRef<HTMLDivElement>(null)
  const submitted = useRef(false)
  const summaryKey = summary.map((item) => `${item.fieldId ?? ''}|${item.text}`).join('\n')
  useEffect(() => {
    if (!submitted.current || summaryKey === '') return
    submitted.current = false
    summaryRef.current?.focus()
  }, [summaryKey, lastResult])

  if (!editable) {
    return (
      <Panel id="travellers-title" title={tc('participants.title')} className="max-w-3xl">
        {locked ? (
          <p
            className="mb-4 rounded-control border-l-4 border-alternative bg-alternative/10 p-3 text-sm"
            data-testid="locked-reason"
          >
            {t(`why.${locked}`)}
          </p>
        ) : null}
        <ol className="flex flex-col gap-2 text-sm" data-testid="travellers">
          {booking.participants.map((person, index) => (
            <li key={`${index}-${person.firstName}`}>
              <span className="text-muted">{legend(index)}: </span>
              <span className="font-semibold">
                {person.firstName} {person.lastName}
              </span>
              {person.birthDate ? <span> · {t('detail.born', { date: date(person.birthDate) })}</span> : null}
            </li>
          ))}
        </ol>
      </Panel>
    )
  }

  const formProps = getFormProps(form)
  return (
    <div className="max-w-3xl">
      <ErrorSummary ref={summaryRef} id="error-summary" title={tc('error-summary.title')} items={summary} />
      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => {
          submitted.current = true
          formProps.onSubmit(event)
        }}
      >
        <Panel id="travellers-title" title={tc('participants.title')}>
          <p className="mb-4 text-sm text-muted">{t(`participants.intro.${booking.changePermissions.other}`)}</p>
          <div id={form.errorId} hidden>
            {formErrors?.join(' ')}
          </div>
          <ol className="flex flex-col gap-4">
            {list.map((participant, index) => {
              const person = participant.getFieldset()
              return (
                <li key={participant.key}>
                  <TravellerFields person={person} legend={legend(index)} today={stay.today} />
                </li>
              )
            })}
          </ol>
          <Button type="submit" size="lg" loading={navigation.state === 'submitting'}>
            {t('participants.save')}
          </Button>
        </Panel>
      </Form>
    </div>
  )
}
