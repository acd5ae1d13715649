import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ReactNode } from 'react';
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
