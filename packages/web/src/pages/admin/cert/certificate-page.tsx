import { Card, Flex, Segmented, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CERT_HOLDERS } from '@vessel/contract';
import { CERTIFICATE_BASE, findSurvey } from '../../../api/admin/cert';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { filterOf, withFilter } from '../../../components/resource/table-state';
import { useTableState } from '../../../components/resource/use-table-state';
import { CertTypeCell, ExpiryCell, HolderCell, NextWindowCell, StatusCell, localToday } from './certificate-cells';
import { CertificateDrawer } from './certificate-drawer';
import { CERTIFICATE_VIEWS, isEditableCertificate, viewOfStatusFilter, type CertificateView } from './certificate-status';
import { CertNoLink } from './cert-no-link';
import { CERTIFICATE_LIST_DEF } from './certificate-list-def';
import { useDefaultQuery } from './use-default-query';

const VIEW_NAMES = ['all', ...Object.keys(CERTIFICATE_VIEWS)] as const;

/** Quick views of the register (status groups) and the holder, written into the same URL filters the columns use. */
function CertificateViews() {
  const { t } = useTranslation('backend');
  const [state, setState] = useTableState(CERTIFICATE_LIST_DEF);
  const view = viewOfStatusFilter(filterOf(state, 'status'));
  const holderFilter = filterOf(state, 'holder_type');
  const holder = !holderFilter ? 'all' : holderFilter.operator === 'eq' ? holderFilter.val : null;

  const pickView = (name: string) => {
    const chosen = CERTIFICATE_VIEWS[name as CertificateView];
    setState(withFilter(state, 'status', chosen ? { operator: chosen.operator, val: chosen.statuses.join(',') } : null));
  };
  const pickHolder = (value: string) => setState(withFilter(state, 'holder_type', value === 'all' ? null : { operator: 'eq', val: value }));
  const shipFilter = filterOf(state, 'ship_id');
  const ship = shipFilter?.operator === 'eq' ? shipFilter.val : null;
  const pickShip = (value: string | null) => setState(withFilter(state, 'ship_id', value ? { operator: 'eq', val: value } : null));

  return (
    <Card variant="borderless" size="small">
      <Flex gap={16} wrap align="center">
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary">{t('certPage.views.label')}</Typography.Text>
          <Segmented
            size="small"
            value={view ?? ''}
            onChange={(value) => pickView(String(value))}
            options={VIEW_NAMES.map((name) => ({ value: name, label: t(`certPage.views.${name}`) }))}
          />
        </Flex>
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary">{t('cert.certificate.holder_type')}</Typography.Text>
          <Segmented
            size="small"
            value={holder ?? ''}
            onChange={(value) => pickHolder(String(value))}
            options={['all', ...CERT_HOLDERS].map((value) => ({
              value,
              label: value === 'all' ? t('certPage.views.all') : t(`cert.certificate.holder_type_options.${value}`),
            }))}
          />
        </Flex>
        <div style={{ width: 220 }}>
          <RemoteSelect url="/admin/fleet.Ship/" value={ship} onChange={(next) => pickShip(typeof next === 'string' ? next : null)} placeholder={t('certPage.views.allShips')} />
        </div>
      </Flex>
    </Card>
  );
}

/**
 * The certificate register (DOMAIN.md §4.5): ship, company and crew certificates with their status in
 * colour, days to expiry and next survey window; filters in the URL (the dashboard's numbers open it
 * filtered); a certificate's number opens it in a drawer (`?id=`) with its survey windows, the survey
 * record and the renewal.
 */
export default function CertificatePage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const surveyId = params.get('survey');
  const [listVersion, setListVersion] = useState(0);
  const today = localToday();

  const setOpen = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('survey');
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      }),
    [setParams],
  );

  // A link to a survey window (an alert's) opens the window's certificate.
  useEffect(() => {
    if (!surveyId || openId) return;
    let active = true;
    findSurvey(surveyId).then(
      ({ data }) => {
        const certificate = data.list[0]?.certificate_id;
        if (active) setOpen(typeof certificate === 'string' ? certificate : null);
      },
      () => active && setOpen(null),
    );
    return () => {
      active = false;
    };
  }, [surveyId, openId, setOpen]);

  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        cert_no: (row) => <CertNoLink row={row} onOpen={setOpen} />,
        holder_type: (row) => <HolderCell row={row} />,
        cert_type_id: (row) => <CertTypeCell row={row} />,
        expiry_date: (row) => <ExpiryCell row={row} today={today} />,
        status: (row) => <StatusCell row={row} onOpen={setOpen} />,
        next_window: (row) => <NextWindowCell row={row} />,
      },
      // A superseded certificate is locked on the server: its row offers no edit.
      available: { edit: isEditableCertificate },
      ownFilters: ['status', 'holder_type', 'ship_id'],
      visibleWhen: {
        ship_id: (values) => (values.holder_type === undefined ? !!values.ship_id : values.holder_type === 'ship'),
        seafarer_id: (values) => (values.holder_type === undefined ? !!values.seafarer_id : values.holder_type === 'seafarer'),
        supplier_id: (values) => (values.holder_type === undefined ? !!values.supplier_id : values.holder_type === 'supplier'),
      },
    }),
    [setOpen, today],
  );

  // Opened from the menu, the register shows the certificates in force; superseded and withdrawn ones are
  // history, a click away under "all".
  const waiting = useDefaultQuery(() => {
    const current = CERTIFICATE_VIEWS.current;
    return { 'search.status': `${current.operator}:${current.statuses.join(',')}` };
  });
  if (waiting) return null;

  return (
    <Flex vertical gap={12}>
      <CertificateViews />
      <ResourcePage key={listVersion} def={CERTIFICATE_LIST_DEF} options={options} />
      <CertificateDrawer
        id={openId}
        subject="certificate"
        base={CERTIFICATE_BASE}
        today={today}
        onClose={() => setOpen(null)}
        onChanged={() => setListVersion((value) => value + 1)}
        onOpen={setOpen}
      />
    </Flex>
  );
}
