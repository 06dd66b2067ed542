import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { PageLoader } from '#src/app/layouts/page-loader.tsx';

describe('the spinner shown while a page loads', () => {
  it('is announced to screen readers as a status with its name', () => {
    render(
      <MantineProvider>
        <PageLoader />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
  });
});
