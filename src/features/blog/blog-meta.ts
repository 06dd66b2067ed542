import type { components } from '#shared/api-schema.d.ts';
import { blogExcerpt } from '../../components/blog-card.tsx';

type Blog = components['schemas']['Blog'];

/** A post's own title, summary and picture for the tab and for links shared to social sites. */
export function blogMeta(blog: Blog) {
  return {
    title: blog.vBlog,
    description: blogExcerpt(blog),
    image: blog.vWebpImage,
  };
}
