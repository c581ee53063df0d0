import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPopupStore } from './popups'

describe('popup store', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('adds popups in order and notifies subscribers', () => {
    const store = createPopupStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.add({ id: 'menu' })
    store.add({ id: 'search', query: 'dordogne' })
    expect(store.getSnapshot().map((p) => p.id)).toEqual(['menu', 'search'])
    expect(store.getSnapshot()[1]).toEqual({ id: 'search', query: 'dordogne' })
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('removes a popup after its timeout', () => {
    const store = createPopupStore()
    store.add({ id: 'notice', timeout: 3000 })
    store.add({ id: 'menu' })
    vi.advanceTimersByTime(2999)
    expect(store.getSnapshot().map((p) => p.id)).toEqual(['notice', 'menu'])
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot().map((p) => p.id)).toEqual(['menu'])
    // Without a timeout (or with 0) a popup stays.
    store.add({ id: 'sticky', timeout: 0 })
    vi.advanceTimersByTime(60_000)
    expect(store.getSnapshot().map((p) => p.id)).toEqual(['menu', 'sticky'])
  })

  it('replaces a popup with the same id in place and restarts its timer', () => {
    const store = createPopupStore()
    store.add({ id: 'a', timeout: 1000, text: 'first' })
    store.add({ id: 'b' })
    vi.advanceTimersByTime(800)
    store.add({ id: 'a', timeout: 1000, text: 'second' })
    expect(store.getSnapshot()).toEqual([{ id: 'a', timeout: 1000, text: 'second' }, { id: 'b' }])
    vi.advanceTimersByTime(800)
    expect(store.getSnapshot().map((p) => p.id)).toEqual(['a', 'b'])
    vi.advanceTimersByTime(200)
    expect(store.getSnapshot().map((p) => p.id)).toEqual(['b'])
  })

  it('replacing without a timeout cancels the old timer', () => {
    const store = createPopupStore()
    store.add({ id: 'a', timeout: 1000 })
    store.add({ id: 'a' })
    vi.advanceTimersByTime(5000)
    expect(store.getSnapshot().map((p) => p.id)).toEqual(['a'])
  })

  it('removes by id and ignores unknown ids', () => {
    const store = createPopupStore()
    const listener = vi.fn()
    store.add({ id: 'a', timeout: 1000 })
    store.subscribe(listener)
    store.remove('missing')
    expect(listener).not.toHaveBeenCalled()
    store.remove('a')
    expect(store.getSnapshot()).toEqual([])
    expect(listener).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('clears everything, including pending timers', () => {
    const store = createPopupStore()
    store.add({ id: 'a', timeout: 1000 })
    store.add({ id: 'b', timeout: 2000 })
    store.add({ id: 'c' })
    store.clear()
    expect(store.getSnapshot()).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('keeps the snapshot identity until something changes', () => {
    const store = createPopupStore()
    const before = store.getSnapshot()
    store.clear()
    store.remove('x')
    expect(store.getSnapshot()).toBe(before)
    store.add({ id: 'a' })
    expect(store.getSnapshot()).not.toBe(before)
  })

  it('stops notifying after unsubscribe', () => {
    const store = createPopupStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    store.add({ id: 'a' })
    expect(listener).not.toHaveBeenCalled()
  })
})
