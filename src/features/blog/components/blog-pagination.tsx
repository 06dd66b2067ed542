import { Button, Group, Text } from '@mantine/core';
import { blogCatalogue } from '../blog-texts.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { pageRange } from '../page-range.ts';

type Props = {
  page: number;
  total: number;
  onChange: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
};

/**
 * Numbered pages with Previous and Next (spec §2), inside a navigation landmark. Made of the
 * buttons every page already loads rather than Mantine's Pagination, which put /blog over the
 * bundle budget (decision 112).
 */
export function BlogPagination({ page, total, onChange, previousLabel, nextLabel }: Props) {
  const words = useTexts(blogCatalogue).blogWords;
  if (total <= 1) return null;
  const control = { size: 'sm', radius: 'md', variant: 'default' } as const;
  return (
    <Group component="nav" aria-label={words.BLOG_PAGES} gap={6} justify="center" wrap="wrap">
      <Button {...control} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {previousLabel}
      </Button>
      {pageRange(page, total).map((number, index) =>
        number === null ? (
          <Text key={`gap-${index}`} component="span" aria-hidden px={4}>
            …
          </Text>
        ) : (
          <Button
            key={number}
            {...control}
            variant={number === page ? 'filled' : 'default'}
            miw={36}
            px={10}
            aria-current={number === page ? 'page' : undefined}
            aria-label={words.PAGE_NUMBER.replace('{page}', String(number))}
            onClick={() => onChange(number)}
          >
            {number}
          </Button>
        ),
      )}
      <Button {...control} disabled={page >= total} onClick={() => onChange(page + 1)}>
        {nextLabel}
      </Button>
    </Group>
  );
}
