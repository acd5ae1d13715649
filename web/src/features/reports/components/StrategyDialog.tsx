import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { formatInteger } from '../../../lib/format';
import { directionOf, type Language } from '../../../lib/language';
import { useUpdateStrategy } from '../api/update-strategy';
import { answeredCount, isComplete, pointsShare, rankPoints, type Answers } from '../lib/questionnaire';
import type { AssistanceView, Strategy, StrategyChosen } from '../types';

/**
 * "Find my strategy": the questionnaire, then the suggestion with each strategy's points, and the
 * choice of another one. The suggestion is saved as the user's strategy when suggested.
 */
export function StrategyDialog({
  open,
  onClose,
  assistance,
  onChosen,
}: {
  open: boolean;
  onClose: () => void;
  assistance: AssistanceView;
  onChosen: (strategy: Strategy) => void;
}) {
  const { t, i18n } = useTranslation('reports');
  const [answers, setAnswers] = useState<Answers>({});
  const [suggestion, setSuggestion] = useState<StrategyChosen | null>(null);
  const [pick, setPick] = useState<Strategy | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const update = useUpdateStrategy();
  const { questions, strategies } = assistance;
  const nameOf = (id: Strategy) => strategies.find((s) => s.id === id)?.name ?? id;

  const suggest = () =>
    update.mutate(
      { answers },
      {
        onSuccess: (chosen) => {
          setSuggestion(chosen);
          setPick(chosen.strategy.id);
          onChosen(chosen.strategy.id);
        },
      },
    );

  const save = () => {
    if (!pick) return;
    update.mutate(
      { strategy: pick },
      {
        onSuccess: (chosen) => {
          setSaved(chosen.strategy.name);
          onChosen(chosen.strategy.id);
        },
      },
    );
  };

  const close = () => {
    setAnswers({});
    setSuggestion(null);
    setPick(null);
    setSaved(null);
    update.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      dir={directionOf(i18n.language as Language)}
      fullWidth
      maxWidth="sm"
      aria-labelledby="strategy-dialog-title"
      data-testid="strategy-dialog"
    >
      <DialogTitle id="strategy-dialog-title">{t('questionnaire.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <FormAlert message={update.error?.message ?? null} />
        {suggestion === null ? (
          <>
            <Typography color="text.secondary">{t('questionnaire.intro', { count: questions.length })}</Typography>
            {questions.map((question) => (
              <FormControl key={question.id}>
                <FormLabel id={`question-${question.id}`} sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {question.text}
                </FormLabel>
                <RadioGroup
                  aria-labelledby={`question-${question.id}`}
                  value={answers[question.id] ?? ''}
                  onChange={(event) => setAnswers({ ...answers, [question.id]: event.target.value })}
                >
                  {question.options.map((option) => (
                    <FormControlLabel key={option.id} value={option.id} control={<Radio />} label={option.text} />
                  ))}
                </RadioGroup>
              </FormControl>
            ))}
            <Typography variant="body2" color="text.secondary" data-testid="questionnaire-progress">
              {t('questionnaire.progress', {
                answered: formatInteger(answeredCount(questions, answers), i18n.language),
                total: formatInteger(questions.length, i18n.language),
              })}
            </Typography>
          </>
        ) : (
          <>
            <Alert severity="success" data-testid="strategy-suggested">
              {t('questionnaire.suggested', { name: suggestion.strategy.name })}
            </Alert>
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {t('questionnaire.pointsTitle')}
              </Typography>
              <Stack spacing={1} data-testid="strategy-points">
                {rankPoints(suggestion.points).map((entry) => (
                  <Box key={entry.strategy} sx={{ display: 'grid', gridTemplateColumns: '9rem 1fr auto', gap: 1, alignItems: 'center' }}>
                    <Typography variant="body2">{nameOf(entry.strategy)}</Typography>
                    <LinearProgress
                      variant="determinate"
                      value={pointsShare(suggestion.points, entry.strategy)}
                      aria-label={nameOf(entry.strategy)}
                      sx={{ height: 6, borderRadius: 3 }}
                    />
                    <Typography variant="body2" color="text.secondary">
                      {t('questionnaire.points', { count: entry.points })}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            </Box>
            <FormControl>
              <FormLabel id="strategy-other">{t('questionnaire.chooseOther')}</FormLabel>
              <RadioGroup aria-labelledby="strategy-other" value={pick ?? ''} onChange={(event) => setPick(event.target.value as Strategy)}>
                {strategies.map((strategy) => (
                  <FormControlLabel
                    key={strategy.id}
                    value={strategy.id}
                    control={<Radio />}
                    label={
                      <Box>
                        <Typography>{strategy.name}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {strategy.description}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {saved && (
              <Alert severity="success" data-testid="strategy-saved">
                {t('questionnaire.saved', { name: saved })}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('questionnaire.close')}</Button>
        {suggestion === null ? (
          <Button variant="contained" onClick={suggest} disabled={!isComplete(questions, answers) || update.isPending} data-testid="strategy-suggest">
            {update.isPending ? t('questionnaire.suggesting') : t('questionnaire.suggest')}
          </Button>
        ) : (
          <Button variant="contained" onClick={save} disabled={pick === null || update.isPending} data-testid="strategy-save">
            {update.isPending ? t('questionnaire.saving') : t('questionnaire.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
