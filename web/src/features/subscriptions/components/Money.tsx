import { useTranslation } from 'react-i18next';
import { formatSar } from '../../../lib/format';

/** An amount in halalas, isolated so its digits and currency keep their order inside either direction. */
export function Money({ halalas }: { halalas: number }) {
  const { i18n } = useTranslation();
  return <bdi>{formatSar(halalas, i18n.language)}</bdi>;
}
