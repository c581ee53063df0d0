import { describe, expect, it } from 'vitest'
import { pageItems } from './Pagination'

describe('pageItems', () => {
  it('lists every page when they all fit', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageItems(1, 0)).toEqual([])
  })

  it('keeps first and last with ellipses around a window', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20])
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20])
    expect(pageItems(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20])
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20])
    expect(pageItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20])
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20])
  })

  it('clamps an out-of-range page', () => {
    expect(pageItems(99, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8])
    expect(pageItems(-3, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8])
  })

  it('widens with more siblings', () => {
    expect(pageItems(10, 20, 2)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20])
  })
})
