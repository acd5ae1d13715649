import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import type { Language } from '../../../../lib/language';
import { useFormErrors } from '../../../../lib/use-form-errors';
import { normalizePhone, required, validPhone } from '../../../../lib/validation';
import { useUpdatePersonalData } from '../../api/update-personal-data';
import type { Profile } from '../../types';

const fields = ['name', 'phone', 'about', 'language', 'avatar'] as const;
const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp';

export function PersonalDataForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('accounts');
  const form = useFormErrors(fields);
  const [progress, setProgress] = useState<number | null>(null);
  const update = useUpdatePersonalData(setProgress);
  const [values, setValues] = useState({
    name: profile.name ?? '',
    phone: profile.phone && profile.phone !== '-' ? profile.phone : '',
    about: profile.about ?? '',
    language: (profile.language ?? 'ar') as Language,
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // The preview is a blob URL: release it when replaced or when leaving.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const chooseAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setAvatar(file);
    setPreview(file ? URL.createObjectURL(file) : null);
    form.clearField('avatar');
  };

  const change = (field: 'name' | 'phone' | 'about' | 'language') => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    form.clearField(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate({
      name: required(values.name),
      phone: validPhone(values.phone),
      about: required(values.about),
      language: required(values.language),
      avatar: null,
    });
    if (!valid) return;
    setProgress(0);
    update.mutate(
      { ...values, name: values.name.trim(), phone: normalizePhone(values.phone), about: values.about.trim(), avatar },
      {
        onError: form.setServerError,
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} data-testid="personal-data-form">
      <FormAlert message={form.formError} />
      <FormAlert severity="success" message={update.isSuccess ? t('profile.saved') : null} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={preview ?? profile.avatar ?? undefined} alt={profile.name} sx={{ width: 80, height: 80 }} />
        <Box>
          <input ref={fileInput} type="file" accept={ACCEPTED_IMAGES} hidden onChange={chooseAvatar} data-testid="avatar-input" />
          <Button variant="outlined" startIcon={<PhotoCameraOutlinedIcon />} onClick={() => fileInput.current?.click()}>
            {t('profile.personal.changeAvatar')}
          </Button>
          {avatar && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} noWrap>
              {avatar.name}
            </Typography>
          )}
          {form.fieldError('avatar') && (
            <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
              {form.fieldError('avatar')}
            </Typography>
          )}
        </Box>
      </Stack>
      <TextField
        label={t('fields.name')}
        name="name"
        value={values.name}
        onChange={change('name')}
        error={Boolean(form.fieldError('name'))}
        helperText={form.fieldError('name')}
      />
      <TextField label={t('fields.email')} name="email" value={profile.email} disabled slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <TextField
        label={t('fields.phone')}
        name="phone"
        type="tel"
        value={values.phone}
        onChange={change('phone')}
        error={Boolean(form.fieldError('phone'))}
        helperText={form.fieldError('phone') ?? t('auth.phone.hint')}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
      />
      <TextField
        label={t('fields.about')}
        name="about"
        value={values.about}
        onChange={change('about')}
        multiline
        minRows={3}
        error={Boolean(form.fieldError('about'))}
        helperText={form.fieldError('about')}
      />
      <TextField
        select
        label={t('fields.notificationLanguage')}
        name="language"
        value={values.language}
        onChange={change('language')}
        error={Boolean(form.fieldError('language'))}
        helperText={form.fieldError('language')}
      >
        <MenuItem value="ar">{t('common.languages.ar')}</MenuItem>
        <MenuItem value="en">{t('common.languages.en')}</MenuItem>
      </TextField>
      {progress !== null && (
        <Box>
          <LinearProgress variant="determinate" value={progress} aria-label={t('profile.personal.uploading')} />
          <Typography variant="caption" color="text.secondary">
            {t('profile.personal.uploadProgress', { percent: progress })}
          </Typography>
        </Box>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('common.saveChanges')}
        </Button>
      </Box>
    </Stack>
  );
}
