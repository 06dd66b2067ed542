/**
 * Writes the site's illustrations under public/images from scenes.ts, so that every picture
 * keeps the one palette and line of kit.ts. Run: `npx tsx scripts/illustrations/draw.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { svg } from './kit.ts';
import { scenes } from './scenes.ts';

const root = path.resolve(import.meta.dirname, '../../public/images');
/** A picture bigger than this costs more than it says: keep the scenes simple. */
const MAX_BYTES = 6 * 1024;

for (const scene of scenes) {
  const text = svg(scene.title, scene.body);
  const size = Buffer.byteLength(text);
  if (size > MAX_BYTES) throw new Error(`${scene.file} is ${size} bytes, over ${MAX_BYTES}`);
  const file = path.join(root, scene.file);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`${scene.file} ${size} B`);
}
