import { Suspense, useEffect, type ComponentType } from 'react';
import { Skeleton, type NumberInputProps } from '@mantine/core';
import { lateComponent, lateModule } from './late-module.ts';
import type * as NumberInputModule from './number-input.tsx';

// Mantine's NumberInput (react-number-format with it, about 10 kB gzip) shows only once a person
// chooses to type an amount: its code starts loading after the page's first paint (decision 155).
const inputModule = lateModule<typeof NumberInputModule>(() => import('./number-input.tsx'));
const NumberInput = lateComponent(
  inputModule,
  (module) => module.NumberInput as ComponentType<NumberInputProps>,
);

/** Starts loading the field's code, from a component that may show it later. */
export function usePreloadNumberInput() {
  useEffect(() => {
    inputModule.preload();
  }, []);
}

/** Mantine's NumberInput, its code loaded after the page's first paint; a field-sized skeleton meanwhile. */
export function LazyNumberInput(props: NumberInputProps) {
  return (
    <Suspense fallback={<Skeleton h={props.description ? 80 : 60} radius="sm" />}>
      <NumberInput {...props} />
    </Suspense>
  );
}
