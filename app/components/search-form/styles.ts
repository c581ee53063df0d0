import { FOCUS } from '~/components/ui/focus'
import { cn } from '~/lib/cn'

export { FOCUS }

const BOX = cn(
  'h-[50px] w-full rounded-control border border-muted/60 bg-surface px-3 text-left text-base text-ink',
  'hover:border-ink/70 focus:border-primary',
  FOCUS,
)

/** One field's box: the same height and look for selects, inputs and the popover buttons. */
export const CONTROL = cn('block', BOX)
/** The same box laid out as a row (buttons and the disclosure that show a value). */
export const CONTROL_ROW = cn('flex items-center', BOX)

export const LABEL = 'mb-1 text-sm font-semibold text-ink'

/** A panel that opens under its field. */
export const POPOVER = 'absolute left-0 z-30 mt-2 rounded-panel border border-line bg-surface p-4 text-ink shadow-lg'
