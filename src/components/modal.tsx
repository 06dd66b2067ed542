// Mantine's Modal with its styles, in a chunk of its own (lazy-modal.tsx).
import '@mantine/core/styles/Modal.css';

export { Modal } from '@mantine/core';
