import { Fragment, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { answerBlocks, isNumericCell, textRuns, type TableBlock } from '../lib/answer-text';

/** Every cell: bordered, on one line (a date or an amount never breaks apart). */
const cellSx: SxProps<Theme> = { border: 1, borderColor: 'divider', whiteSpace: 'nowrap', px: 1.25, py: 0.75 };

/** A number, an amount or a date reads left to right, isolated from the Arabic around it. */
const numericSx: SxProps<Theme> = { ...cellSx, unicodeBidi: 'isolate', textAlign: 'center', fontVariantNumeric: 'tabular-nums' };

function Cell({ value, head = false, rowHeader = false }: { value: string; head?: boolean; rowHeader?: boolean }) {
  const numeric = isNumericCell(value);
  const sx: SxProps<Theme> = numeric
    ? numericSx
    : { ...cellSx, textAlign: rowHeader ? 'start' : 'center', fontWeight: head || rowHeader ? 600 : undefined, bgcolor: head ? 'action.hover' : undefined };
  // The empty corner above the labels is a plain cell: a header cell must name something.
  const component = (head && value) || rowHeader ? 'th' : 'td';
  return (
    <TableCell component={component} scope={head && value ? 'col' : rowHeader ? 'row' : undefined} dir={numeric ? 'ltr' : undefined} sx={sx}>
      {value}
    </TableCell>
  );
}

/** A table of the answer: small and bordered, scrolled sideways inside the card when wider. */
function AnswerTable({ table }: { table: TableBlock }) {
  const { t } = useTranslation('chat');
  return (
    <TableContainer
      role="region"
      aria-label={t('message.table')}
      // Scrolled with the keyboard too when it is wider than the card.
      tabIndex={0}
      sx={{ my: 1, maxWidth: '100%', overflowX: 'auto', width: 'fit-content', bgcolor: 'background.paper', borderRadius: 1 }}
      data-testid="chat-answer-table"
    >
      <Table size="small" sx={{ borderCollapse: 'collapse', width: 'auto' }}>
        <TableHead>
          <TableRow>
            {table.header.map((cell, index) => (
              <Cell key={index} value={cell} head />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, rowIndex) => (
            <TableRow key={rowIndex}>
              {row.map((cell, index) => (
                <Cell key={index} value={cell} rowHeader={index === 0} />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Paragraphs as written; a date, a time or an amount is never broken across two lines. */
function Paragraphs({ text }: { text: string }) {
  return textRuns(text).map((run, index) =>
    run.keep ? (
      <Box key={index} component="span" sx={{ whiteSpace: 'nowrap' }}>
        {run.text}
      </Box>
    ) : (
      <Fragment key={index}>{run.text}</Fragment>
    ),
  );
}

/**
 * An answer's text: paragraphs as written (`pre-wrap`), and each run of `| … |` lines as a table.
 * `end` (the blinking cursor of a streaming answer) follows the last piece.
 */
export function AnswerText({ answer, end }: { answer: string; end?: ReactNode }) {
  const blocks = useMemo(() => answerBlocks(answer), [answer]);
  const last = blocks[blocks.length - 1];
  return (
    <Typography component="div" sx={{ lineHeight: 1.8, minWidth: 0 }} data-testid="chat-answer-text" dir="auto">
      {blocks.map((block, index) => (
        <Fragment key={index}>
          {block.kind === 'text' ? (
            <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <Paragraphs text={block.text} />
              {block === last && end}
            </Box>
          ) : (
            <AnswerTable table={block} />
          )}
        </Fragment>
      ))}
      {last?.kind === 'table' && end}
    </Typography>
  );
}
