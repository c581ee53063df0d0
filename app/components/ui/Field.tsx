import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { cn } from '~/lib/cn'

/**
 * Form fields: a visible label, an optional hint, the control and a reserved error line, wired
 * with aria-invalid / aria-describedby. Plain HTML controls, so forms work without JavaScript;
 * ids follow conform's convention (`{id}-description`, `{id}-error`), so the props from
 * conform's `getInputProps` can be spread straight in.
 */

export type FieldErrors = readonly (string | null | undefined)[] | null | undefined

export interface FieldBaseProps {
  label: ReactNode
  /** Help text under the label, announced with the control. */
  hint?: ReactNode
  /** Messages to show; any non-empty entry marks the control invalid. */
  errors?: FieldErrors
  /** Classes of the outer wrapper (width, grid placement). */
  className?: string
  /** `inverse` on dark surfaces (the footer): label, hint and errors in light colours. */
  tone?: FieldTone
}

export type FieldTone = 'default' | 'inverse'

// Fixed error red: no theme has an error token, and #b42318 passes 4.5:1 on every theme surface.
const ERROR_TEXT = 'text-[#b42318]'
// Light red on dark surfaces, for the same 4.5:1 contrast against the footer colours.
const TONES: Record<FieldTone, { label: string; hint: string; error: string }> = {
  default: { label: 'text-ink', hint: 'text-muted', error: ERROR_TEXT },
  inverse: { label: 'text-inherit', hint: 'opacity-85', error: 'text-[#fecaca]' },
}
const ERROR_BORDER = 'aria-[invalid=true]:border-[#b42318] aria-[invalid=true]:bg-[#fffbfa]'

const CONTROL = cn(
  'block w-full border border-muted/60 bg-surface text-base text-ink',
  'placeholder:text-muted transition-colors duration-300',
  'hover:border-ink/70 focus:border-primary',
  'disabled:cursor-not-allowed disabled:border-line disabled:bg-canvas disabled:text-muted',
  ERROR_BORDER,
)
// A pill-shaped theme radius needs more side padding than a square one.
const PADDING_X = 'px-[max(1rem,min(var(--brand-radius-control),1.25rem))]'

function cleanErrors(errors: FieldErrors): string[] {
  return (errors ?? []).filter((error): error is string => typeof error === 'string' && error.length > 0)
}

function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const unique = Array.from(new Set(ids.flatMap((id) => (id ? id.split(/\s+/) : [])).filter(Boolean)))
  return unique.length ? unique.join(' ') : undefined
}

/** Shared wiring: ids, invalid state and describedby for one control. */
function useFieldIds(idProp: string | undefined, hint: ReactNode, errors: FieldErrors, describedBy?: string) {
  const generated = useId()
  const id = idProp ?? generated
  const messages = cleanErrors(errors)
  const hintId = hint ? `${id}-description` : undefined
  const errorId = `${id}-error`
  return {
    id,
    messages,
    hintId,
    errorId,
    invalid: messages.length > 0,
    describedBy: joinIds(hintId, messages.length > 0 && errorId, describedBy),
  }
}

/** The error messages of a field or form, in a list with the given id (for aria-describedby). */
export function ErrorList({ id, errors, tone = 'default' }: { id?: string; errors?: FieldErrors; tone?: FieldTone }) {
  const messages = cleanErrors(errors)
  if (messages.length === 0) return null
  return (
    <ul id={id} className={cn('flex flex-col gap-1 text-sm leading-5', TONES[tone].error)}>
      {messages.map((message) => (
        <li key={message} className="flex items-start gap-1.5">
          <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.75" />
            <path d="M10 5.75v5M10 13.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{message}</span>
        </li>
      ))}
    </ul>
  )
}

/** The error line under a control: always takes one line so showing an error moves nothing. */
function ErrorSlot({ id, messages, tone }: { id: string; messages: string[]; tone: FieldTone }) {
  return (
    <div className="min-h-7 pt-1 pb-1">
      <ErrorList id={id} errors={messages} tone={tone} />
    </div>
  )
}

function Label({
  htmlFor,
  required,
  tone,
  children,
}: {
  htmlFor: string
  required?: boolean
  tone: FieldTone
  children: ReactNode
}) {
  return (
    <label htmlFor={htmlFor} className={cn('mb-1.5 text-sm font-semibold', TONES[tone].label)}>
      {children}
      {required ? (
        <span aria-hidden="true" className={cn('ml-0.5', TONES[tone].error)}>
          *
        </span>
      ) : null}
    </label>
  )
}

