import { island } from '~/lib/island'

/**
 * The pitch chooser as an island: the server renders the site map's links and the radio list in
 * full (a form that posts without JavaScript), and the code that picks a pitch on the map in place
 * loads on first use or when the browser is idle, so checkout stays within its JavaScript budget
 * (docs/decisions/033, 038).
 */
export const PitchChooserIsland = island(
  () => import('./PitchChooser'),
  (module) => module.PitchChooser,
)
