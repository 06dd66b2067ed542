#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step 'API types match openapi.yaml'
npm run --silent api:check
step 'Machine docs match the machines'
npm run --silent machines:docs -- --check
step 'Typecheck'
npm run --silent typecheck
step 'Lint and format'
npm run --silent lint
step 'Unit, API (PGlite) and UI tests'
npx vitest run --project unit --project api --project ui
step 'API tests on PostgreSQL, and two server processes on one PostgreSQL'
bash scripts/with-postgres.sh npx vitest run --project api --project cluster
step 'Build the web app'
# With the machine viewer at /machines, which the end-to-end tests visit (decision 016).
SHOW_MACHINES=1 npx vite build --logLevel warn
step 'Build the server (what npm start runs with plain Node; decision 039)'
npm run --silent build:server
step 'Bundle-size budget (initial JS and CSS of every route)'
npm run --silent bench:bundle
step 'Storybook builds'
npm run --silent build-storybook >/dev/null
echo 'Storybook built.'
step 'Every story passes axe at phone and desktop width, in standard and more contrast'
npx playwright test -c playwright.storybook.config.ts
step 'End-to-end tests in Chromium'
npx playwright test
step 'All checks passed'
