// "View as JSON" (a drawer with the record as the API returns it) and "Copy as curl" (the GET of this record as
// a shell command, copied with a toast): what the API sees, for people scripting against it.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '@ds/CodeBlock';
import { copyToClipboard } from '@ds/CopyValue';
import { Drawer } from '@ds/Drawer';
import type { MenuButtonItem } from '@ds/MenuButton';
import { useToast } from '@ds/Toast';
import { curlCommand } from '../../api/curl';
import type { AnyResource, RouteParams } from '../types';

/**
 * The record's API path: the contract's path with the record id in `recordParam` (default `id`) and every other
 * `{name}` from the route parameter `routeParams[name]` names (default the same name).
 */
export function itemPath(
  pattern: string,
  id: string,
  params: RouteParams,
  {
    recordParam = 'id',
    routeParams = {},
  }: { recordParam?: string; routeParams?: Record<string, string> } = {},
): string {
  return pattern.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) =>
    encodeURIComponent(name === recordParam ? id : (params[routeParams[name] ?? name] ?? '')),
  );
}

export interface RecordTools {
  items: MenuButtonItem[];
  onAction(id: string): void;
  /** Render once: the JSON drawer. */
  element: ReactNode;
}

export function useRecordTools(
  resource: AnyResource,
  record: Record<string, unknown> | undefined,
  id: string | undefined,
  params: RouteParams,
  title: string,
): RecordTools {
  const { t } = useTranslation();
  const toast = useToast();
  const [jsonOpen, setJsonOpen] = useState(false);
  const api = resource.api;

  const items: MenuButtonItem[] = [{ id: 'json', label: t('detail:actions.viewJson') }];
  if (api) items.push({ id: 'curl', label: t('detail:actions.copyCurl') });

  const copyCurl = async () => {
    if (!api || !id) return;
    const command = curlCommand({ backend: api.backend, path: itemPath(api.itemPath, id, params, api) });
    const ok = await copyToClipboard(command);
    toast.show(
      ok
        ? { tone: 'success', title: t('detail:curl.copied'), description: t('detail:curl.copiedDescription') }
        : { tone: 'error', title: t('detail:curl.failed') },
    );
  };

  const code = JSON.stringify(record ?? {}, null, 2);
  const element = (
    <Drawer
      isOpen={jsonOpen}
      onOpenChange={setJsonOpen}
      title={t('detail:json.title', { name: title })}
      closeLabel={t('detail:json.close')}
      size="large"
    >
      <CodeBlock
        code={code}
        language="JSON"
        strings={{
          region: t('detail:json.region', { name: title }),
          copyButton: t('detail:code.copyButton', { field: 'JSON' }),
          copy: t('detail:code.copy'),
          copied: t('detail:code.copied'),
          failed: t('detail:code.failed'),
        }}
      />
    </Drawer>
  );

  return {
    items,
    onAction: (action) => {
      if (action === 'json') setJsonOpen(true);
      if (action === 'curl') void copyCurl();
    },
    element,
  };
}
