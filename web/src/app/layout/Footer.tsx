import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppStoreBadges } from '../../components/brand/AppStoreBadges';
import { PaymentMethodIcons } from '../../components/brand/PaymentMethodIcons';
import { siteConfig, whatsappLink } from '../../lib/site-config';
import { useModuleAvailability } from '../modules/get-modules';
import { paths, type RouteName } from '../router/paths';
import { shownEntries } from './navigation-items';

type FooterLinkKey =
  | 'nav.aboutUs'
  | 'nav.faq'
  | 'nav.advisors'
  | 'nav.news'
  | 'nav.financialResearch'
  | 'nav.researchLibrary'
  | 'nav.bookWorkshop'
  | 'footer.terms'
  | 'footer.privacy'
  | 'footer.disclaimer'
  | 'footer.riskDisclosure'
  | 'footer.paymentTerms';

const siteLinks: { route: RouteName; labelKey: FooterLinkKey }[] = [
  { route: 'aboutUs', labelKey: 'nav.aboutUs' },
  { route: 'faq', labelKey: 'nav.faq' },
  { route: 'advisors', labelKey: 'nav.advisors' },
  { route: 'news', labelKey: 'nav.news' },
  { route: 'reportsRankings', labelKey: 'nav.financialResearch' },
  { route: 'financialResearch', labelKey: 'nav.researchLibrary' },
  { route: 'bookWorkshop', labelKey: 'nav.bookWorkshop' },
];

const legalLinks: { route: RouteName; labelKey: FooterLinkKey }[] = [
  { route: 'terms', labelKey: 'footer.terms' },
  { route: 'privacyPolicy', labelKey: 'footer.privacy' },
  { route: 'disclaimer', labelKey: 'footer.disclaimer' },
  { route: 'riskDisclosure', labelKey: 'footer.riskDisclosure' },
  { route: 'paymentTerms', labelKey: 'footer.paymentTerms' },
];

const socialIcons = { x: XIcon, instagram: InstagramIcon, linkedin: LinkedInIcon, youtube: YouTubeIcon } as const;

/** Footer of spec §2. Phone numbers are site content; the rest is deployment configuration. */
export function Footer({ whatsappNumber, phoneNumber }: { whatsappNumber: string | null; phoneNumber: string | null }) {
  const { t } = useTranslation();
  const modules = useModuleAvailability();
  const shown = (items: typeof siteLinks) => shownEntries(items, modules.isEnabled);
  const social = (Object.keys(socialIcons) as (keyof typeof socialIcons)[]).filter((name) => siteConfig.social[name]);

  const heading = (text: string) => (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
      {text}
    </Typography>
  );

  const linkList = (items: typeof siteLinks) => (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {shown(items).map((item) => (
        <li key={item.route}>
          <Link component={RouterLink} to={paths[item.route]} color="inherit" underline="hover">
            {t(item.labelKey)}
          </Link>
        </li>
      ))}
    </Stack>
  );

  return (
    <Box component="footer" sx={{ bgcolor: '#0d1f1b', color: 'rgba(255,255,255,0.86)', mt: 6, pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            {heading(t('common.appName'))}
            <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.7)', mb: 2 }}>
              {t('footer.description')}
            </Typography>
            {social.length > 0 && (
              <Stack direction="row" spacing={0.5}>
                {social.map((name) => {
                  const Icon = socialIcons[name];
                  return (
                    <IconButton
                      key={name}
                      component="a"
                      href={siteConfig.social[name] ?? undefined}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`footer.social.${name}`)}
                      sx={{ color: 'inherit' }}
                    >
                      <Icon />
                    </IconButton>
                  );
                })}
              </Stack>
            )}
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            {heading(t('footer.links'))}
            {linkList(siteLinks)}
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            {(siteConfig.contactEmail || whatsappNumber || phoneNumber) && heading(t('footer.contact'))}
            <Stack spacing={1.25}>
              {siteConfig.contactEmail && (
                <Link href={`mailto:${siteConfig.contactEmail}`} color="inherit" underline="hover" sx={{ display: 'flex', gap: 1 }}>
                  <EmailOutlinedIcon fontSize="small" /> <span dir="ltr">{siteConfig.contactEmail}</span>
                </Link>
              )}
              {whatsappNumber && (
                <Link
                  href={whatsappLink(whatsappNumber)}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="inherit"
                  underline="hover"
                  sx={{ display: 'flex', gap: 1 }}
                >
                  <WhatsAppIcon fontSize="small" titleAccess={t('footer.whatsapp')} /> <span dir="ltr">{whatsappNumber}</span>
                </Link>
              )}
              {phoneNumber && (
                <Link href={`tel:${phoneNumber.replace(/\s/g, '')}`} color="inherit" underline="hover" sx={{ display: 'flex', gap: 1 }}>
                  <PhoneOutlinedIcon fontSize="small" titleAccess={t('footer.phone')} /> <span dir="ltr">{phoneNumber}</span>
                </Link>
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            {heading(t('footer.paymentMethodsTitle'))}
            <PaymentMethodIcons />
            <Box sx={{ mt: 3 }}>
              {heading(t('footer.downloadApp'))}
              <AppStoreBadges />
            </Box>
          </Grid>
        </Grid>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)', my: 3 }} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.6)' }}>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap component="nav" aria-label={t('footer.legalNav')}>
            {shown(legalLinks).map((item) => (
              <Link key={item.route} component={RouterLink} to={paths[item.route]} color="inherit" underline="hover" variant="body2">
                {t(item.labelKey)}
              </Link>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
