import { Button, Loader, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { blogCatalogue } from '../blog-texts.ts';
import { addComment, commentsQuery } from '../queries.ts';
import '@mantine/core/styles/Input.css';

/** Spec §5 and §9. */
export const COMMENT_MIN_LENGTH = 50;
export const COMMENT_MAX_LENGTH = 250;
export const TOAST_MS = 2000;

type CommentFormTexts = { REQUIRED: string; TOO_SHORT: string };

/**
 * Counted in characters as a person sees them, as the server counts them; said in the page's
 * language (`texts`, the catalogue's blog.ts commentFormTexts, `t` completing its message).
 */
export function commentError(
  texts: CommentFormTexts,
  t: (message: string, values: { min: number }) => string,
) {
  return (value: string): string | null => {
    const length = [...value.trim()].length;
    if (length === 0) return texts.REQUIRED;
    if (length < COMMENT_MIN_LENGTH) return t(texts.TOO_SHORT, { min: COMMENT_MIN_LENGTH });
    return null;
  };
}

type Props = {
  iBlogId: number;
  label: string;
  placeholder: string;
  submitLabel: string;
};

/** A signed-in customer's comment box: validated while typing (spec §5). */
export function CommentForm({ iBlogId, label, placeholder, submitLabel }: Props) {
  const { commentFormTexts: texts } = useTexts(blogCatalogue);
  const { t } = useFormat();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { vComment: '' },
    validateInputOnChange: true,
    validate: { vComment: commentError(texts, t) },
  });

  const submit = useMutation({
    mutationFn: (vComment: string) => addComment(client, iBlogId, vComment),
    onSuccess: async () => {
      notifications.show({
        color: 'green',
        message: texts.ADDED,
        autoClose: TOAST_MS,
      });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: commentsQuery(client, iBlogId).queryKey });
    },
    onError: (error) => {
      notifications.show({ color: 'red', message: error.message, autoClose: TOAST_MS });
    },
  });

  const length = [...form.values.vComment].length;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => submit.mutate(values.vComment))}
      aria-label={label}
    >
      <Stack gap="sm">
        <Textarea
          label={label}
          placeholder={placeholder}
          rows={5}
          resize="vertical"
          maxLength={COMMENT_MAX_LENGTH}
          description={`${length}/${COMMENT_MAX_LENGTH}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('vComment')}
        />
        <Button
          type="submit"
          w="fit-content"
          disabled={submit.isPending}
          leftSection={submit.isPending ? <Loader size={14} color="gray" /> : undefined}
        >
          {submit.isPending ? texts.SENDING : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
