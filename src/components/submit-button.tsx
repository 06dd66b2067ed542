import { Button, Loader, type ButtonProps } from '@mantine/core';
import { LOADING_LABEL } from '#machines/form-submit.machine.ts';

type Props = Omit<ButtonProps, 'loading'> & {
  /** `useFormSubmit().isSubmitting`: the button reads Loading... with a spinner (spec §4). */
  loading: boolean;
  children: React.ReactNode;
};

/** A form's submit button; it refuses clicks while the call runs. */
export function SubmitButton({ loading, children, ...buttonProps }: Props) {
  return (
    <Button
      type="submit"
      disabled={loading}
      leftSection={loading ? <Loader size={14} color="gray" /> : undefined}
      {...buttonProps}
    >
      {loading ? LOADING_LABEL : children}
    </Button>
  );
}
