import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/*
 * Real image bytes with what phones and cameras write beside the picture: EXIF with a GPS
 * position, XMP, comments, PNG text chunks. Built here byte by byte so a test can say exactly
 * which bytes the server must keep and which it must drop.
 */

const ascii = (text: string) => Buffer.from(text, 'latin1');

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

function segment(marker: number, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0xff, marker]), u16(data.length + 2), data]);
}

/**
 * A 1×1 grey baseline JPEG (JFIF, one quantization table, one 8×8 block whose DC and AC codes
 * are each one bit): the smallest image a JPEG decoder draws.
 */
export const plainJpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8]),
  segment(0xe0, Buffer.from([...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0])),
  segment(0xdb, Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)])),
  segment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
  segment(0xc4, Buffer.from([0x00, 1, ...Array<number>(15).fill(0), 0x00])),
  segment(0xc4, Buffer.from([0x10, 1, ...Array<number>(15).fill(0), 0x00])),
  segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
  // DC difference 0 ('0'), end of block ('0'), padded with ones.
  Buffer.from([0x3f]),
  Buffer.from([0xff, 0xd9]),
]);

/** Where Calgary's City Hall is, as a phone writes it into EXIF: 51°2'45" N, 114°3'28" W. */
export const GPS_LATITUDE = [51, 2, 45] as const;
export const GPS_LONGITUDE = [114, 3, 28] as const;

type Entry = { tag: number; type: number; count: number; value: Buffer };

/** A TIFF image directory (big-endian) at `offset`, its values that do not fit after it. */
function directory(entries: Entry[], offset: number, next = 0): Buffer {
  const table = Buffer.alloc(2 + entries.length * 12 + 4);
  const outside: Buffer[] = [];
  let outsideAt = offset + table.length;
  table.writeUInt16BE(entries.length, 0);
  entries.forEach((entry, i) => {
    const at = 2 + i * 12;
    table.writeUInt16BE(entry.tag, at);
    table.writeUInt16BE(entry.type, at + 2);
    table.writeUInt32BE(entry.count, at + 4);
    if (entry.value.length <= 4) {
      entry.value.copy(table, at + 8);
    } else {
      table.writeUInt32BE(outsideAt, at + 8);
      outside.push(entry.value);
      outsideAt += entry.value.length;
    }
  });
  table.writeUInt32BE(next, table.length - 4);
  return Buffer.concat([table, ...outside]);
}

function rationals(values: readonly number[]): Buffer {
  return Buffer.concat(
    values.map((value) => {
      const pair = Buffer.alloc(8);
      pair.writeUInt32BE(value, 0);
      pair.writeUInt32BE(1, 4);
      return pair;
    }),
  );
}

const text = (value: string): Entry['value'] => ascii(`${value}\0`);

/**
 * The data of an APP1 EXIF segment as a phone writes it: the camera's make and model, the time,
 * the orientation when given, and a GPS directory with the latitude and longitude.
 */
export function exifWithGps(options: { orientation?: number } = {}): Buffer {
  const make = text('MapleShine Phone');
  const taken = text('2026:05:14 09:31:07');
  const gps: Entry[] = [
    { tag: 0x0001, type: 2, count: 2, value: text('N') },
    { tag: 0x0002, type: 5, count: 3, value: rationals(GPS_LATITUDE) },
    { tag: 0x0003, type: 2, count: 2, value: text('W') },
    { tag: 0x0004, type: 5, count: 3, value: rationals(GPS_LONGITUDE) },
  ];
  const first = (gpsAt: number): Entry[] => [
    { tag: 0x010f, type: 2, count: make.length, value: make },
    ...(options.orientation === undefined
      ? []
      : [{ tag: 0x0112, type: 3, count: 1, value: u16(options.orientation) }]),
    { tag: 0x0132, type: 2, count: taken.length, value: taken },
    { tag: 0x8825, type: 4, count: 1, value: Buffer.from([0, 0, 0, gpsAt]) },
  ];
  const firstLength = directory(first(0), 8).length;
  const gpsAt = 8 + firstLength;
  const tiff = Buffer.concat([
    ascii('MM\0*'),
    Buffer.from([0, 0, 0, 8]),
    directory(first(gpsAt), 8),
    directory(gps, gpsAt),
  ]);
  return Buffer.concat([ascii('Exif\0\0'), tiff]);
}

/** The big-endian bytes of the GPS latitude as EXIF stores it: what must not be stored. */
export const gpsLatitudeBytes = rationals(GPS_LATITUDE);

/** An XMP packet (APP1) with the same position, as photo editors write it. */
export const xmpWithGps = Buffer.concat([
  ascii('http://ns.adobe.com/xap/1.0/\0'),
  ascii(
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,2.75N" ' +
      'exif:GPSLongitude="114,3.4667W"/></rdf:RDF></x:xmpmeta>',
  ),
]);

/** `jpeg` with `segments` ([marker, data]) inserted right after its start of image. */
export function jpegWith(jpeg: Buffer, segments: [number, Buffer][]): Buffer {
  return Buffer.concat([
    jpeg.subarray(0, 2),
    ...segments.map(([marker, data]) => segment(marker, data)),
    jpeg.subarray(2),
  ]);
}

/** A PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([ascii(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** `png` with `chunks` inserted after its IHDR (8 bytes of signature, 25 of IHDR). */
export function pngWith(png: Buffer, chunks: Buffer[]): Buffer {
  return Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);
}

/** The metadata chunks a phone or an editor writes into a PNG: EXIF with GPS, and text. */
export const pngMetadataChunks = (): Buffer[] => [
  pngChunk('eXIf', exifWithGps().subarray(6)),
  pngChunk('tEXt', ascii('Author\0Jordan Singh')),
  pngChunk('iTXt', Buffer.concat([ascii('XML:com.adobe.xmp\0\0\0\0\0'), xmpWithGps.subarray(29)])),
  pngChunk(
    'zTXt',
    Buffer.concat([ascii('Comment\0\0'), Buffer.from([0x78, 0x9c, 0x03, 0, 0, 0, 0, 1])]),
  ),
  pngChunk('tIME', Buffer.from([0x07, 0xea, 5, 14, 9, 31, 7])),
];

/**
 * A real RGBA PNG of `width` × `height` random pixels stored without compression, so its size is
 * about 4 × width × height bytes: a big photo with nothing to strip.
 */
export function noisyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, () =>
    Buffer.concat([Buffer.from([0]), randomBytes(width * 4)]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows), { level: 0 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
