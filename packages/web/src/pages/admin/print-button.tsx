import { FilePdfOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPrintable } from '../../api/admin/printables';
import { holds } from '../../components/resource/resource-access';
import { useAccessSession } from '../../components/resource/use-resource-access';

export interface PrintButtonProps {
  /** The right that opens the document (`ncr/report/print`); the button is not drawn without it. */
  right: string | readonly string[];
  /** The document's GET (a PDF), with its query. */
  url: string;
  fallbackName: string;
  children: ReactNode;
  testId?: string;
}

/** A button that downloads a printable document the server renders, shown only to those with its right. */
export function PrintButton({ right, url, fallbackName, children, testId }: PrintButtonProps) {
  const { t } = useTranslation('backend');
  const { message } = App.useApp();
  const session = useAccessSession();
  const [busy, setBusy] = useState(false);
  if (![right].flat().some((name) => holds(session, name))) return null;
  const print = async () => {
    setBusy(true);
    try {
      await downloadPrintable(url, fallbackName);
    } catch (error) {
      void message.error(t('printables.failed', { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={busy} onClick={() => void print()} data-testid={testId}>
      {children}
    </Button>
  );
}
