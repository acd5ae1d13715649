import { useContent } from '../../../shared-api/content';

/**
 * The messaging (WhatsApp) and phone numbers, loaded globally at start-up (spec §3, §4). The
 * number is the content's body; a missing entry just hides that contact line.
 */
export function useContactNumbers(enabled: boolean) {
  const whatsapp = useContent('whatsapp', { enabled });
  const phone = useContent('contact_us', { enabled });
  return {
    whatsapp: whatsapp.data?.body.trim() || null,
    phone: phone.data?.body.trim() || null,
  };
}
