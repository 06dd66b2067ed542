import { useSearchParams } from 'react-router-dom';

/**
 * A console list's page and filters, kept in the address (`?page=2&action=…`), so the back
 * button, a reload and a shared link all show the same rows (decision 047). Changing a filter
 * goes back to the first page.
 */
export function useListParams<Filter extends string>(filterNames: readonly Filter[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, params.get(name) ?? '']),
  ) as Record<Filter, string>;

  return {
    page,
    filters,
    setPage: (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      }),
    setFilters: (next: Partial<Record<Filter, string>>) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.delete('page');
        for (const name of filterNames) {
          const value = (next[name] ?? '').trim();
          if (value) updated.set(name, value);
          else updated.delete(name);
        }
        return updated;
      }),
  };
}

/** The filters as a request body wants them: an empty filter is left out, not sent as "". */
export function givenFilters<Filter extends string>(filters: Record<Filter, string>) {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as Partial<
    Record<Filter, string>
  >;
}
