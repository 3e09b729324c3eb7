import { InfoDocumentView } from './info-document-view';
import { termsDocument } from './terms-content';

/** /terms: its own file, so the route's lazy chunk carries this text and no other. */
export function TermsScreen() {
  return <InfoDocumentView document={termsDocument} path="/terms" />;
}
