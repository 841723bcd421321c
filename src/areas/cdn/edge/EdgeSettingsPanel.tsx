// The edge settings of one page of the catalogue (basic, cache, image, content, protocol), in one card, under
// the notice that saved changes take a while to reach the edge.
import { useTranslation } from 'react-i18next';
import { Card } from '@ds/Card';
import { useCanWrite } from '../../../engine/permissions';
import { PropagationNotice } from '../../../engine/PropagationNotice';
import { ReadOnlyNotice } from '../../../engine/ReadOnlyNotice';
import { siteResource, type Site } from '../resources';
import { EdgeSettingRow } from './EdgeSettingRow';
import { DevelopmentModeNote } from './DevelopmentModeNote';
import { edgePages, type EdgePage, type EdgeSettingSpec } from './settingsCatalogue';

export function EdgeSettingsPanel({ site, page }: { site: Site; page: EdgePage }) {
  const { t } = useTranslation('cdn');
  const canWrite = useCanWrite(siteResource);
  return (
    <>
      {/* A setting is saved at once; the edge takes it up later (SPEC §1). */}
      {canWrite ? <PropagationNotice /> : <ReadOnlyNotice resource={siteResource} />}
      <Card title={t(`edge.pages.${page}.card`)} data-testid={`edge-panel-${page}`}>
        {(edgePages[page] as readonly EdgeSettingSpec[]).map((spec) => (
          <EdgeSettingRow
            key={spec.key}
            site={site}
            spec={spec}
            canWrite={canWrite}
            note={spec.key === 'development_mode' ? <DevelopmentModeNote site={site} /> : undefined}
          />
        ))}
      </Card>
    </>
  );
}
