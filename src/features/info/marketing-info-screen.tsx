import { InfoDocumentView } from './info-document-view';
import { marketingDocument } from './marketing-content';

/** /marketing-info: its own file, so the route's lazy chunk carries this text and no other. */
export function MarketingInfoScreen() {
  return <InfoDocumentView document={marketingDocument} path="/marketing-info" />;
}
