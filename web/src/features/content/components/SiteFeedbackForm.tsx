import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { visuallyHidden } from '@mui/utils';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { SectionCard } from '../../../components/SectionCard';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useSendFeedback } from '../api/send-feedback';
import { checkEmail, checkMessage, checkName, MESSAGE_MAX, type FeedbackCheckKey } from '../lib/feedback-form';

const fields = ['name', 'email', 'message'] as const;

/** A visitor's feedback on the site; `website` is a field hidden from people that only robots fill. */
export function SiteFeedbackForm({ defaultName = '', defaultEmail = '' }: { defaultName?: string; defaultEmail?: string }) {
  const { t } = useTranslation('content');
  const form = useFormErrors<(typeof fields)[number], FeedbackCheckKey>(fields, (key) => t(key));
  const send = useSendFeedback();
  const [name, setName] = useState(defaultName);
  const [email, setEmail] = useState(defaultEmail);
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!form.validate({ name: checkName(name), email: checkEmail(email), message: checkMessage(message) })) return;
    send.mutate(
      { name: name.trim(), email: email.trim(), message: message.trim(), website },
      {
        onSuccess: () => {
          setSent(true);
          setMessage('');
        },
        onError: form.setServerError,
      },
    );
  };

  const field = (key: (typeof fields)[number]) => ({
    error: Boolean(form.fieldError(key)),
    helperText: form.fieldError(key),
  });

  return (
    <SectionCard title={t('feedback.siteTitle')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="site-feedback-form">
        <FormAlert message={form.formError} />
        {sent && (
          <Alert severity="success" role="status" data-testid="feedback-sent">
            {t('feedback.sent')}
          </Alert>
        )}
        <TextField
          label={t('feedback.name')}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            form.clearField('name');
          }}
          {...field('name')}
        />
        <TextField
          label={t('feedback.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            form.clearField('email');
          }}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          {...field('email')}
        />
        <TextField
          label={t('feedback.message')}
          name="message"
          multiline
          minRows={4}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            form.clearField('message');
          }}
          error={Boolean(form.fieldError('message'))}
          helperText={form.fieldError('message') ?? t('feedback.messageHint')}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX + 200 } }}
        />
        {/* Hidden from people and from assistive technology; robots that fill it are thanked and ignored. */}
        <Box sx={visuallyHidden} aria-hidden="true">
          <label htmlFor="feedback-website">{t('feedback.website')}</label>
          <input
            id="feedback-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={send.isPending} data-testid="feedback-send">
            {send.isPending ? t('feedback.sending') : t('feedback.send')}
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
}
