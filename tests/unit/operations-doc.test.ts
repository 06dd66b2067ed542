import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_VARIABLES } from '#server/config.ts';
import { projectRoot } from '#server/project-root.ts';

const operations = readFileSync(path.join(projectRoot, 'docs', 'operations.md'), 'utf8');

describe('docs/operations.md', () => {
  it.each(SERVER_VARIABLES)('describes %s, which the server reads', (name) => {
    expect(operations).toContain(`\`${name}\``);
  });

  it('names the probes and the metrics endpoint', () => {
    for (const endpoint of ['GET /healthz', 'GET /readyz', 'GET /metrics']) {
      expect(operations).toContain(endpoint);
    }
  });
});
