/**
 * Secrets never reach a log line: mail links carry a set-password or reset token in the query
 * (`/login?step=reset-password&token=...`), and the access log writes every URL it serves.
 */
const SECRET_QUERY_VALUE = /([?&](?:token|password|confirmed_password)=)[^&#]*/gi

/** The URL with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_QUERY_VALUE, '$1[redacted]')
}
