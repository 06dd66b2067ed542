// Seeds a server's data folder as `bench:web` does before it measures the personal pages, and
// writes those pages (name, path, sign-in) as JSON, for profile-load.ts's `--sign-in`:
//
//   npx tsx bench/web/seed-personal-pages.ts /tmp/data /tmp/pages.json
//   DATA_DIR=/tmp/data PORT=3000 npx tsx server/main.ts
//
// The folder must be new: the server then finds it seeded and leaves it alone. The file holds
// live session tokens of that folder's database; keep it out of the repository.
import { existsSync, writeFileSync } from 'node:fs';
import { seedSignedInPages } from './signed-in-pages.ts';

const [dataDir, output] = process.argv.slice(2);
if (!dataDir || !output) {
  console.error('usage: seed-personal-pages.ts <new data folder> <pages.json>');
  process.exit(2);
}
if (existsSync(dataDir)) {
  console.error(`${dataDir} exists: give a new folder.`);
  process.exit(2);
}
const pages = await seedSignedInPages(dataDir);
writeFileSync(output, JSON.stringify(pages, null, 2));
console.log(pages.map((page) => `${page.name}: ${page.path}`).join('\n'));
