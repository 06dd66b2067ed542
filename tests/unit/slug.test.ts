import { describe, expect, it } from 'vitest';
import { slugFromName } from '#server/domain/slug.ts';

describe('the service page slug rule (spec §2)', () => {
  it.each([
    ['Move-Out/Move-In Clean', 'move-out-move-in-clean'],
    ['Deep Cleaning', 'deep-cleaning'],
    ['Post-Event Cleanup', 'post-event-cleanup'],
    ['Routine Clean', 'routine-clean'],
    ["Spring & Fall Clean (Owner's)", 'spring-fall-clean-owners'],
  ])('turns "%s" into "%s"', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });
});
