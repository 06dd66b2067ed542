import type { ImageType } from './image-type.ts';

/*
 * Uploaded photos are stored without what a camera or phone writes beside the picture: EXIF
 * (GPS position, time, device, serial numbers, a thumbnail), XMP, IPTC, comments, text chunks,
 * and whatever follows the image's end (a phone's second picture, a cropped-away original). The
 * file is rebuilt from the parts a browser needs to draw it, walked by its structure, so a part
 * that cannot be walked means the file is refused rather than stored as it came (issue 38).
 */

/** The photo without its metadata, or null when it is not a well-formed image of its type. */
export function withoutMetadata(bytes: Uint8Array, type: ImageType): Uint8Array | null {
  return type.extension === 'jpg' ? jpegWithoutMetadata(bytes) : pngWithoutMetadata(bytes);
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;

const startsWith = (bytes: Uint8Array, from: number, text: string) =>
  bytes.length >= from + text.length &&
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

/** A start of frame (SOF0–SOF15): C4 (DHT), C8 (reserved) and CC (DAC) share the range. */
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers that stand alone, without a length: the restart markers and TEM. */
const standsAlone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

/**
 * The application segments a browser draws with: JFIF (APP0), the colour profile (APP2
 * ICC_PROFILE) and Adobe's colour transform (APP14). Every other APPn (EXIF and XMP in APP1,
 * FlashPix and MPF in APP2, IPTC in APP13, ...) and every comment is dropped.
 */
function keepsSegment(marker: number, data: Uint8Array, from: number): boolean {
  if (marker === 0xe0) return startsWith(data, from, 'JFIF\0');
  if (marker === 0xe2) return startsWith(data, from, 'ICC_PROFILE\0');
  if (marker === 0xee) return startsWith(data, from, 'Adobe');
  return !(marker >= 0xe0 && marker <= 0xef) && marker !== COM;
}

/**
 * A JPEG walked segment by segment to the end of the image (EOI), scans included: tables and
 * frames are kept as they are, metadata segments dropped, and a photo taken on its side keeps its
 * EXIF orientation alone, rebuilt, so it is not shown turned. Null when the segments do not chain,
 * there is no frame or scan, or the file ends before EOI.
 */
export function jpegWithoutMetadata(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  let sawFrame = false;
  let sawScan = false;
  let orientationKept = false;
  for (;;) {
    if (bytes[at] !== 0xff) return null;
    // Any number of 0xFF may fill the space before a marker.
    while (bytes[at] === 0xff) at += 1;
    const marker = bytes[at];
    if (marker === undefined) return null;
    at += 1;
    if (marker === EOI) {
      if (!sawFrame || !sawScan) return null;
      kept.push(Uint8Array.of(0xff, EOI));
      return Buffer.concat(kept);
    }
    if (marker === 0x00 || marker === SOI) return null;
    if (standsAlone(marker)) {
      kept.push(Uint8Array.of(0xff, marker));
      continue;
    }
    // The length counts itself and the segment's data, not the marker.
    const lengthAt = at;
    if (lengthAt + 2 > bytes.length) return null;
    const length = view.getUint16(lengthAt);
    const end = lengthAt + length;
    if (length < 2 || end > bytes.length) return null;
    at = end;
    if (marker === 0xe1 && !orientationKept) {
      const orientation = exifOrientation(bytes.subarray(lengthAt + 2, end));
      if (orientation !== null) {
        kept.push(orientationSegment(orientation));
        orientationKept = true;
      }
      continue;
    }
    if (!keepsSegment(marker, bytes, lengthAt + 2)) continue;
    if (isFrame(marker)) sawFrame = true;
    if (marker === SOS) {
      if (!sawFrame) return null;
      sawScan = true;
      at = scanEnd(bytes, end);
      if (at < 0) return null;
    }
    kept.push(Uint8Array.of(0xff, marker), bytes.subarray(lengthAt, at));
  }
}

/**
 * Where a scan's coded data ends: at the first marker that is neither a stuffed 0xFF00 nor a
 * restart marker (those belong to the data). -1 when the file ends first.
 */
function scanEnd(bytes: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    at = bytes.indexOf(0xff, at);
    const next = at < 0 ? undefined : bytes[at + 1];
    if (next === undefined) return -1;
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return at;
    at += 2;
  }
}

/** EXIF's Orientation (tag 0x0112) in its first image directory, when it turns the picture. */
function exifOrientation(app1: Uint8Array): number | null {
  if (!startsWith(app1, 0, 'Exif\0\0')) return null;
  const tiff = app1.subarray(6);
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (tiff.length < 8) return null;
  const little = startsWith(tiff, 0, 'II*\0');
  if (!little && !startsWith(tiff, 0, 'MM\0*')) return null;
  const directory = view.getUint32(4, little);
  if (directory + 2 > tiff.length) return null;
  const entries = view.getUint16(directory, little);
  for (let i = 0; i < entries; i += 1) {
    const entry = directory + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (view.getUint16(entry, little) !== 0x0112) continue;
    const isOneShort =
      view.getUint16(entry + 2, little) === 3 && view.getUint32(entry + 4, little) === 1;
    const value = view.getUint16(entry + 8, little);
    return isOneShort && value >= 2 && value <= 8 ? value : null;
  }
  return null;
}

/** An APP1 holding an EXIF block with nothing but the Orientation. */
function orientationSegment(orientation: number): Uint8Array {
  const segment = new Uint8Array(36);
  const view = new DataView(segment.buffer);
  segment.set([0xff, 0xe1, 0x00, 34], 0);
  segment.set(
    [...'Exif\0\0MM\0*'].map((char) => char.charCodeAt(0)),
    4,
  );
  view.setUint32(14, 8); // the first directory follows the 8-byte TIFF header
  view.setUint16(18, 1); // one entry:
  view.setUint16(20, 0x0112); // Orientation,
  view.setUint16(22, 3); // a SHORT,
  view.setUint32(24, 1); // one of them,
  view.setUint16(28, orientation);
  view.setUint32(32, 0); // and no next directory
  return segment;
}

const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/**
 * The PNG chunks a browser draws with: the critical ones, colour and transparency, the pixel
 * size, and APNG's animation. Text (tEXt, zTXt, iTXt), EXIF (eXIf), the time (tIME) and every
 * private chunk are dropped.
 */
const KEPT_PNG_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'mDCv',
  'cLLI',
  'cLLi',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
]);

/**
 * A PNG walked chunk by chunk from IHDR to IEND, keeping the chunks of KEPT_PNG_CHUNKS. Null when
 * a chunk runs past the file, IHDR is not first, there is no IDAT, the file ends before IEND, or a
 * critical chunk is one no browser knows.
 */
export function pngWithoutMetadata(bytes: Uint8Array): Uint8Array | null {
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, PNG_SIGNATURE.length)];
  let at = PNG_SIGNATURE.length;
  let sawData = false;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    if ((at === PNG_SIGNATURE.length) !== (type === 'IHDR')) return null;
    if (type === 'IHDR' && length !== 13) return null;
    const critical = type[0] === type[0]?.toUpperCase();
    if (KEPT_PNG_CHUNKS.has(type)) kept.push(bytes.subarray(at, end));
    else if (critical) return null;
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData ? Buffer.concat(kept) : null;
    at = end;
  }
  return null;
}
