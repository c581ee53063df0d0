/**
 * The personal-details page's server half (`/profile/details`, issue 19), beside its route. Each
 * of the four sections is its own form posting its `intent`; the action checks the section with
 * its schema (lib/account.ts), saves that section alone through `PUT customer-portal` (a partial
 * update the API merges), and redirects back (post/redirect/get): the portal layout then loads
 * the user afresh, the page says so with SPEC's profile-edit toast, and the analytics event
 * `customer_portal_change_account_details_complete` goes with the redirect. A refused post comes
 * back as action data with what was typed and the field's error, and SPEC's edit-user-profile
 * error toast.
 */
import { randomUUID } from 'node:crypto'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from '@remix-run/node'
import { ACCOUNT_FORM_SCHEMAS, accountUpdateOf, isAccountSection, type AccountSection } from '~/lib/account'
import { customerCall } from '~/lib/auth.server'
import { redirectWithToast } from '~/lib/session.server'
import { TwentyApiError } from '~/lib/twenty.server'
import { href } from '../../market-config/routes'
import { ACCOUNT_UPDATE_ERRORS, type AccountErrorCode } from '../../twenty/contract'

/** SPEC section 8's toasts of a profile update. */
export const PROFILE_EDIT_SUCCESS = 'edit-user-profile-success'
export const PROFILE_EDIT_ERROR = 'edit-user-profile-error'

/** The field error of an API refusal that needs the stored account or the API's lists. */
const API_FIELD_ERRORS: Record<keyof typeof ACCOUNT_UPDATE_ERRORS, AccountErrorCode> = {
  postcode_not_of_country: 'postcode',
  phone_too_long_for_prefix: 'phone',
  country_not_offered: 'country',
  phone_prefix_not_offered: 'phone-prefix',
}

/** Why the API refused the holder (403): the form says it in words. */
const READ_ONLY_ERRORS: Record<string, string> = {
  agent_read_only: 'read-only.agent-refused',
  booking_sign_in: 'read-only.booking-refused',
}

type Reply = (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult

function refused(
  intent: AccountSection,
  reply: Reply,
  status: number,
  options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
) {
  return data(
    { intent, result: reply(options), toast: { id: randomUUID().slice(0, 12), messageKey: PROFILE_EDIT_ERROR } },
    { status },
  )
}

/** One section's post: checked, saved alone, then back to the page; or the form again with what was typed. */
export async function saveSection(request: Request, context: AppLoadContext, formData: FormData) {
  const intent = formData.get('intent')
  // STYLE.md item 6: forms are told apart by `intent`; an unknown one is a bad request.
  if (!isAccountSection(intent)) throw new Response('Bad Request', { status: 400 })
  const submission = parseWithZod(formData, { schema: ACCOUNT_FORM_SCHEMAS[intent] })
  if (submission.status !== 'success')
    return data(
      { intent, result: submission.reply(), toast: null as { id: string; messageKey: string } | null },
      { status: 400 },
    )

  // As the customer: a token the API no longer takes leads to login (customerCall); any other
  // failure, the API down included, keeps the form and what was typed.
  const failure = await customerCall(request, context, async (client) => {
    try {
      await client.updateAccount(accountUpdateOf(submission.value))
      return null
    } catch (error) {
      if (error instanceof TwentyApiError && error.status === 401) throw error
      return error
    }
  })
  if (failure === null) {
    const { session, storefront } = context
    session.flashEvent('customer_portal_change_account_details_complete')
    return redirectWithToast(session, `${href(storefront.link, 'profileDetails')}#${intent}`, {
      kind: 'success',
      messageKey: PROFILE_EDIT_SUCCESS,
    })
  }
  const reply = (options?: Parameters<Reply>[0]) => submission.reply(options)
  if (failure instanceof TwentyApiError) {
    const code = failure.code
    if (code in API_FIELD_ERRORS) {
      const field = ACCOUNT_UPDATE_ERRORS[code as keyof typeof ACCOUNT_UPDATE_ERRORS]
      return refused(intent, reply, 400, {
        fieldErrors: { [field]: [API_FIELD_ERRORS[code as keyof typeof API_FIELD_ERRORS]] },
      })
    }
    const readOnly = READ_ONLY_ERRORS[code]
    if (failure.status === 403 && readOnly) return refused(intent, reply, 403, { formErrors: [readOnly] })
    return refused(intent, reply, failure.status >= 500 ? 503 : 400, { formErrors: ['errors.save-failed'] })
  }
  console.warn('profile details: saving failed:', failure instanceof Error ? failure.message : 'not an Error')
  return refused(intent, reply, 503, { formErrors: ['errors.save-failed'] })
}
