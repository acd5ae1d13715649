import { useSearchParams } from 'react-router';
import { readPage } from './Pager';

function readId(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export interface StaffListChange {
  page?: number;
  /** A new filter value ('' for none) starts again at page 1. */
  filter?: string;
  /** The item opened in the detail dialog; null closes it. */
  open?: number | null;
}

/**
 * A staff list's view kept in the address (page, one filter, the opened item), so a reload or a
 * shared link shows the same thing. `filterKey` and `openKey` name the query parameters.
 */
export function useStaffListParams(filterKey: string, openKey: string) {
  const [params, setParams] = useSearchParams();
  const update = (next: StaffListChange) =>
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        if (next.filter !== undefined) {
          if (next.filter) result.set(filterKey, next.filter);
          else result.delete(filterKey);
          result.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) result.set('page', String(next.page));
          else result.delete('page');
        }
        if (next.open !== undefined) {
          if (next.open === null) result.delete(openKey);
          else result.set(openKey, String(next.open));
        }
        return result;
      },
      { replace: true },
    );
  return { page: readPage(params.get('page')), filter: params.get(filterKey) ?? '', openId: readId(params.get(openKey)), update };
}
