import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { notify } from '~/components/ui/toast-queue'
import { ENHANCED_FIELD } from '~/lib/favourites'
import { useLoaderState } from '~/lib/loader-state'

/** What a toggle's action answers its fetcher: whether it is on now, and why not when refused. */
export interface ToggleReply {
  ok: boolean
  /** The message of a refusal, translated by the toggle. */
  messageKey: string
}

/**
 * A toggle button that posts to one action whose address says what to do (the hearts, issue 19;
 * the compare toggles, issue 24). Without JavaScript the button's `formAction` posts and the
 * action answers with a redirect back to this toggle (`#{id}`) and a toast. With JavaScript the
 * click goes through a fetcher: the toggle flips at once and flips back, with the refusal's
 * message, when the action refuses or fails.
 */
export function usePostedToggle<Reply extends ToggleReply>({
  id,
  pressed,
  actionHref,
  pressedIn,
  refusal,
}: {
  /** The button's id, the fetcher's key and the anchor the action leads back to. */
  id: string
  /** Whether it is on, as the loader knows it. */
  pressed: boolean
  /** The action's address for turning it on (`true`) or off, coming back to `backTo`. */
  actionHref: (press: boolean, backTo: string) => string
  /** Whether the action's answer says it is on. */
  pressedIn: (reply: Reply) => boolean
  /** The message a refusal shows. */
  refusal: (reply: Reply) => string
}) {
  const { pathname, search } = useLocation()
  const fetcher = useFetcher<Reply>({ key: id })
  const [shown, setShown] = useLoaderState(pressed)
  const action = actionHref(!shown, `${pathname}${search}#${id}`)

  // An answer this toggle has not seen yet: a refusal puts it back as it is and says why.
  // The callbacks are new on every render, so the effect runs often: `handled` keeps it to once per answer.
  const handled = useRef<unknown>(fetcher.data)
  useEffect(() => {
    // The replies are plain JSON (booleans, a number, a string): they arrive as they were sent.
    const reply = fetcher.data as Reply | undefined
    if (!reply || reply === handled.current) return
    handled.current = reply
    setShown(pressedIn(reply))
    if (!reply.ok) notify({ id: `${id}-${Date.now()}`, kind: 'error', message: refusal(reply) })
  }, [fetcher.data, id, setShown, pressedIn, refusal])

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    setShown(!shown)
    fetcher.submit({ [ENHANCED_FIELD]: 'true' }, { method: 'post', action })
  }

  /** The button's own attributes: a submit that overrides a surrounding form's address and method. */
  const buttonProps = {
    id,
    type: 'submit',
    formAction: action,
    formMethod: 'post',
    'aria-pressed': shown,
    onClick,
  } as const

  return { shown, buttonProps, fetcher, action }
}

/**
 * The toggle's button inside the search's GET form (every result card is): the button alone,
 * carrying no field, so the search's own submits stay as they were; elsewhere (`standalone`) in a
 * form of its own with the same action.
 */
export function ToggleForm({
  toggle,
  standalone,
  children,
}: {
  toggle: Pick<ReturnType<typeof usePostedToggle>, 'fetcher' | 'action'>
  standalone: boolean
  children: ReactNode
}) {
  return standalone ? (
    <toggle.fetcher.Form method="post" action={toggle.action} className="inline-flex shrink-0">
      {children}
    </toggle.fetcher.Form>
  ) : (
    <>{children}</>
  )
}
