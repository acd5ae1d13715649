import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { formatDay } from '../../../lib/format';
import { useTestimonials } from '../api/get-testimonials';

/** The testimonials staff approved, newest as the server orders them. */
export function Testimonials() {
  const { t, i18n } = useTranslation('content');
  const testimonials = useTestimonials();
  return (
    <Box component="section" aria-labelledby="testimonials-title" data-testid="testimonials">
      <Typography id="testimonials-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('feedback.testimonialsTitle')}
      </Typography>
      {testimonials.isPending ? (
        <LoadingBlock height={120} />
      ) : testimonials.isError ? (
        <ErrorBlock error={testimonials.error} onRetry={() => void testimonials.refetch()} />
      ) : testimonials.data.length === 0 ? (
        <EmptyBlock text={t('feedback.noTestimonials')} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {testimonials.data.map((item) => (
            <Card key={item.id} variant="outlined" component="figure" sx={{ m: 0 }} data-testid={`testimonial-${item.id}`}>
              <CardContent sx={{ display: 'grid', gap: 1 }}>
                {item.rating != null && <Rating value={item.rating} readOnly size="small" aria-label={t('feedback.stars', { count: item.rating })} />}
                <Typography component="blockquote" sx={{ m: 0 }}>
                  {item.message}
                </Typography>
                <Typography component="figcaption" variant="body2" color="text.secondary">
                  {item.name} · {formatDay(item.created_at, i18n.language)}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
