import { island } from '~/lib/island'

/**
 * The payment page's first panel as islands: what is still to pay (or that nothing is), rendered
 * in full by the server; their code (the amounts, dates and rates) loads on first use or when the
 * browser is idle, with the payment form's (docs/decisions/033).
 */
const load = () => import('./PaymentOutstanding')

export const OutstandingPanelIsland = island(load, (module) => module.OutstandingPanel)

export const NothingToPayIsland = island(load, (module) => module.NothingToPay)
