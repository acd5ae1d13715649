import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { SectionCard } from '../../../components/SectionCard';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useSendTestimonial } from '../api/send-testimonial';
import { checkMessage, checkRating, MESSAGE_MAX, type FeedbackCheckKey } from '../lib/feedback-form';

const fields = ['message', 'rating'] as const;

/** A signed-in client's testimonial with a 1–5 star rating; it shows once staff approve it. */
export function TestimonialForm() {
  const { t } = useTranslation('content');
  const form = useFormErrors<(typeof fields)[number], FeedbackCheckKey>(fields, (key) => t(key));
  const send = useSendTestimonial();
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!form.validate({ message: checkMessage(message), rating: checkRating(rating) })) return;
    send.mutate(
      { message: message.trim(), rating },
      {
        onSuccess: () => {
          setSent(true);
          setMessage('');
          setRating(null);
        },
        onError: form.setServerError,
      },
    );
  };

  const ratingError = form.fieldError('rating');

  return (
    <SectionCard title={t('feedback.testimonialTitle')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="testimonial-form">
        <Typography color="text.secondary">{t('feedback.testimonialIntro')}</Typography>
        <FormAlert message={form.formError} />
        {sent && (
          <Alert severity="success" role="status" data-testid="testimonial-sent">
            {t('feedback.testimonialSent')}
          </Alert>
        )}
        <Box>
          <Typography component="legend" id="testimonial-rating" variant="body2" sx={{ mb: 0.5 }}>
            {t('feedback.rating')}
          </Typography>
          <Rating
            name="rating"
            value={rating}
            onChange={(_event, value) => {
              setRating(value);
              form.clearField('rating');
            }}
            getLabelText={(value) => t('feedback.stars', { count: value })}
            aria-labelledby="testimonial-rating"
          />
          {ratingError && <FormHelperText error>{ratingError}</FormHelperText>}
        </Box>
        <TextField
          label={t('feedback.message')}
          name="testimonial"
          multiline
          minRows={3}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            form.clearField('message');
          }}
          error={Boolean(form.fieldError('message'))}
          helperText={form.fieldError('message') ?? t('feedback.messageHint')}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX + 200 } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={send.isPending} data-testid="testimonial-send">
            {send.isPending ? t('feedback.sending') : t('feedback.send')}
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
}
