import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOADING_LABEL } from '#machines/form-submit.machine.ts';
import { adminContentLabels as labels } from '#shared/labels/admin-people.ts';
import type { components } from '../../../api/schema.d.ts';
import classes from './blog-editor.module.css';
import '@mantine/core/styles/Modal.css';

export type AdminBlog = components['schemas']['AdminBlog'];
export type BlogInput = components['schemas']['AdminBlogInput'];

type Props = {
  /** The post being edited, `'new'` for a new one, null while closed. */
  post: AdminBlog | 'new' | null;
  categories: { id: number; name: string }[];
  onSave: (input: BlogInput) => Promise<string>;
  onClose: () => void;
};

type Values = {
  title: string;
  slug: string;
  html: string;
  imageAlt: string;
  categoryId: string;
  published: boolean;
};

function valuesOf(post: AdminBlog | 'new', categories: Props['categories']): Values {
  if (post === 'new') {
    const first = categories[0];
    return {
      title: '',
      slug: '',
      html: '',
      imageAlt: '',
      categoryId: first ? String(first.id) : '',
      published: true,
    };
  }
  return {
    title: post.title,
    slug: post.slug,
    html: post.html,
    imageAlt: post.imageAlt,
    categoryId: String(post.categoryId),
    published: post.published,
  };
}

/**
 * Creates or edits a blog post. The HTML is sent as typed: the server runs it through the seed's
 * sanitizer and stores what is left, so what the operator sees after saving is what visitors see.
 */
export function BlogEditor({ post, categories, onSave, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={post !== null}
      onClose={onClose}
      title={post === 'new' ? labels.NEW_POST : labels.EDIT_POST}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="xl"
      fullScreen={phone}
      centered
    >
      {post === null ? null : (
        <BlogForm
          key={post === 'new' ? 'new' : post.id}
          post={post}
          categories={categories}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function BlogForm({
  post,
  categories,
  onSave,
  onClose,
}: Omit<Props, 'post'> & { post: AdminBlog | 'new' }) {
  const form = useForm<Values>({ initialValues: valuesOf(post, categories) });
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: Values) =>
      onSave({
        ...(post === 'new' ? {} : { id: post.id }),
        title: values.title,
        slug: values.slug,
        html: values.html,
        imageAlt: values.imageAlt,
        categoryId: Number(values.categoryId),
        published: values.published,
      }),
    onSuccess: async (message) => {
      notifications.show({ color: 'green', message, autoClose: 2000 });
      // Every console query starts with 'admin' (decision 047): the list shows the change.
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      onClose();
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        <TextInput
          label={labels.TITLE}
          maxLength={200}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <TextInput
          label={labels.SLUG}
          description={labels.SLUG_HINT}
          maxLength={200}
          {...form.getInputProps('slug')}
        />
        <Select
          label={labels.CATEGORY}
          data={categories.map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          allowDeselect={false}
          {...form.getInputProps('categoryId')}
        />
        <Textarea
          label={labels.HTML}
          description={labels.HTML_HINT}
          rows={14}
          classNames={{ input: classes.html }}
          {...form.getInputProps('html')}
        />
        <TextInput label={labels.IMAGE_ALT} maxLength={300} {...form.getInputProps('imageAlt')} />
        <Switch
          label={labels.PUBLISHED}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        {save.error ? (
          <Alert color="red" variant="light" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {labels.CANCEL}
          </Button>
          <Button
            type="submit"
            disabled={save.isPending}
            leftSection={save.isPending ? <Loader size={14} color="gray" /> : undefined}
          >
            {save.isPending ? LOADING_LABEL : labels.SAVE}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
