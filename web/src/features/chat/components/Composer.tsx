import { useEffect, useEffectEvent, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SendIcon from '@mui/icons-material/Send';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { isApiError } from '../../../lib/api-error';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useAskQuestion } from '../api/ask';
import { useUnderstandQuestion } from '../api/understand';
import { checkAsk, continuedChat, defaultTerm, toAskRequest, toUnderstandRequest, type AskError, type AskValues, type PickedStock } from '../lib/ask-form';
import { minutesToWait } from '../lib/countdown';
import { stockLabel } from '../../../lib/format';
import {
  askFields,
  MAX_QUESTION_CHARS,
  type AskResult,
  type ChatInterval,
  type ChatQuestions,
  type ChatTerm,
  type ReadyQuestion,
  type StockBrief,
} from '../types';
import { CompareDialog } from './CompareDialog';
import { IntervalField, StockField, TermField } from './QuestionOptions';

/**
 * Asking: the stock, the term, the "advanced analysis" (interval, for the technical analysis),
 * the ready questions as buttons (the comparison opens a dialog for the second stock) and a free
 * question, which may name its stocks in its words (no stock need be picked). Before a free
 * question is sent the server says which stocks it names: when a name is shared by several, they
 * are offered as chips and the one clicked is sent as the question's stock. A 999 is the page's
 * to show (`onLimit`); a 422 lands under its field (the server's words, e.g. "name a stock"); a
 * 429 says when to try again.
 */
