/**
 * Agents (issue 19, decision 027): SPEC section 3's second actor kind. An agent is customer-service
 * staff of one brand, signs in on the portal's login page with e-mail and password, and sees the
 * portal of the one customer they are bound to (`agents.customer_id`), read-only: every write
 * endpoint that takes a session token calls `refuseReadOnlyHolder` first and answers 403
 * `agent_read_only` to an agent's token.
 */
import type { Kysely } from 'kysely'
import type { ActorKind } from './contract'
import { ApiError } from './http'
import { normaliseEmail } from './newsletter'
import type { TwentySchema } from './schema'

type Db = Kysely<TwentySchema>

/** The error code of a write refused to an agent. */
export const AGENT_READ_ONLY = 'agent_read_only'

/**
 * The one check of every write endpoint that takes a session token (account, favourites,
 * participants, extras, payments...): an agent's token may read the customer's portal, never
 * change it. Call it before parsing the body, right after the token was resolved.
 */
export function refuseReadOnlyHolder(holder: { actorKind: ActorKind }): void {
  if (holder.actorKind === 'agent')
    throw new ApiError(
      403,
      AGENT_READ_ONLY,
      "An agent sees the customer's portal read-only; nothing can be changed with this sign-in",
    )
}

export interface AgentRow {
  id: number
  brand: string
  email: string
  name: string
  password_hash: string
  customer_id: number
}

/** The agent of this brand with this address, if any. */
export async function findAgent(db: Db, brand: string, email: string): Promise<AgentRow | undefined> {
  return db
    .selectFrom('agents')
    .select(['id', 'brand', 'email', 'name', 'password_hash', 'customer_id'])
    .where('brand', '=', brand)
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst()
}

/** The agent by id, if it still exists. */
export async function agentById(
  db: Db,
  id: number,
): Promise<Pick<AgentRow, 'id' | 'name' | 'customer_id'> | undefined> {
  return db.selectFrom('agents').select(['id', 'name', 'customer_id']).where('id', '=', id).executeTakeFirst()
}
