import { Code } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A catalogue message whose `values` are shown as code (a file, a state's id), `plain` as text: it is
 * completed with a mark per value, then each mark becomes the value in <Code>, wherever the
 * language puts it in the sentence.
 */
export function withCode(
  t: (message: string, values: Record<string, string>) => string,
  message: string,
  values: Record<string, string>,
  plain: Record<string, string> = {},
): ReactNode[] {
  const names = Object.keys(values);
  const marks = Object.fromEntries(names.map((name, index) => [name, `\u0000${index}\u0000`]));
  return t(message, { ...plain, ...marks })
    .split('\u0000')
    .map((part, index) =>
      index % 2 === 1 ? <Code key={index}>{values[names[Number(part)] ?? '']}</Code> : part,
    );
}
