import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShariahBadge } from '../../../components/ShariahBadge';
import { StockCell } from '../../../components/StockCell';
import { formatInteger } from '../../../lib/format';
import { reportPath } from '../lib/ranking-query';
import { formatScore } from '../lib/score';
import type { RankingRow, Strategy } from '../types';
import { ScoreBar } from './ScoreBar';

/** A strategy's ranking; `withReports`: subscribers get a link to each stock's report. */
export function RankingTable({ rows, strategy, withReports }: { rows: RankingRow[]; strategy: Strategy; withReports: boolean }) {
  const { t, i18n } = useTranslation('reports');
  return (
    <TableContainer>
      <Table size="small" data-testid="ranking-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('rankings.rank')}</TableCell>
            <TableCell>{t('rankings.stock')}</TableCell>
            <TableCell>{t('rankings.score')}</TableCell>
            <TableCell>{t('rankings.shariah')}</TableCell>
            {withReports && <TableCell>{t('rankings.report')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.stock_id} data-testid={`ranking-${row.stock_id}`}>
              <TableCell>
                <bdi dir="ltr">{formatInteger(row.rank, i18n.language)}</bdi>
              </TableCell>
              <TableCell sx={{ maxWidth: 220 }}>
                <StockCell id={row.stock_id} symbol={row.symbol} name={row.name} />
              </TableCell>
              <TableCell>
                <ScoreBar valueX100={row.score_x100} text={formatScore(row.score_x100, i18n.language)} label={t('rankings.score')} />
              </TableCell>
              <TableCell>
                <ShariahBadge compliant={row.shariah_compliant} short />
              </TableCell>
              {withReports && (
                <TableCell>
                  <Tooltip title={t('rankings.openReport', { name: row.name })}>
                    <IconButton
                      component={RouterLink}
                      to={reportPath(row.stock_id, strategy)}
                      aria-label={t('rankings.openReport', { name: row.name })}
                      size="small"
                    >
                      <AssessmentOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
