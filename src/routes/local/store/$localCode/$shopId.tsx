import { createFileRoute } from '@tanstack/react-router';
import { codeParams, digitParams } from '../../../-lib/params';
import { ComingSoonScreen } from '../../../../features/shell/coming-soon-screen';

export const Route = createFileRoute('/local/store/$localCode/$shopId')({
  params: {
    parse: (raw: { localCode: string; shopId: string }) =>
      codeParams('localCode').parse(raw) && digitParams('shopId').parse(raw) ? raw : false,
    stringify: (params: { localCode: string; shopId: string }) => params,
  },
  staticData: { title: '상점' },
  component: LocalStoreLocalCodeShopIdRoute,
});

function LocalStoreLocalCodeShopIdRoute() {
  return <ComingSoonScreen />;
}
