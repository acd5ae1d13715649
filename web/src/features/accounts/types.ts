import type { CurrentUser } from '../../lib/current-user';
import type { Language } from '../../lib/language';

/** What register and login return. */
export interface AuthResult {
  token: string;
  user: CurrentUser;
}

/** A message the server wrote in the user's language. */
export interface ServerMessage {
  message: string;
}

/** GET /api/profile. */
export interface Profile {
  name: string;
  email: string;
  phone: string | null;
  about: string | null;
  /** The language of the user's notifications and emails. */
  language: Language | null;
  avatar: string | null;
  bank_name: string | null;
  iban: string | null;
  account_holder_name: string | null;
  is_analyst: boolean;
}
