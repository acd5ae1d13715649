/** What /kyc shows for the user's verification (GET /api/kyc). */
import { isKycStatus, type KycView } from '../types';

export type KycScreen = 'verified' | 'inReview' | 'rejected' | 'awaitingAgreement' | 'form';

export function kycScreenOf(view: Pick<KycView, 'status'>): KycScreen {
  const status = isKycStatus(view.status) ? view.status : 'none';
  switch (status) {
    case 'verified':
      return 'verified';
    case 'in_review':
      return 'inReview';
    case 'rejected':
      return 'rejected';
    case 'awaiting_agreement':
      return 'awaitingAgreement';
    case 'none':
    case 'erased':
      // Erased: the data was deleted; verify again from the start (the page says when it was deleted).
      return 'form';
  }
}
