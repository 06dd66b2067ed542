// Mantine's NumberInput with its styles, in a chunk of its own (lazy-number-input.tsx).
import '@mantine/core/styles/NumberInput.css';

export { NumberInput } from '@mantine/core';
