import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../components/QueryStates';
import { formatDay, formatMoment, formatPrice } from '../../../lib/format';
import type { OpinionVersion } from '../types';

/** The history of previous versions: each as it was shown, newest first. */
export function VersionsTable({ versions }: { versions: OpinionVersion[] }) {
  const { t, i18n } = useTranslation('opinions');
  const lang = i18n.language;
  if (versions.length === 0) return <EmptyBlock text={t('opinion.noHistory')} />;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="opinion-versions">
        <TableHead>
          <TableRow>
            <TableCell>{t('opinion.version', { version: '' }).trim()}</TableCell>
            <TableCell>{t('form.order')}</TableCell>
            <TableCell>{t('opinion.entry')}</TableCell>
            <TableCell>{t('opinion.target')}</TableCell>
            <TableCell>{t('opinion.stop')}</TableCell>
            <TableCell>{t('opinion.current')}</TableCell>
            <TableCell>{t('opinion.until')}</TableCell>
            <TableCell>{t('opinion.info')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((v) => (
            <TableRow key={v.version} data-testid={`opinion-version-${v.version}`}>
              <TableCell>
                {t('opinion.version', { version: v.version })}
                <br />
                <small>{t('opinion.replaced', { date: formatMoment(v.replaced_at, lang) })}</small>
              </TableCell>
              <TableCell>{t(`order.${v.order_type as 'buy' | 'sell' | 'call' | 'put'}`)}</TableCell>
              <TableCell>
                <bdi dir="ltr">{formatPrice(v.entry_price, lang)}</bdi>
              </TableCell>
              <TableCell>
                <bdi dir="ltr">{formatPrice(v.target_price, lang)}</bdi>
              </TableCell>
              <TableCell>
                <bdi dir="ltr">{formatPrice(v.stop_loss, lang)}</bdi> ({t(`stopType.${v.stop_type as 'hour' | 'two_hours' | 'day' | 'week'}`)})
              </TableCell>
              <TableCell>
                <bdi dir="ltr">{formatPrice(v.current_price, lang)}</bdi>
              </TableCell>
              <TableCell>{formatDay(v.duration_date, lang)}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{v.additional_info}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
