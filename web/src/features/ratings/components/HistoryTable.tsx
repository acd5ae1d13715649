import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatChange, formatMoment, formatPrice } from '../../../lib/format';
import { actionOf, detailsOf, type DetailPart } from '../lib/history-entry';
import type { HistoryEntry } from '../types';

/** The record's entries with their place in the hash chain; `showStock` for a whole list's record. */
export function HistoryTable({ entries, showStock, rowTestId }: { entries: HistoryEntry[]; showStock: boolean; rowTestId: (entry: HistoryEntry) => string }) {
  const { t, i18n } = useTranslation('ratings');
  const lang = i18n.language;
  const say = (part: DetailPart): string => {
    switch (part.key) {
      case 'shares':
        return t('history.detail.shares', { count: part.shares });
      case 'at':
        return t('history.detail.at', { price: formatPrice(part.price, lang) });
      case 'limit':
        return t('history.detail.limit', { price: formatPrice(part.price, lang) });
      case 'profit':
        return t('history.detail.profit', { profit: formatChange(part.profit, lang) });
      case 'dividend':
        return t('history.detail.dividend', { perShare: formatPrice(part.perShare, lang, 4), amount: formatPrice(part.amount, lang) });
      case 'reason':
        return t('history.detail.reason', { reason: part.reason });
      case 'partial':
        return t('history.detail.partial');
      case 'text':
        return part.text;
    }
  };
  const columns: ('seq' | 'time' | 'entry' | 'stock' | 'detail' | 'cash' | 'hash')[] = [
    'seq',
    'time',
    'entry',
    ...(showStock ? (['stock'] as const) : []),
    'detail',
    'cash',
    'hash',
  ];
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: showStock ? 960 : 760 }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {t(`history.columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const action = actionOf(entry);
            return (
              <TableRow key={entry.seq} data-testid={rowTestId(entry)} data-type={entry.type}>
                <TableCell>
                  <bdi dir="ltr">{entry.seq}</bdi>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(entry.time, lang)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{action ? t(`history.actions.${action}`) : entry.type}</TableCell>
                {showStock && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {entry.symbol ? (
                      <>
                        <bdi dir="ltr">{entry.symbol}</bdi> · {entry.company}
                      </>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                )}
                <TableCell sx={{ minWidth: 220 }}>{detailsOf(entry).map(say).join(' · ')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <bdi dir="ltr">{formatPrice(entry.cash, lang)}</bdi>
                </TableCell>
                <TableCell>
                  <code title={entry.hash} dir="ltr">
                    {entry.hash.slice(0, 10)}
                  </code>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
