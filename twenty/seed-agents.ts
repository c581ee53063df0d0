/**
 * Demo agents (issue 19, decision 027): one customer-service agent per brand, each bound to one
 * customer of the brand whose portal they see read-only. They sign in on the login page with
 * their e-mail address and the demo password (README, "Demo accounts"). The agents of brands
 * without a demo customer get the customer file they look after: an account without a password
 * (nobody signs in as it), with its details filled in so the agent has something to read.
 * Written once, after the demo customers (seed.ts); deterministic like them.
 */
import type Database from 'better-sqlite3'
import type { AccountDetails } from './contract'
import { DEMO_CUSTOMERS, demoPasswordHash } from './seed-accounts'

export interface DemoAgent {
  brand: string
  email: string
  name: string
  /** The customer this agent looks after: a demo customer of the brand, or `customerFile` below. */
  customerEmail: string
  /** A customer file written for an agent whose brand has no demo customer. */
  customerFile?: { firstName: string; lastName: string; apiLocale: string; details: AccountDetails }
}

export const DEMO_AGENTS: readonly DemoAgent[] = [
  {
    brand: 'default',
    email: 'agent@campingselect.example.com',
    name: 'Alex Morgan',
    customerEmail: 'emma.walker@example.com',
  },
  {
    brand: 'vacanceselect',
    email: 'agent@vacanceselect.example.com',
    name: 'Chiara Bianchi',
    customerEmail: 'giulia.rossi@example.com',
  },
  {
    brand: 'friferie',
    email: 'agent@friferie.example.com',
    name: 'Nina Schulz',
    customerEmail: 'lena.schmidt@example.com',
  },
  {
    brand: 'luxcamp',
    email: 'agent@luxcamp.example.com',
    name: 'Pieter Visser',
    customerEmail: 'sanne.devries@example.com',
  },
  {
    brand: 'danskbilferie',
    email: 'agent@danskbilferie.example.com',
    name: 'Sofie Larsen',
    customerEmail: 'oliver.hughes@example.com',
    customerFile: {
      firstName: 'Oliver',
      lastName: 'Hughes',
      apiLocale: 'couk',
      details: {
        birthDate: '1979-11-02',
        country: 'GB',
        street: '14 Harbour Road',
        postalCode: 'BS1 5TY',
        city: 'Bristol',
        phonePrefix: '+44',
        phone: '117 496 0123',
      },
    },
  },
]

/** Writes the demo agents (and the customer files some look after) unless they are there; returns whether it wrote. */
export function writeDemoAgents(sqlite: Database.Database, now: Date): boolean {
  if (sqlite.prepare('SELECT 1 FROM agents LIMIT 1').get() !== undefined) return false
  // The demo customers come first (seed-accounts.ts); without them there is nobody to look after.
  if (sqlite.prepare('SELECT 1 FROM customers WHERE email = ?').get(DEMO_CUSTOMERS[0]!.email) === undefined)
    return false
  const stamp = now.toISOString()
  const insertFile = sqlite.prepare(
    `INSERT INTO customers (brand, email, first_name, last_name, password_hash, api_locale, details, created_at, updated_at)
     VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?) ON CONFLICT (brand, email) DO NOTHING`,
  )
  const customerId = sqlite.prepare('SELECT id FROM customers WHERE brand = ? AND email = ?')
  const insertAgent = sqlite.prepare(
    'INSERT INTO agents (brand, email, name, password_hash, customer_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  sqlite.transaction(() => {
    for (const agent of DEMO_AGENTS) {
      const file = agent.customerFile
      if (file)
        insertFile.run(
          agent.brand,
          agent.customerEmail,
          file.firstName,
          file.lastName,
          file.apiLocale,
          JSON.stringify(file.details),
          stamp,
          stamp,
        )
      const customer = customerId.get(agent.brand, agent.customerEmail) as { id: number } | undefined
      if (!customer) throw new Error(`demo agent ${agent.email}: no customer ${agent.customerEmail} in ${agent.brand}`)
      insertAgent.run(agent.brand, agent.email, agent.name, demoPasswordHash(), customer.id, stamp)
    }
  })()
  return true
}