export function Composer({
  questions,
  initialStock,
  initialTerm,
  initialInterval,
  conversation,
  locked,
  onAsked,
  onLimit,
}: {
  questions: ChatQuestions;
  /** The stock to start with (the address's stock_id or the conversation's); changing it picks it again. */
  initialStock: PickedStock | null;
  initialTerm: ChatTerm | null;
  initialInterval: ChatInterval | null;
  /** The open conversation: a question about its stock continues it. */
  conversation: { chatId: string; stockId: number } | null;
  /** The balance is used up: nothing can be sent. */
  locked: boolean;
  onAsked: (result: AskResult) => void;
  onLimit: () => void;
}) {
  const { t } = useTranslation('chat');
  const theme = useTheme();
  const ask = useAskQuestion();
  const understand = useUnderstandQuestion();
  const errors = useFormErrors<(typeof askFields)[number], AskError>(askFields, (key) => t(`errors.${key}`));
  const [stock, setStock] = useState<PickedStock | null>(initialStock);
  const [term, setTerm] = useState<ChatTerm | null>(initialTerm ?? defaultTerm(questions));
  const [interval, setChartInterval] = useState<ChatInterval | null>(initialInterval ?? questions.intervals[0]?.key ?? null);
  const [text, setText] = useState('');
  const [compareOpen, setCompareOpen] = useState(false);
  const [compareStock, setCompareStock] = useState<PickedStock | null>(null);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  /** The stocks a shared name in the free question could mean, while the user picks one. */
  const [choices, setChoices] = useState<StockBrief[] | null>(null);
  const choicesTitle = useId();

  const initialId = initialStock ? String(initialStock.id) : null;
  const takeInitialStock = useEffectEvent(() => {
    if (initialStock) setStock(initialStock);
  });
  // Only a different stock replaces the user's choice, not a refetch of the same one.
  useEffect(() => {
    takeInitialStock();
  }, [initialId]);

  const values: AskValues = { stock, term, interval, compareStock, text };
  const busy = ask.isPending || understand.isPending;

  /**
   * Whether a free question can be sent as it is: false when its words use a name several stocks
   * share (the choices are shown) or the server refused it (its message is under the field). When
   * the server cannot say, the question goes: the ask checks it again.
   */
  async function understood(v: AskValues): Promise<boolean> {
    try {
      const understanding = await understand.mutateAsync(toUnderstandRequest(v));
      if (understanding.choices.length === 0) return true;
      setChoices(understanding.choices);
      return false;
    } catch (error) {
      if (!(isApiError(error) && error.status === 422)) return true;
      errors.setServerError(error);
      return false;
    }
  }

  /** `chosen`: the stock picked among a shared name's (the free question is then not checked again). */
  async function send(question: ReadyQuestion | null, overrides: Partial<AskValues> = {}, chosen = false): Promise<void> {
    setNotice(null);
    setChoices(null);
    const v = { ...values, ...overrides };
    const checks = checkAsk(question, v);
    if (checks.interval) setAdvancedOpen(true);
    if (!errors.validate(checks)) return;
    if (!question && !chosen && !(await understood(v))) return;
    try {
      const result = await ask.mutateAsync(toAskRequest(question, v, continuedChat(question, v, conversation)));
      if (!question) setText('');
      setCompareOpen(false);
      onAsked(result);
    } catch (error) {
      if (isApiError(error) && error.code === '999') {
        setCompareOpen(false);
        onLimit();
      } else if (isApiError(error) && error.status === 429) {
        setCompareOpen(false);
        setNotice(error.retryAfterSeconds ? t('errors.tooMany', { count: minutesToWait(error.retryAfterSeconds) }) : t('errors.tooManyLater'));
      } else {
        // The dialog stays open only for its own field's error.
        if (!(isApiError(error) && error.fieldError('compare_stock_id'))) setCompareOpen(false);
        errors.setServerError(error);
      }
    }
  }

  function pick(question: ReadyQuestion): void {
    if (question.needs_compare) {
      // The second stock is chosen in the dialog; everything else is checked first.
      if (!errors.validate({ ...checkAsk(question, values), compare_stock_id: null })) return;
      setCompareOpen(true);
      return;
    }
    void send(question);
  }

  const compareQuestion = questions.questions.find((q) => q.needs_compare) ?? null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid="chat-composer">
      <Stack spacing={2}>
        <FormAlert message={notice ?? errors.formError} />
        <StockField value={stock} onChange={setStock} errors={errors} testId="chat-stock" />
        <TermField options={questions.terms} value={term} onChange={setTerm} errors={errors} testId="chat-term" />
        <Accordion
          disableGutters
          variant="outlined"
          expanded={advancedOpen}
          onChange={(_event, open) => setAdvancedOpen(open)}
          data-testid="chat-advanced"
          sx={{ '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('composer.advanced')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Stack spacing={1.5}>
              <Typography variant="caption" color="text.secondary">
                {t('composer.advancedHint')}
              </Typography>
              <IntervalField options={questions.intervals} value={interval} onChange={setChartInterval} errors={errors} testId="chat-interval" />
            </Stack>
          </AccordionDetails>
        </Accordion>
        <Box>
          <Typography variant="body2" color="text.secondary" component="h3" sx={{ mb: 1 }}>
            {t('composer.ready')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="chat-questions">
            {questions.questions.map((question) => (
              <Tooltip key={question.id} title={question.description} placement="top">
                <span>
                  <Chip
                    label={question.title}
                    color="primary"
                    variant="outlined"
                    clickable
                    disabled={busy || locked}
                    onClick={() => pick(question)}
                    data-testid={`chat-question-${question.id}`}
                    sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.75 } }}
                  />
                </span>
              </Tooltip>
            ))}
          </Box>
          {errors.fieldError('questionId') && <FormHelperText error>{errors.fieldError('questionId')}</FormHelperText>}
          {!compareOpen && errors.fieldError('compare_stock_id') && <FormHelperText error>{errors.fieldError('compare_stock_id')}</FormHelperText>}
        </Box>
        <Box
          component="form"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void send(null);
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            label={t('composer.free')}
            placeholder={t('composer.freePlaceholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              errors.clearField('question');
              // The server's word on the question before (name a stock…) and its choices are stale.
              if (errors.fieldError('question')) errors.setServerError(null);
              setChoices(null);
            }}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                if (!busy && !locked) void send(null);
              }
            }}
            error={Boolean(errors.fieldError('question'))}
            helperText={errors.fieldError('question') ?? t('composer.freeHelp')}
            disabled={locked}
            multiline
            maxRows={6}
            fullWidth
            slotProps={{ htmlInput: { maxLength: MAX_QUESTION_CHARS, 'data-testid': 'chat-free-text' } }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={busy || locked}
            aria-label={busy ? t('composer.sending') : t('composer.send')}
            data-testid="chat-send"
            sx={{ minWidth: 0, px: 2, alignSelf: 'stretch', maxHeight: 56 }}
          >
            <SendIcon sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' }} />
          </Button>
        </Box>
        {choices && choices.length > 0 && (
          <Box role="group" aria-labelledby={choicesTitle} data-testid="chat-choices">
            <Typography variant="body2" id={choicesTitle} sx={{ fontWeight: 600, mb: 1 }}>
              {t('composer.choose')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {choices.map((choice) => (
                <Chip
                  key={choice.id}
                  label={stockLabel(choice)}
                  color="primary"
                  clickable
                  disabled={busy || locked}
                  onClick={() => void send(null, { stock: choice }, true)}
                  data-testid={`chat-choice-${choice.id}`}
                  sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.75 } }}
                />
              ))}
            </Box>
          </Box>
        )}
      </Stack>
      {compareOpen && compareQuestion && (
        <CompareDialog
          stock={stock}
          initial={compareStock}
          error={errors.fieldError('compare_stock_id')}
          sending={busy}
          onClose={() => setCompareOpen(false)}
          onCompare={(other) => {
            setCompareStock(other);
            errors.clearField('compare_stock_id');
            void send(compareQuestion, { compareStock: other });
          }}
        />
      )}
    </Paper>
  );
}