// Under the control, so controls side by side line up whether or not they have a hint.
function Hint({ id, tone, children }: { id: string | undefined; tone: FieldTone; children: ReactNode }) {
  if (!id) return null
  return (
    <p id={id} className={cn('mt-1.5 text-sm', TONES[tone].hint)}>
      {children}
    </p>
  )
}

export type TextFieldProps = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'children'>

/** A one-line input (text, email, password, tel, number, date, search ...), 50px high. */
export function TextField({
  label,
  hint,
  errors,
  className,
  tone = 'default',
  id,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const field = useFieldIds(id, hint, errors, describedBy)
  return (
    <div className={cn('flex flex-col', className)}>
      <Label htmlFor={field.id} required={inputProps.required} tone={tone}>
        {label}
      </Label>
      <input
        type="text"
        {...inputProps}
        id={field.id}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy}
        className={cn(CONTROL, PADDING_X, 'h-[50px] rounded-control')}
      />
      <Hint id={field.hintId} tone={tone}>
        {hint}
      </Hint>
      <ErrorSlot id={field.errorId} messages={field.messages} tone={tone} />
    </div>
  )
}

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export type SelectFieldProps = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'> & {
    options: readonly SelectOption[]
    /** First, empty choice ("Choose ..."); selected when there is no value. */
    placeholder?: string
  }

/** A native select styled like the text inputs; works everywhere, with or without JavaScript. */
export function SelectField({
  label,
  hint,
  errors,
  className,
  tone = 'default',
  id,
  options,
  placeholder,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
  const field = useFieldIds(id, hint, errors, describedBy)
  return (
    <div className={cn('flex flex-col', className)}>
      <Label htmlFor={field.id} required={selectProps.required} tone={tone}>
        {label}
      </Label>
      <div className="relative">
        <select
          {...(placeholder && selectProps.value === undefined && selectProps.defaultValue === undefined
            ? { defaultValue: '' }
            : {})}
          {...selectProps}
          id={field.id}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy}
          className={cn(CONTROL, PADDING_X, 'h-[50px] cursor-pointer appearance-none rounded-control pr-11')}
        >
          {placeholder ? (
            <option value="" disabled={selectProps.required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M5 7.5l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <Hint id={field.hintId} tone={tone}>
        {hint}
      </Hint>
      <ErrorSlot id={field.errorId} messages={field.messages} tone={tone} />
    </div>
  )
}

export type TextareaFieldProps = FieldBaseProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'children'>

/** A multi-line text input; grows vertically by the user. */
export function TextareaField({
  label,
  hint,
  errors,
  className,
  tone = 'default',
  id,
  rows = 4,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextareaFieldProps) {
  const field = useFieldIds(id, hint, errors, describedBy)
  return (
    <div className={cn('flex flex-col', className)}>
      <Label htmlFor={field.id} required={textareaProps.required} tone={tone}>
        {label}
      </Label>
      <textarea
        rows={rows}
        {...textareaProps}
        id={field.id}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy}
        className={cn(CONTROL, 'rounded-control', 'min-h-[50px] resize-y px-4 py-3 leading-relaxed')}
      />
      <Hint id={field.hintId} tone={tone}>
        {hint}
      </Hint>
      <ErrorSlot id={field.errorId} messages={field.messages} tone={tone} />
    </div>
  )
}

export type CheckboxFieldProps = FieldBaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'children' | 'type'>

/** A checkbox with its label to the right; submits `value` (default "on") when ticked. */
export function CheckboxField({
  label,
  hint,
  errors,
  className,
  tone = 'default',
  id,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxFieldProps) {
  const field = useFieldIds(id, hint, errors, describedBy)
  return (
    <div className={cn('flex flex-col', className)}>
      <div className="flex items-start gap-3">
        <input
          {...inputProps}
          type="checkbox"
          id={field.id}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy}
          className={cn(
            'mt-0.5 size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed',
            field.invalid && 'outline-2 outline-offset-1 outline-[#b42318]',
          )}
        />
        <div className="flex flex-col gap-0.5">
          <label
            htmlFor={field.id}
            className={cn(
              'cursor-pointer text-base leading-6',
              TONES[tone].label,
              inputProps.disabled && 'cursor-not-allowed opacity-70',
            )}
          >
            {label}
            {inputProps.required ? (
              <span aria-hidden="true" className={cn('ml-0.5', TONES[tone].error)}>
                *
              </span>
            ) : null}
          </label>
          {field.hintId ? (
            <p id={field.hintId} className={cn('text-sm', TONES[tone].hint)}>
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <ErrorSlot id={field.errorId} messages={field.messages} tone={tone} />
    </div>
  )
}
