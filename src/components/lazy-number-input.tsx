import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Skeleton, type NumberInputProps } from '@mantine/core';
import type * as NumberInputModule from './number-input.tsx';

// Mantine's NumberInput (react-number-format with it, about 10 kB gzip) shows only once a person
// chooses to type an amount: its code starts loading after the page's first paint (decision 155).
let inputModule: Promise<typeof NumberInputModule> | undefined;
const loadInput = () => (inputModule ??= import('./number-input.tsx'));

const NumberInput = lazy(() =>
  loadInput().then((module) => ({
    default: module.NumberInput as ComponentType<NumberInputProps>,
  })),
);

/** Starts loading the field's code, from a component that may show it later. */
export function usePreloadNumberInput() {
  useEffect(() => {
    void loadInput();
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
