/**
 * Renders take turns, one per turn of the event loop, in arrival order (decision 040). libuv
 * accepts one new connection per turn, so a turn that rendered every page whose data had come
 * (25 pages of 5 ms under load) kept new connections waiting for seconds behind open ones.
 * Between two renders the loop now comes round: it accepts, reads requests, and runs the API.
 *
 * A turn resolves to whether the page is still wanted: a visitor who went away while the page
 * waited (its request's signal aborted) is not rendered for, so that under load the time goes to
 * visitors still waiting.
 */
export function renderTurns(): (signal?: AbortSignal) => Promise<boolean> {
  let last: Promise<void> = Promise.resolve()
  return (signal) => {
    const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    last = turn
    return turn.then(() => signal?.aborted !== true)
  }
}
