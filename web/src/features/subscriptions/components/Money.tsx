import { useTranslation } from 'react-i18next';
import { formatSar } from '../../../lib/format';
import { directionOf, type Language } from '../../../lib/language';

/**
 * An amount in halalas, isolated in the page's own direction: every amount of a column, a
 * discount's minus included, puts its currency on the same side.
 */
export function Money({ halalas }: { halalas: number }) {
  const { i18n } = useTranslation();
  return <bdi dir={directionOf(i18n.language as Language)}>{formatSar(halalas, i18n.language)}</bdi>;
}
