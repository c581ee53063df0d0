/**
 * The third parties a page may load (issue 21): the tag manager, the chatbot and the Trustpilot
 * widget, each only when configured, and in the browser only after consent
 * (components/ThirdParties.tsx). The Content-Security-Policy allows their hosts only when they are
 * configured (`thirdPartyOrigins`, used by server/app.ts).
 */
import type { Env } from './env.server'
import { appEnvironment, chatbotEnabled, getEnv, originOf, tagManagerId } from './env.server'
import type { RequestStorefront } from './storefront.server'

export interface ThirdPartyConfig {
  /** The tag manager: a valid id (SPEC section 5) and where its script is served from. */
  tagManager: { id: string; origin: string } | null
  /**
   * The chatbot of a brand that has one (SPEC section 1), where it may run: its script, or
   * (outside production, without a script) the local stand-in launcher.
   */
  chatbot: { scriptUrl: string | null; standIn: boolean } | null
  /** The TrustBox script (its markup and fallback link come with the footer's data). */
  trustpilotScriptUrl: string
}

export function thirdPartiesFor(storefront: Pick<RequestStorefront, 'brand'>, env: Env = getEnv()): ThirdPartyConfig {
  const id = tagManagerId(env)
  const chatbot = storefront.brand.chatbot && chatbotEnabled(env)
  return {
    tagManager: id ? { id, origin: env.GTM_SCRIPT_ORIGIN } : null,
    chatbot: chatbot
      ? {
          scriptUrl: env.CHATBOT_SCRIPT_URL ?? null,
          standIn: !env.CHATBOT_SCRIPT_URL && appEnvironment(env) !== 'production',
        }
      : null,
    trustpilotScriptUrl: env.TRUSTPILOT_SCRIPT_URL,
  }
}

/** Google's hosts a Google tag or a container sends its hits to, once it runs. */
const GOOGLE_HIT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]

/** Extra origins per CSP directive: only what is configured. */
export function thirdPartyOrigins(env: Env = getEnv()): {
  script: string[]
  connect: string[]
  img: string[]
  frame: string[]
} {
  const script: string[] = []
  const connect: string[] = []
  const img: string[] = []
  const frame: string[] = []
  if (tagManagerId(env)) {
    const origin = env.GTM_SCRIPT_ORIGIN
    const google = origin === 'https://www.googletagmanager.com' ? GOOGLE_HIT_ORIGINS : []
    script.push(origin)
    connect.push(origin, ...google)
    img.push(origin, ...google)
    // The container's no-JavaScript iframe.
    frame.push(origin)
  }
  if (env.CHATBOT_SCRIPT_URL && chatbotEnabled(env)) {
    const origin = originOf(env.CHATBOT_SCRIPT_URL)
    script.push(origin)
    connect.push(origin)
    img.push(origin)
    frame.push(origin)
  }
  // The TrustBox: its script, and the iframe it puts in place of the fallback link.
  const trustpilot = originOf(env.TRUSTPILOT_SCRIPT_URL)
  script.push(trustpilot)
  frame.push(trustpilot)
  const unique = (list: string[]) => [...new Set(list)]
  return { script: unique(script), connect: unique(connect), img: unique(img), frame: unique(frame) }
}
