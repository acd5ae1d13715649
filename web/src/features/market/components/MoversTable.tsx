import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { MOVERS_TABS, type Mover, type MoversTab } from '../api/get-market-indicators';
import { formatCompact, formatPrice } from '../../../lib/format';
import { ChangeText } from '../../../components/ChangeText';
import { EmptyBlock } from '../../../components/QueryStates';
import { StockCell } from '../../../components/StockCell';

/** The four movers lists of a market (gainers, losers, by value, by volume) as tabs. */
export function MoversTable({ movers, marketCode }: { movers: Record<MoversTab, Mover[]>; marketCode: string }) {
  const { t, i18n } = useTranslation('market');
  const [tab, setTab] = useState<MoversTab>('gainers');
  const rows = movers[tab];
  const extra = tab === 'by_value' ? 'value' : tab === 'by_volume' ? 'volume' : null;
  const tabId = (name: MoversTab) => `movers-${marketCode}-${name}`;

  return (
    <Box data-testid="movers">
      <Tabs
        value={tab}
        onChange={(_event, next: MoversTab) => setTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('overview.movers')}
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      >
        {MOVERS_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            id={`${tabId(name)}-tab`}
            aria-controls={`${tabId(name)}-panel`}
            label={t(`overview.tabs.${name}`)}
            sx={{ minHeight: 40, px: 1.5 }}
            data-testid={`movers-tab-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${tabId(tab)}-panel`} aria-labelledby={`${tabId(tab)}-tab`}>
        {rows.length === 0 ? (
          <EmptyBlock text={t('overview.moversEmpty')} />
        ) : (
          <Table size="small" sx={{ tableLayout: 'fixed', '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '46%' }}>{t('columns.stock')}</TableCell>
                <TableCell align="right">{t('columns.price')}</TableCell>
                <TableCell align="right">{t('columns.change')}</TableCell>
                {extra && <TableCell align="right">{t(`columns.${extra}`)}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.stock.id} hover>
                  <TableCell>
                    <StockCell id={row.stock.id} symbol={row.stock.symbol} name={row.stock.name} />
                  </TableCell>
                  <TableCell align="right">
                    <bdi dir="ltr">{formatPrice(row.price, i18n.language)}</bdi>
                  </TableCell>
                  <TableCell align="right">
                    <ChangeText percent={row.change_percent} />
                  </TableCell>
                  {extra && (
                    <TableCell align="right">
                      <bdi>{formatCompact(row[extra], i18n.language)}</bdi>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
    </Box>
  );
}
