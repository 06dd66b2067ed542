import {
  CloseButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { categoriesQuery } from '../queries.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import classes from './category-filter.module.css';
import { blogCatalogue } from '../blog-texts.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { useSiteTexts } from '../../../components/site-texts.ts';

type Props = {
  heading: string;
  selected: readonly number[];
  onToggle: (categoryId: number) => void;
  onRemove: (categoryId: number) => void;
};

/**
 * Spec §4: clicking a category toggles it, several can be selected, and the close icon of a
 * selected one deselects it.
 */
export function CategoryFilter({ heading, selected, onToggle, onRemove }: Props) {
  const site = useSiteTexts();
  const words = useTexts(blogCatalogue).blogWords;
  const client = useApiClient();
  const categories = useQuery(categoriesQuery(client));

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="blog-categories-heading">
      <Title id="blog-categories-heading" order={2} fz="lg" mb="md">
        {heading}
      </Title>
      {categories.isPending ? (
        <LoadingStatus label={words.LOADING_CATEGORIES}>
          <Stack gap="xs">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} h={36} radius="xl" />
            ))}
          </Stack>
        </LoadingStatus>
      ) : categories.isError || categories.data.length === 0 ? (
        <Text>{site.NO_DATA}</Text>
      ) : (
        <Group component="ul" gap="xs" className={classes.list}>
          {categories.data.map((category) => {
            const isSelected = selected.includes(category.iCategoryId);
            return (
              <li key={category.iCategoryId} className={classes.item}>
                <UnstyledButton
                  className={classes.chip}
                  data-selected={isSelected || undefined}
                  aria-pressed={isSelected}
                  onClick={() => onToggle(category.iCategoryId)}
                >
                  {category.vCategory}
                </UnstyledButton>
                {isSelected && (
                  <CloseButton
                    size="sm"
                    radius="xl"
                    variant="transparent"
                    className={classes.close}
                    aria-label={words.REMOVE_FILTER.replace('{category}', category.vCategory)}
                    onClick={() => onRemove(category.iCategoryId)}
                  />
                )}
              </li>
            );
          })}
        </Group>
      )}
    </Paper>
  );
}
