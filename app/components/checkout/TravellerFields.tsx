import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { TextField } from '~/components/ui/Field'

/** Error keys with their one value (`errors.child-age|4`), in the checkout's namespace unless they name theirs. */
export function useErrorText() {
  const { t } = useTranslation('checkout')
  return (errors: readonly string[] | undefined) =>
    errors?.map((error) => {
      const [key, value] = error.split('|')
      return t(key!, { value })
    })
}

type Person<Form extends Record<string, unknown>> = Record<
  'firstName' | 'lastName' | 'birthDate',
  FieldMetadata<string, Form>
>

/**
 * One traveller's fieldset (first name, last name, birth date) by the checkout's rules: the
 * checkout's participants and a booking's travellers in the portal. `named` lets the browser fill
 * in the main booker's own name (the first adult at checkout).
 */
export function TravellerFields<Form extends Record<string, unknown>>({
  person,
  legend,
  today,
  named = false,
}: {
  person: Person<Form>
  legend: string
  today: string
  named?: boolean
}) {
  const { t } = useTranslation('checkout')
  const errorText = useErrorText()
  return (
    <fieldset className="grid gap-x-4 sm:grid-cols-3">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <TextField
        {...getInputProps(person.firstName, { type: 'text' })}
        key={person.firstName.key}
        label={t('fields.first-name')}
        autoComplete={named ? 'given-name' : 'off'}
        errors={errorText(person.firstName.errors)}
      />
      <TextField
        {...getInputProps(person.lastName, { type: 'text' })}
        key={person.lastName.key}
        label={t('fields.last-name')}
        autoComplete={named ? 'family-name' : 'off'}
        errors={errorText(person.lastName.errors)}
      />
      <TextField
        {...getInputProps(person.birthDate, { type: 'date' })}
        key={person.birthDate.key}
        label={t('fields.birth-date')}
        max={today}
        errors={errorText(person.birthDate.errors)}
      />
    </fieldset>
  )
}
