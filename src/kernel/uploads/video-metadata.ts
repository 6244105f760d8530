// Location data in MP4 and QuickTime videos (security review 3, finding 8; ADR 185 planned it, ADR 187 built it).
// Phones write where a video was taken into metadata boxes: `©xyz` and `loci` in `udta`, Apple's
// `com.apple.quicktime.location.ISO6709` in `meta` (keys + ilst), XMP in `uuid` boxes. Every `udta`, `meta` and `uuid`
// box of the file, of its `moov` and of each track is turned into a `free` box of the same size with its content
// zeroed: nothing moves, so the sample offsets stay valid and the video plays as before, without those boxes.
import { open } from 'node:fs/promises'

/** Boxes whose children are walked (the metadata boxes sit in the movie, a track or its media). */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf'])
/** Metadata boxes that may hold a location: blanked wherever they are found. */
const METADATA = new Set(['udta', 'meta', 'uuid'])
const ZEROS = Buffer.alloc(64 * 1024)

export class MalformedVideoError extends Error {}

type FileHandle = Awaited<ReturnType<typeof open>>

/** Reads the header of the box at `at` inside [.., end): its type, header length and total size. */
async function boxAt(handle: FileHandle, at: number, end: number) {
  const header = Buffer.alloc(16)
  const { bytesRead } = await handle.read(header, 0, 16, at)
  if (bytesRead < 8) throw new MalformedVideoError('box header cut short')
  let size = header.readUInt32BE(0)
  const type = header.toString('latin1', 4, 8)
  let headerBytes = 8
  if (size === 1) {
    if (bytesRead < 16) throw new MalformedVideoError('large box header cut short')
    size = Number(header.readBigUInt64BE(8))
    headerBytes = 16
  } else if (size === 0) {
    size = end - at
  }
  if (size < headerBytes || at + size > end) throw new MalformedVideoError(`box ${type} does not fit`)
  return { type, headerBytes, size }
}

/** Makes the box a `free` box of the same size and zeroes its content. */
async function blank(handle: FileHandle, at: number, box: { headerBytes: number; size: number }) {
  await handle.write(Buffer.from('free', 'latin1'), 0, 4, at + 4)
  for (let pos = at + box.headerBytes; pos < at + box.size; pos += ZEROS.length) {
    await handle.write(ZEROS, 0, Math.min(ZEROS.length, at + box.size - pos), pos)
  }
}

async function walk(handle: FileHandle, start: number, end: number): Promise<number> {
  let blanked = 0
  for (let at = start; at < end; ) {
    // A few trailing bytes too short to be a box (padding some writers leave) are left as they are.
    if (end - at < 8) break
    const box = await boxAt(handle, at, end)
    if (METADATA.has(box.type)) {
      await blank(handle, at, box)
      blanked++
    } else if (CONTAINERS.has(box.type)) {
      blanked += await walk(handle, at + box.headerBytes, at + box.size)
    }
    at += box.size
  }
  return blanked
}

/**
 * Removes the metadata boxes of an MP4/MOV file in place; answers how many were removed. Throws MalformedVideoError
 * when the boxes do not add up (such a file is refused: what it carries cannot be checked).
 */
export async function stripVideoMetadata(path: string): Promise<number> {
  const handle = await open(path, 'r+')
  try {
    const { size } = await handle.stat()
    const blanked = await walk(handle, 0, size)
    if (blanked > 0) await handle.sync()
    return blanked
  } finally {
    await handle.close()
  }
}
