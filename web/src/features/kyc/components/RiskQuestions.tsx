import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { choiceName } from '../lib/choices';
import { riskField, type YesNo } from '../lib/saudi-form';
import type { Choice } from '../types';

interface RiskQuestionsProps {
  questions: readonly Choice[];
  answers: readonly YesNo[];
  onAnswer: (index: number, answer: YesNo) => void;
  problem: (field: string) => string | undefined;
}

/** The six risk-awareness questions, each answered yes or no, in the server's order. */
export function RiskQuestions({ questions, answers, onAnswer, problem }: RiskQuestionsProps) {
  const { t, i18n } = useTranslation('kyc');
  const whole = problem('risk_answers');
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
      {whole && (
        <FormHelperText error component="li" data-testid="kyc-risk_answers-error">
          {whole}
        </FormHelperText>
      )}
      {questions.map((question, index) => {
        const error = problem(riskField(index));
        const labelId = `kyc-risk-question-${index}`;
        return (
          <Box component="li" key={question.code} data-testid={`kyc-risk-question-${index}`}>
            <FormControl error={Boolean(error)} sx={{ width: '100%' }}>
              <FormLabel id={labelId} sx={{ color: 'text.primary', lineHeight: 1.7 }}>
                <Box component="span" sx={{ color: 'text.secondary', marginInlineEnd: 1 }}>
                  {t('form.question', { number: index + 1 })}
                </Box>
                {choiceName(question, i18n.language)}
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby={labelId}
                name={`risk-${question.code}`}
                value={answers[index] ?? ''}
                onChange={(event) => onAnswer(index, event.target.value === 'yes' ? 'yes' : 'no')}
              >
                <FormControlLabel value="yes" control={<Radio />} label={t('form.yes')} />
                <FormControlLabel value="no" control={<Radio />} label={t('form.no')} />
              </RadioGroup>
              {error && <FormHelperText>{error}</FormHelperText>}
            </FormControl>
          </Box>
        );
      })}
    </Box>
  );
}
