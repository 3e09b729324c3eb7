import { EmptyState, Page } from '../../ui/page';

export function MaintenanceScreen() {
  return (
    <Page title="서비스 점검 중이에요" header={{ hideBack: true }}>
      <EmptyState
        title="더 나은 서비스를 위해 점검하고 있어요"
        description="점검 중에는 서비스를 이용할 수 없어요. 이용에 불편을 드려 죄송합니다. 점검이 끝나면 바로 다시 찾아뵐게요."
      />
    </Page>
  );
}
