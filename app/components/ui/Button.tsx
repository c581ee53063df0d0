import { Link, type LinkProps } from '@remix-run/react'
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import { Spinner } from './Spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'success' | 'alternative' | 'unstyled'
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl'

export const BUTTON_VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'success', 'alternative', 'unstyled']
export const BUTTON_SIZES: readonly ButtonSize[] = ['xs', 'sm', 'md', 'lg', 'xl']

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary hover:bg-primary-hover shadow-sm',
  secondary: 'bg-secondary text-on-secondary hover:bg-secondary-hover',
  // No theme token for text on success/alternative: white passes 4.5:1 on all three themes.
  success: 'bg-success text-white hover:bg-success-hover shadow-sm',
  alternative: 'bg-alternative text-white hover:bg-alternative-hover shadow-sm',
  unstyled: '',
}

// lg matches the 50px input height so a button sits flush next to a field.
const SIZE_CLASSES: Record<ButtonSize, string> = {
  xs: 'min-h-8 px-3 text-xs gap-1.5',
  sm: 'min-h-9 px-4 text-sm gap-2',
  md: 'min-h-11 px-5 text-base gap-2',
  lg: 'min-h-[50px] px-6 text-base gap-2.5',
  xl: 'min-h-14 px-8 text-lg gap-3',
}

const SPINNER_SIZE = { xs: 'xs', sm: 'sm', md: 'md', lg: 'md', xl: 'md' } as const

interface CommonProps {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner, sets aria-busy and blocks clicks; the button keeps its width. */
  loading?: boolean
  disabled?: boolean
  /** Stretch to the width of the container. */
  fullWidth?: boolean
  className?: string
  children?: ReactNode
}

export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & { to?: undefined; href?: undefined }
/** Internal navigation through Remix `<Link>`. */
export type ButtonAsLinkProps = CommonProps & Omit<LinkProps, keyof CommonProps> & { href?: undefined }
/** External (or non-Remix) address rendered as a plain `<a>`. */
export type ButtonAsAnchorProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps> & { href: string; to?: undefined }

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps | ButtonAsAnchorProps

/** Class names of a button look, for the rare element that cannot be a Button (e.g. `<summary>`). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth,
  inactive,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; inactive?: boolean } = {}): string {
  if (variant === 'unstyled') {
    return cn('relative inline-flex items-center rounded-button', inactive && 'cursor-not-allowed opacity-60')
  }
  return cn(
    'relative inline-flex select-none items-center justify-center rounded-button font-semibold leading-tight',
    'no-underline transition-colors duration-300 text-center',
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
    fullWidth ? 'flex w-full' : 'w-auto',
    inactive && 'cursor-not-allowed opacity-55 shadow-none',
  )
}

function isExternal(href: string) {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href)
}

/**
 * The one button of the storefront. `<Button type="submit" name="intent" value="save">` in forms,
 * `<Button to="/profile">` for an internal link, `<Button href="https://...">` for an external one.
 */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(props, ref) {
  const { t } = useTranslation('ui')
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    disabled = false,
    fullWidth,
    className,
    children,
    ...rest
  } = props
  const inactive = disabled || loading
  const classes = cn(
    buttonClasses({ variant, size, fullWidth, inactive: disabled }),
    loading && 'cursor-progress',
    className,
  )

  // While loading the label stays in the layout (transparent, still read out as "Save, loading")
  // so the width does not change.
  const content = (
    <>
      <span className={cn('inline-flex items-center justify-center gap-[inherit]', loading && 'opacity-0')}>
        {children}
      </span>
      {loading ? (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner size={SPINNER_SIZE[size]} />
          <span className="sr-only">{t('button.loading')}</span>
        </span>
      ) : null}
    </>
  )

  const disabledLink = (
    // A disabled link has no href (GOV.UK's pattern): it stays in the text, announced as disabled.
    // eslint-disable-next-line jsx-a11y/anchor-is-valid -- see above
    <a
      ref={ref as Ref<HTMLAnchorElement>}
      role="link"
      aria-disabled="true"
      aria-busy={loading || undefined}
      className={classes}
    >
      {content}
    </a>
  )

  if ('to' in rest && rest.to !== undefined) {
    const { to, ...linkProps } = rest as Omit<ButtonAsLinkProps, keyof CommonProps>
    // A disabled link has no href, so it is neither followed nor focusable.
    if (inactive) return disabledLink
    return (
      <Link ref={ref as Ref<HTMLAnchorElement>} to={to} className={classes} {...linkProps}>
        {content}
      </Link>
    )
  }

  if ('href' in rest && rest.href !== undefined) {
    const { href, target, rel, ...anchorProps } = rest as Omit<ButtonAsAnchorProps, keyof CommonProps>
    if (inactive) return disabledLink
    const newTab = target === '_blank'
    return (
      <a
        ref={ref as Ref<HTMLAnchorElement>}
        href={href}
        target={target}
        rel={rel ?? (newTab || isExternal(href) ? 'noopener noreferrer' : undefined)}
        className={classes}
        {...anchorProps}
      >
        {content}
        {newTab ? <span className="sr-only"> {t('button.opens-in-new-tab')}</span> : null}
      </a>
    )
  }

  const { type = 'button', onClick, ...buttonProps } = rest as Omit<ButtonAsButtonProps, keyof CommonProps>
  return (
    <button
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      // Loading keeps the button disabled so a form cannot be submitted twice.
      disabled={inactive}
      aria-busy={loading || undefined}
      className={classes}
      onClick={onClick}
      {...buttonProps}
    >
      {content}
    </button>
  )
})
