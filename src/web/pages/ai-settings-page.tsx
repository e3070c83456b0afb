import { Navigate } from 'react-router';
import { PageFrame } from '../components/page-frame';
import { AI_SETTINGS_TEXT } from '../features/ai-settings/ai-settings-messages';
import { AiSettingsSection } from '../features/ai-settings/components/ai-settings-section';
import { useAuth } from '../lib/auth/use-auth';
import { paths } from '../lib/paths';

/**
 * Settings → AI (docs/product/ai-settings.md): the owner connects the model drafts are written with.
 * Only the owner account (lifetime access, docs/product/roles.md#owner-account) sees it; anyone else is
 * sent to the dashboard without a word about it.
 */
export function AiSettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  if (!user.lifetime) return <Navigate to={paths.dashboard} replace />;
  return (
    <PageFrame title={AI_SETTINGS_TEXT.title} description={AI_SETTINGS_TEXT.description} width="narrow">
      <AiSettingsSection />
    </PageFrame>
  );
}
