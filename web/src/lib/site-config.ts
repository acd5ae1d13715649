/**
 * Company details shown in the footer. They differ per deployment, so they come from the build
 * environment; an item left unset is simply not shown. Phone numbers come from the server's
 * site content (keys whatsapp and contact_us).
 */
function optional(value: string | undefined): string | null {
  return value && value.trim() ? value.trim() : null;
}

export const siteConfig = {
  contactEmail: optional(import.meta.env.VITE_CONTACT_EMAIL),
  appStoreUrl: optional(import.meta.env.VITE_APP_STORE_URL) ?? 'https://apps.apple.com/',
  googlePlayUrl: optional(import.meta.env.VITE_GOOGLE_PLAY_URL) ?? 'https://play.google.com/store/apps',
  social: {
    x: optional(import.meta.env.VITE_X_URL),
    instagram: optional(import.meta.env.VITE_INSTAGRAM_URL),
    linkedin: optional(import.meta.env.VITE_LINKEDIN_URL),
    youtube: optional(import.meta.env.VITE_YOUTUBE_URL),
  },
} as const;

/** A WhatsApp chat link for a number written with or without +, spaces or dashes. */
export function whatsappLink(number: string): string {
  return `https://wa.me/${number.replace(/[^\d]/g, '')}`;
}
