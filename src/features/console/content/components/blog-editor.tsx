import { Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import classes from './blog-editor.module.css';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminPeopleTexts } from '../../components/console-texts.ts';
import { useFormat } from '../../../../i18n/use-format.ts';
import { translationTexts } from '../translation-texts.ts';
import { BothLanguages } from './both-languages.tsx';
import {
  EditorForm,
  EditorModal,
  useEditorForm,
  useEditorSave,
  type Editing,
} from './editor-modal.tsx';

export type AdminBlog = components['schemas']['AdminBlog'];
export type BlogInput = components['schemas']['AdminBlogInput'];

type Props = {
  /** The post being edited, `'new'` for a new one, null while closed. */
  post: Editing<AdminBlog>;
  categories: { id: number; name: string }[];
  onSave: (input: BlogInput) => Promise<string>;
  onClose: () => void;
};

type Values = {
  title: string;
  slug: string;
  html: string;
  imageAlt: string;
  titleFr: string;
  htmlFr: string;
  imageAltFr: string;
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
      titleFr: '',
      htmlFr: '',
      imageAltFr: '',
      categoryId: first ? String(first.id) : '',
      published: true,
    };
  }
  return {
    title: post.title,
    slug: post.slug,
    html: post.html,
    imageAlt: post.imageAlt,
    titleFr: post.titleFr,
    htmlFr: post.htmlFr,
    imageAltFr: post.imageAltFr,
    categoryId: String(post.categoryId),
    published: post.published,
  };
}

/**
 * Creates or edits a blog post. The HTML is sent as typed: the server runs it through the seed's
 * sanitizer and stores what is left, so what the operator sees after saving is what visitors see.
 */
export function BlogEditor({ post, categories, onSave, onClose }: Props) {
  const { adminContentLabels: labels } = useTexts(adminPeopleTexts);
  return (
    <EditorModal
      entry={post}
      titles={{ new: labels.NEW_POST, edit: labels.EDIT_POST }}
      size="xl"
      onClose={onClose}
    >
      {(open) => <BlogForm post={open} categories={categories} onSave={onSave} onClose={onClose} />}
    </EditorModal>
  );
}

function BlogForm({
  post,
  categories,
  onSave,
  onClose,
}: Omit<Props, 'post'> & { post: AdminBlog | 'new' }) {
  const form = useEditorForm<Values>(valuesOf(post, categories));
  const { adminContentLabels: labels } = useTexts(adminPeopleTexts);
  const { consoleTranslationLabels: words } = useTexts(translationTexts);
  const { t } = useFormat();
  const inFrench = (field: string) => t(words.IN_FRENCH, { field });
  const save = useEditorSave(
    (values: Values) =>
      onSave({
        ...(post === 'new' ? {} : { id: post.id }),
        title: values.title,
        slug: values.slug,
        html: values.html,
        imageAlt: values.imageAlt,
        titleFr: values.titleFr,
        htmlFr: values.htmlFr,
        imageAltFr: values.imageAltFr,
        categoryId: Number(values.categoryId),
        published: values.published,
      }),
    onClose,
  );
  return (
    <EditorForm
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      save={save}
      onClose={onClose}
    >
      <BothLanguages
        english={
          <TextInput
            label={labels.TITLE}
            maxLength={200}
            data-autofocus
            {...form.getInputProps('title')}
          />
        }
        french={
          <TextInput
            label={inFrench(labels.TITLE)}
            description={words.FRENCH_HINT}
            maxLength={200}
            {...form.getInputProps('titleFr')}
          />
        }
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
      <BothLanguages
        english={
          <Textarea
            label={labels.HTML}
            description={labels.HTML_HINT}
            rows={14}
            classNames={{ input: classes.html }}
            {...form.getInputProps('html')}
          />
        }
        french={
          <Textarea
            label={inFrench(labels.HTML)}
            description={labels.HTML_HINT}
            rows={14}
            classNames={{ input: classes.html }}
            {...form.getInputProps('htmlFr')}
          />
        }
      />
      <BothLanguages
        english={
          <TextInput label={labels.IMAGE_ALT} maxLength={300} {...form.getInputProps('imageAlt')} />
        }
        french={
          <TextInput
            label={inFrench(labels.IMAGE_ALT)}
            maxLength={300}
            {...form.getInputProps('imageAltFr')}
          />
        }
      />
      <Switch label={labels.PUBLISHED} {...form.getInputProps('published', { type: 'checkbox' })} />
    </EditorForm>
  );
}
