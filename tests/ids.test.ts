/**
 * Ids are canonical integers everywhere they are parsed (issue 16): `01`, `1.0`, `0x1`, `1e0`,
 * ` 1` are not 1, and a booking page for `abc` is a 404, not a placeholder.
 */
import { describe, expect, it } from 'vitest'
import { bookingIdParam } from '~/lib/portal-booking.server'
import { parseCampsiteView } from '~/routes/catalogue-site.server'
import { parsePick } from '~/routes/destination-suggestions.server'
import { parseId } from '../twenty/contract'
import { thrownStatus } from './support/context'

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['123456789012345', 123456789012345],
    ['0', null],
    ['01', null],
    ['1.0', null],
    ['0x1', null],
    ['1e0', null],
    [' 1', null],
    ['+1', null],
    ['-1', null],
    ['', null],
    ['1234567890123456', null],
    [null, null],
    [7, 7],
    [1.5, null],
  ])('%j -> %j', (value, expected) => {
    expect(parseId(value)).toBe(expected)
  })
})

describe('where ids are read', () => {
  it('gives a booking page a 404 for an id that is not one', async () => {
    const load = (id: string) => () => bookingIdParam({ bookingId: id })
    expect(await thrownStatus(load('abc'))).toBe(404)
    expect(await thrownStatus(load('01'))).toBe(404)
    expect(await thrownStatus(load('12'))).toBe('no error')
  })

  it('highlights an accommodation and counts a pick only by a canonical id', () => {
    expect(parseCampsiteView(new URLSearchParams('accommodation=0x1')).accommodation).toBeNull()
    expect(parseCampsiteView(new URLSearchParams('accommodation=12')).accommodation).toBe(12)
    expect(parsePick(new URLSearchParams('id=01&type=area&popular=0'))).toBeNull()
    expect(parsePick(new URLSearchParams('id=5&type=area&popular=1'))).toEqual({
      searchedId: 5,
      searchedType: 'area',
      popularSearch: true,
    })
  })
})
