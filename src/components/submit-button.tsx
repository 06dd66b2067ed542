import { Button, Loader, type ButtonProps } from '@mantine/core';
import { siteTexts } from '../app/shell/shell-texts.ts';
import { useTexts } from '../i18n/texts.ts';

type Props = Omit<ButtonProps, 'loading'> & {
  /** `useFormSubmit().isSubmitting`: the button reads Loading... with a spinner (spec §4). */
  loading: boolean;
  children: React.ReactNode;
};

/**
 * What a busy submit button reads, "Loading..." (spec §4) in the page's language. The shell's
 * texts, which every page loads first, so asking for them never holds a form back.
 */
export function useSubmittingLabel(): string {
  return useTexts(siteTexts).shellLabels.SUBMITTING;
}

/** A form's submit button; it refuses clicks while the call runs. */
export function SubmitButton({ loading, children, ...buttonProps }: Props) {
  const submitting = useSubmittingLabel();
  return (
    <Button
      type="submit"
      disabled={loading}
      leftSection={loading ? <Loader size={14} color="gray" /> : undefined}
      {...buttonProps}
    >
      {loading ? submitting : children}
    </Button>
  );
}
