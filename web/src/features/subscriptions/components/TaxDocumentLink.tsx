import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateFileLink } from '../../../components/PrivateFileLink';
import { pdfFileName } from '../../../lib/private-file';

/** A tax document's PDF (an invoice, or the credit note of a refund), saved under its number. */
export function TaxDocumentLink({ document, testId, children }: { document: { number: string; url: string }; testId: string; children: ReactNode }) {
  return (
    <PrivateFileLink url={document.url} fileName={pdfFileName(document.number)} testId={testId} icon={<ReceiptLongIcon fontSize="small" aria-hidden="true" />}>
      {children}
    </PrivateFileLink>
  );
}

/** A paid period's or purchase's invoice, and its credit note once refunded. */
export function TaxDocumentLinks({
  invoice,
  creditNote,
  testIdPrefix,
}: {
  invoice?: { number: string; url: string } | null;
  creditNote?: { number: string; url: string } | null;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('subscriptions');
  return (
    <>
      {invoice && (
        <TaxDocumentLink document={invoice} testId={`${testIdPrefix}-invoice`}>
          {t('mine.invoice', { number: invoice.number })}
        </TaxDocumentLink>
      )}
      {creditNote && (
        <TaxDocumentLink document={creditNote} testId={`${testIdPrefix}-credit-note`}>
          {t('mine.creditNote', { number: creditNote.number })}
        </TaxDocumentLink>
      )}
    </>
  );
}
