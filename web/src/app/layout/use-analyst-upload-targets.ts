import { useMyLists } from '../../features/analysts/api/my-lists';
import { links, paths } from '../router/paths';

/**
 * Where the analyst's upload menu leads: the first of their stock (rating) lists and the first of
 * their opinion lists, or My Lists to create one when they have none (spec §2).
 */
export function useAnalystUploadTargets(load: { ratingLists: boolean; opinionLists: boolean }): {
  stockList: string;
  opinionList: string;
} {
  const ratingLists = useMyLists('rating', load.ratingLists);
  const opinionLists = useMyLists('opinion', load.opinionLists);
  const firstRatingList = ratingLists.data?.[0];
  const firstOpinionList = opinionLists.data?.[0];
  return {
    stockList: firstRatingList ? links.ratings(firstRatingList.id) : paths.myLists,
    opinionList: firstOpinionList ? links.opinions(firstOpinionList.id) : paths.myLists,
  };
}
