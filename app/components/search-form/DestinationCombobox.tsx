import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '~/components/Icon'
import { cn } from '~/lib/cn'
import {
  placeOf,
  readHistory,
  searchOfEntry,
  searchUrl,
  type DestinationSuggestion,
  type DestinationSuggestions,
} from '~/lib/search-form'
import { AUTOCOMPLETE_MIN_CHARS, type SearchHistoryEntry } from '~/lib/search-params'
import { useStorefront } from '~/lib/storefront'
import { SUGGESTIONS_PATH } from '../../../market-config/routes'
import { CONTROL, LABEL } from './styles'

export interface ChosenPlace {
  type: 'country' | 'area' | 'city'
  name: string
  country: string | null
  area: string | null
  city: string | null
}

type Option =
  | { kind: 'suggestion'; suggestion: DestinationSuggestion }
  | { kind: 'recent'; entry: SearchHistoryEntry; label: string }
  | { kind: 'text'; text: string }

/** Answers by query text, for this page view: typing back and forth asks the server once. */
const answers = new Map<string, DestinationSuggestions>()

async function fetchSuggestions(text: string, signal: AbortSignal): Promise<DestinationSuggestions | null> {
  const key = text.length < AUTOCOMPLETE_MIN_CHARS ? '' : text.toLowerCase()
  const known = answers.get(key)
  if (known) return known
  try {
    const response = await fetch(`/${SUGGESTIONS_PATH}?${new URLSearchParams({ q: key })}`, {
      signal,
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return null
    const answer = (await response.json()) as DestinationSuggestions
    answers.set(key, answer)
    return answer
  } catch {
    // SPEC section 8: an autocomplete failure is silently ignored.
    return null
  }
}

/** What an option is, whichever answer listed it. */
function optionKey(option: Option): string {
  if (option.kind === 'suggestion') return `suggestion:${option.suggestion.type}:${option.suggestion.id}`
  return option.kind === 'recent' ? `recent:${option.label}` : `text:${option.text}`
}

/** Counts a pick for the popular list (SPEC section 7): fire and forget, failures ignored. */
function savePick(suggestion: DestinationSuggestion, popular: boolean) {
  const body = new URLSearchParams({ id: String(suggestion.id), type: suggestion.type, popular: popular ? '1' : '0' })
  void fetch(`/${SUGGESTIONS_PATH}`, { method: 'POST', body, keepalive: true }).catch(() => undefined)
}

/**
 * The destination field with JavaScript: an ARIA 1.2 combobox (role=combobox on the input, a
 * listbox, aria-activedescendant; arrow keys, Enter, Escape). Under 2 characters it lists the
 * visitor's recent searches (field empty) and popular destinations, from 2 on the API's matches
 * and, last, "Search for …" (free text). A chosen country, region or town fills the hidden
 * `country`/`area`/`city` fields; a campsite opens its page in a new tab.
 */
export function DestinationCombobox({
  place,
  text,
  action,
  onTextChange,
  onChoose,
  onSearchText,
  onRecent,
}: {
  place: ChosenPlace | null
  text: string
  action: string
  onTextChange: (text: string) => void
  onChoose: (place: ChosenPlace) => void
  onSearchText: (text: string) => void
  onRecent: (url: string) => void
}) {
  const { t } = useTranslation('search-form')
  const { market } = useStorefront()
  const id = useId()
  const inputId = `${id}-input`
  const listId = `${id}-list`
  const inputRef = useRef<HTMLInputElement>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [loading, setLoading] = useState(false)
  const [answer, setAnswer] = useState<DestinationSuggestions | null>(null)
  const [history, setHistory] = useState<SearchHistoryEntry[]>([])
  const trimmed = text.trim()

  // Suggestions follow the text while the list is open; a newer request cancels the older one.
  useEffect(() => {
    if (!open) return
    const controller = new AbortController()
    setLoading(true)
    const timer = window.setTimeout(
      () =>
        void fetchSuggestions(trimmed, controller.signal).then((result) => {
          if (controller.signal.aborted) return
          setAnswer(result)
          setLoading(false)
        }),
      trimmed.length < AUTOCOMPLETE_MIN_CHARS ? 0 : 150,
    )
    return () => {
      controller.abort()
      window.clearTimeout(timer)
    }
  }, [open, trimmed])

  useEffect(() => {
    if (!open) return
    try {
      setHistory(readHistory(window.localStorage, market.i18nLocale))
    } catch {
      setHistory([])
    }
  }, [open, market.i18nLocale])

  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(market.languageTag, { day: 'numeric', month: 'short', year: 'numeric' }),
    [market.languageTag],
  )

  const options: Option[] = useMemo(() => {
    const list: Option[] = []
    if (trimmed.length === 0) {
      for (const entry of history.slice(0, 3)) {
        const where = entry.area?.name ?? entry.country?.name ?? t('any-country')
        const when = entry.fromDate ? dateFormat.format(new Date(`${entry.fromDate}T12:00:00Z`)) : t('any-date')
        const who = [
          t('adult-count', { count: entry.persons.adults }),
          entry.persons.children.length ? t('child-count', { count: entry.persons.children.length }) : null,
        ]
          .filter(Boolean)
          .join(', ')
        list.push({ kind: 'recent', entry, label: `${where} · ${when} · ${who}` })
      }
    }
    const wanted = trimmed.length < AUTOCOMPLETE_MIN_CHARS ? 'popular' : 'matches'
    if (answer?.kind === wanted)
      for (const suggestion of answer.suggestions) list.push({ kind: 'suggestion', suggestion })
    if (trimmed.length >= AUTOCOMPLETE_MIN_CHARS) list.push({ kind: 'text', text: trimmed })
    return list
  }, [answer, history, trimmed, t, dateFormat])

  // A newer answer (a slower request for fewer letters can land after the visitor arrowed down)
  // keeps the highlighted option where it is still offered; otherwise nothing is highlighted.
  const shownOptions = useRef(options)
  useEffect(() => {
    const before = shownOptions.current
    shownOptions.current = options
    setActive((current) => {
      const highlighted = before[current]
      return highlighted ? options.findIndex((option) => optionKey(option) === optionKey(highlighted)) : -1
    })
  }, [options])

  const recentCount = options.filter((option) => option.kind === 'recent').length
  const suggestionCount = options.filter((option) => option.kind === 'suggestion').length
  const popularLabel = trimmed.length < AUTOCOMPLETE_MIN_CHARS

  function choose(option: Option) {
    setOpen(false)
    if (option.kind === 'text') onSearchText(option.text)
    else if (option.kind === 'recent') onRecent(searchUrl(action, searchOfEntry(option.entry)))
    else {
      savePick(option.suggestion, answer?.kind === 'popular')
      choosePlace(option.suggestion)
    }
  }

  function choosePlace(suggestion: DestinationSuggestion) {
    if (suggestion.type === 'site') {
      if (suggestion.href) window.open(suggestion.href, '_blank', 'noopener')
    } else {
      onChoose({ type: suggestion.type, name: suggestion.name, ...placeOf(suggestion) })
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) {
        setOpen(true)
        return
      }
      if (count === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current === -1 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count))
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault()
        setOpen(false)
      } else if (text) {
        event.preventDefault()
        onTextChange('')
      }
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  const optionId = (index: number) => `${id}-option-${index}`
  const status = loading
    ? t('loading')
    : open && trimmed.length >= AUTOCOMPLETE_MIN_CHARS
      ? suggestionCount
        ? t('matches', { count: suggestionCount })
        : t('no-matches')
      : ''

  const renderOption = (option: Option, index: number) => {
    const isActive = index === active
    let content
    if (option.kind === 'recent') content = <span className="block truncate">{option.label}</span>
    else if (option.kind === 'text')
      content = (
        <span className="flex items-center gap-2 font-semibold">
          <Icon name="search" className="size-4 shrink-0" />
          {t('search-for', { query: option.text })}
        </span>
      )
    else {
      const { suggestion } = option
      content = (
        <span className="flex items-start gap-2">
          <Icon
            name={suggestion.type === 'site' ? 'external' : 'map-pin'}
            className="mt-0.5 size-4 shrink-0 text-muted"
          />
          <span className="min-w-0">
            <span className="block truncate font-semibold">{suggestion.name}</span>
            <span className="block truncate text-sm text-muted">
              {[t(`type.${suggestion.type}`), suggestion.description].filter(Boolean).join(' · ')}
              {suggestion.type === 'site' ? <span className="sr-only"> ({t('new-tab')})</span> : null}
            </span>
          </span>
        </span>
      )
    }
    return (
      // An ARIA 1.2 combobox option: the input keeps focus and its keys choose (aria-activedescendant);
      // a click on the option chooses too.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- see above
      <li
        key={option.kind === 'recent' ? `recent-${index}` : optionKey(option)}
        id={optionId(index)}
        role="option"
        aria-selected={isActive}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => choose(option)}
        className={cn(
          'cursor-pointer rounded-control px-3 py-2',
          isActive ? 'bg-primary text-on-primary [&_.text-muted]:text-on-primary' : 'hover:bg-canvas',
        )}
      >
        {content}
      </li>
    )
  }

  return (
    <div
      className="flex min-w-0 flex-col"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <label htmlFor={inputId} className={LABEL}>
        {t('destination')}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          data-field="destination"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          placeholder={t('destination-placeholder')}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={cn(CONTROL, 'pl-10')}
        />
        <Icon
          name="map-pin"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
        />
        <input type="hidden" name="country" value={place?.country ?? ''} />
        <input type="hidden" name="area" value={place?.area ?? ''} />
        <input type="hidden" name="city" value={place?.city ?? ''} />
        <div
          className={cn(
            'absolute left-0 z-30 mt-2 w-full min-w-72 rounded-panel border border-line bg-surface p-2 text-ink shadow-lg sm:w-[28rem]',
            open ? '' : 'hidden',
          )}
        >
          <ul
            id={listId}
            role="listbox"
            aria-label={t('suggestions')}
            aria-busy={loading}
            className="flex max-h-96 flex-col gap-0.5 overflow-y-auto"
          >
            {recentCount > 0 ? (
              <li
                role="presentation"
                className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
              >
                {t('recent')}
              </li>
            ) : null}
            {options.slice(0, recentCount).map((option, index) => renderOption(option, index))}
            {suggestionCount > 0 && popularLabel ? (
              <li
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
              >
                {t('popular')}
              </li>
            ) : null}
            {options.slice(recentCount).map((option, index) => renderOption(option, index + recentCount))}
          </ul>
          {loading ? (
            <p className="px-3 py-2 text-sm text-muted" aria-hidden="true">
              {t('loading')}
            </p>
          ) : null}
        </div>
        <p role="status" className="sr-only">
          {status}
        </p>
      </div>
    </div>
  )
}
