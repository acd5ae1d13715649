import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { PageHeader } from '../../../components/PageHeader';
import { QuerySection } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useQuestionTest } from '../api/ask';
import { useChatQuestions } from '../api/questions';
import { AnswerCard } from '../components/AnswerCard';
import { IntervalField, StockField, TermField } from '../components/QuestionOptions';
import { checkAsk, defaultTerm, toTestRequest, type AskError, type PickedStock } from '../lib/ask-form';
import { askFields, type ChatInterval, type ChatQuestions, type ChatTerm, type TestAnswer } from '../types';

/**
 * `/chat-test`: a sample answer from the offline analyst to a ready question, shown at once,
 * neither stored nor counted against the balance.
 */
export function ChatTestPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('screens.chatTest'));
  const questions = useChatQuestions();
  return (
    <Stack spacing={2} data-testid="chat-test-page" sx={{ minWidth: 0, maxWidth: 880 }}>
      <PageHeader title={t('screens.chatTest')} subtitle={t('test.subtitle')}>
        <Button component={RouterLink} to="/chat" startIcon={<ChatOutlinedIcon />}>
          {t('test.toChat')}
        </Button>
      </PageHeader>
      <Alert severity="info" data-testid="chat-test-not-counted">
        {t('test.notCounted')}
      </Alert>
      <QuerySection query={questions} loadingHeight={240}>
        {(data) => <TestForm questions={data} />}
      </QuerySection>
    </Stack>
  );
}

function TestForm({ questions }: { questions: ChatQuestions }) {
  const { t } = useTranslation('chat');
  const test = useQuestionTest();
  const errors = useFormErrors<(typeof askFields)[number], AskError>(askFields, (key) => t(`errors.${key}`));
  const [stock, setStock] = useState<PickedStock | null>(null);
  const [compareStock, setCompareStock] = useState<PickedStock | null>(null);
  const [questionId, setQuestionId] = useState<number | null>(questions.questions[0]?.id ?? null);
  const [term, setTerm] = useState<ChatTerm | null>(defaultTerm(questions));
  const [interval, setChartInterval] = useState<ChatInterval | null>(questions.intervals[0]?.key ?? null);
  const [sample, setSample] = useState<TestAnswer | null>(null);
  const question = questions.questions.find((q) => q.id === questionId) ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!question) return;
    const values = { stock, term, interval, compareStock, text: '' };
    if (!errors.validate(checkAsk(question, values))) return;
    try {
      const answer = await test.mutateAsync(toTestRequest(question, values));
      setSample(answer);
    } catch (error) {
      setSample(null);
      errors.setServerError(error);
    }
  }

  return (
    <>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => void submit(event)}
        sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
        data-testid="chat-test-form"
      >
        <Stack spacing={2}>
          <FormAlert message={errors.formError} />
          <StockField value={stock} onChange={setStock} errors={errors} testId="chat-test-stock" />
          <TextField
            select
            label={t('test.question')}
            value={questionId ?? ''}
            onChange={(event) => {
              setQuestionId(Number(event.target.value));
              setSample(null);
            }}
            error={Boolean(errors.fieldError('questionId'))}
            helperText={errors.fieldError('questionId') ?? question?.description}
            data-testid="chat-test-question"
          >
            {questions.questions.map((q) => (
              <MenuItem key={q.id} value={q.id} data-testid={`chat-test-question-${q.id}`}>
                {q.title}
              </MenuItem>
            ))}
          </TextField>
          {question?.needs_term && <TermField options={questions.terms} value={term} onChange={setTerm} errors={errors} testId="chat-test-term" />}
          {question?.needs_interval && (
            <IntervalField options={questions.intervals} value={interval} onChange={setChartInterval} errors={errors} testId="chat-test-interval" />
          )}
          {question?.needs_compare && <StockField compare value={compareStock} onChange={setCompareStock} errors={errors} testId="chat-test-compare-stock" />}
          <Box>
            <Button type="submit" variant="contained" disabled={test.isPending || !question} data-testid="chat-test-submit">
              {t('test.get')}
            </Button>
          </Box>
        </Stack>
      </Paper>
      {sample && (
        <Box data-testid="chat-test-answer" sx={{ minWidth: 0 }}>
          <AnswerCard
            view={{
              status: 'answered',
              answer: sample.answer,
              source: sample.source === 'model' ? 'model' : 'automatic',
              failure: null,
              balance_refunded: false,
              disclaimer: sample.disclaimer,
              data_as_of: sample.data_as_of,
              // A search result does not say its market: the data time is read in Riyadh time.
              market: 'TASI',
            }}
          />
        </Box>
      )}
    </>
  );
}

export default ChatTestPage;
