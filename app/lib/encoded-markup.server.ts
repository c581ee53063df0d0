/**
 * Large chunks of a page's markup (4 KB and more: the destinations menus, the inline
 * translations, a long description), kept as UTF-8 bytes. Most are the same object page after
 * page, so finding one costs a lookup, and the render copies its bytes instead of encoding it
 * again (react-dom's patched `renderToBuffer`, decision 043). Bounded in entries and bytes.
 */
import { LRUCache } from 'lru-cache'

const kept = new LRUCache<string, Buffer>({
  max: 256,
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (bytes, chunk) => bytes.length + 2 * chunk.length,
})

/** The bytes of a large chunk of markup, encoded the first time it is seen. */
export function encodedChunk(chunk: string): Buffer {
  let bytes = kept.get(chunk)
  if (bytes === undefined) {
    bytes = Buffer.from(chunk)
    kept.set(chunk, bytes)
  }
  return bytes
}
