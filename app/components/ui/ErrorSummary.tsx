import { forwardRef } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { cn } from '~/lib/cn'
import { FOCUS } from './focus'

export interface ErrorSummaryItem {
  /** The field's id: the item links to it. None for a problem of the whole form. */
  fieldId?: string
  text: string
}

/**
 * The GOV.UK error summary: a box at the top of the page after a post with errors, a heading
 * ("There is a problem") and a link to each field in error. It takes the focus: without
 * JavaScript through the `autofocus` attribute of the server's page (the browser focuses it on
 * load); once hydrated, the form focuses it after a submit (autofocus on later renders would steal
 * the focus from a field being corrected).
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { id: string; title: string; items: ErrorSummaryItem[] }>(
  function ErrorSummary({ id, title, items }, ref) {
    const hydrated = useHydrated()
    if (items.length === 0) return null
    return (
      <div
        ref={ref}
        id={id}
        tabIndex={-1}
        // Only in the server's markup and the hydrating render, which must match it: the GOV.UK
        // error summary takes focus after a failed post.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- see above
        autoFocus={!hydrated}
        role="alert"
        aria-labelledby={`${id}-title`}
        className={cn(
          'mb-6 rounded-panel border-4 border-[#b42318] bg-surface p-4 md:p-6',
          FOCUS,
          'focus:outline-4 focus:outline-offset-0 focus:outline-[#ffdd00]',
        )}
        data-testid="error-summary"
      >
        <h2 id={`${id}-title`} className="mb-3 font-heading text-xl font-bold">
          {title}
        </h2>
        <ul className="flex flex-col gap-1">
          {items.map((item, index) => (
            <li key={`${item.fieldId ?? 'form'}-${index}`}>
              {item.fieldId ? (
                <a href={`#${item.fieldId}`} className={cn('font-semibold text-[#b42318] underline', FOCUS)}>
                  {item.text}
                </a>
              ) : (
                <span className="font-semibold text-[#b42318]">{item.text}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    )
  },
)
