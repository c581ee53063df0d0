import { useTranslation } from 'react-i18next'
import { useCustomer } from '~/lib/customer'

/**
 * Above every page of the signed-in layouts when an agent is signed in (decision 027): that this
 * is a customer's portal seen read-only, and whose. Pages render no editing forms for an agent,
 * and the API refuses their writes (403 `agent_read_only`).
 */
export function AgentNotice() {
  const { t } = useTranslation('account')
  const customer = useCustomer()
  if (customer.actorKind !== 'agent') return null
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email
  return (
    <aside
      aria-labelledby="agent-notice-title"
      className="mb-6 rounded-card border-2 border-[#b54708] bg-[#fffaeb] px-4 py-3 text-ink"
      data-testid="agent-notice"
    >
      <p id="agent-notice-title" className="font-bold">
        {t('read-only.agent-title')}
      </p>
      <p className="text-sm">{t('read-only.agent-text', { agent: customer.agentName ?? '', customer: name })}</p>
    </aside>
  )
}
