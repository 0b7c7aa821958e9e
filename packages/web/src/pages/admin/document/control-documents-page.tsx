import { Card, Empty, Flex, Input, List, Spin, Tag, Tree, Typography } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_CONTROL_TRANSLATIONS, documentDescription, optionLabelKey, type DocumentSearchHit } from '@vessel/contract';
import { listFolders, searchDocuments } from '../../../api/admin/document-control';
import { isCancelledRequest } from '../../../api/request-errors';
import { OpenRecordButton, useOpenRecord } from '../../../components/resource/open-record';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { filterOf, withFilter } from '../../../components/resource/table-state';
import type { TableRow } from '../../../components/resource/table-rows';
import { useTableState } from '../../../components/resource/use-table-state';
import { currentLang, i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';
import { DocumentDrawer, todayOf } from './control-document-drawer';
import { folderAndBelow, folderTree, highlightParts, LEVEL_COLOURS, REVIEW_COLOURS, reviewState, type FolderNode } from './control-views';

// The part's field words come with the module (resources described by data): this page adds them itself.
addRuntimeMessages(i18n, DOCUMENT_CONTROL_TRANSLATIONS);

const def = documentDescription.def;
const ALL = '__all__';

interface TreeItem {
  key: string;
  title: ReactNode;
  children: TreeItem[];
}

/** The folder tree beside the list: choosing a folder lists its documents and those of its sub-folders. */
function FolderTree() {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const [state, setState] = useTableState(def);
  const [rows, setRows] = useState<Array<Record<string, unknown>> | null>(null);
  useEffect(() => {
    let active = true;
    listFolders().then(
      (answer) => active && setRows(answer.data.list),
      (error: unknown) => active && !isCancelledRequest(error) && setRows([]),
    );
    return () => {
      active = false;
    };
  }, []);
  const tree = useMemo(() => folderTree(rows ?? [], lang), [rows, lang]);
  const filter = filterOf(state, 'folder_id');
  const selected = filter ? filter.val.split(',')[0]! : ALL;
  const toData = (nodes: readonly FolderNode[]): TreeItem[] =>
    nodes.map((node) => ({
      key: node.key,
      title: (
        <span data-testid={`folder-${node.code}`}>
          <Tag color={LEVEL_COLOURS[node.level]} style={{ marginInlineEnd: 4 }}>
            {node.level.startsWith('L') ? node.level : t(optionLabelKey(def, { name: 'level' }, node.level))}
          </Tag>
          {node.name}
        </span>
      ),
      children: toData(node.children),
    }));
  return (
    <Card size="small" title={t('documentControl.folders')} style={{ width: 300, flex: 'none' }} styles={{ body: { padding: 8 } }}>
      {rows === null ? (
        <Spin />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          selectedKeys={[selected]}
          data-testid="document-folder-tree"
          treeData={[{ key: ALL, title: <span data-testid="folder-all">{t('documentControl.allFolders')}</span>, children: [] }, ...toData(tree)]}
          onSelect={(keys) => {
            const key = keys[0] ? String(keys[0]) : ALL;
            setState(withFilter(state, 'folder_id', key === ALL ? null : { operator: 'IN', val: folderAndBelow(tree, key).join(',') }));
          }}
        />
      )}
    </Card>
  );
}

/** Search hits: the document, the version whose text matched, and the words around the hit highlighted. */
function SearchHits({ query, onOpen }: { query: string; onOpen(id: string): void }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const [state, setState] = useState<{ hits: DocumentSearchHit[]; loading: boolean }>({ hits: [], loading: true });
  useEffect(() => {
    let active = true;
    setState((held) => ({ ...held, loading: true }));
    searchDocuments(query).then(
      (answer) => active && setState({ hits: answer.data.hits, loading: false }),
      (error: unknown) => active && !isCancelledRequest(error) && setState({ hits: [], loading: false }),
    );
    return () => {
      active = false;
    };
  }, [query]);
  return (
    <Card size="small" title={t('documentControl.searchResults', { count: state.hits.length, query })}>
      <List<DocumentSearchHit>
        loading={state.loading}
        dataSource={state.hits}
        data-testid="document-search-hits"
        locale={{ emptyText: <Empty description={t('documentControl.noHits')} /> }}
        renderItem={(hit) => (
          <List.Item key={hit.document_id} data-testid="document-search-hit">
            <List.Item.Meta
              title={
                <Flex gap={8} align="center" wrap>
                  <OpenRecordButton onOpen={() => onOpen(hit.document_id)} testId="document-search-open">
                    {hit.doc_no}
                  </OpenRecordButton>
                  <Typography.Text>{(lang === 'zh-cn' ? hit.title_zh || hit.title_en : hit.title_en || hit.title_zh) ?? ''}</Typography.Text>
                  {hit.level ? <Tag color={LEVEL_COLOURS[hit.level]}>{hit.level}</Tag> : null}
                  {hit.version ? <Tag>{t('documentControl.foundInVersion', { version: hit.version })}</Tag> : <Tag>{t('documentControl.foundInTitle')}</Tag>}
                </Flex>
              }
              description={
                <Typography.Paragraph style={{ margin: 0 }}>
                  {highlightParts(hit.snippet, hit.terms).map((part, index) => (part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
                </Typography.Paragraph>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/**
 * Controlled documents (DOMAIN.md §4.13, ISM 11): the folder tree beside the list (level, version in
 * force, next review with its due state), the full-text search over numbers, titles and the files' text,
 * and a document opened whole (`?id=`) with its versions, approval and preview.
 */
export default function DocumentsPage() {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const { openId, setOpen, listVersion, listChanged } = useOpenRecord();
  const [query, setQuery] = useState('');
  const today = todayOf();
  const options = useMemo<ResourcePageOptions>(
    () => ({
      ownFilters: ['folder_id'],
      // Obsolete asks why: the document's drawer does it, not a bare row button.
      rowSteps: () => [],
      cells: {
        folder_id: (row: TableRow) => String((lang === 'zh-cn' ? row.folder_name_zh || row.folder_name_en : row.folder_name_en || row.folder_name_zh) ?? ''),
        doc_no: (row: TableRow) => (
          <OpenRecordButton onOpen={() => setOpen(row.id)} testId="document-open">
            {String(row.doc_no ?? '-')}
          </OpenRecordButton>
        ),
        title_en: (row: TableRow) => String((lang === 'zh-cn' ? row.title_zh || row.title_en : row.title_en || row.title_zh) ?? ''),
        level: (row: TableRow) => (row.level ? <Tag color={LEVEL_COLOURS[String(row.level)]}>{t(optionLabelKey(def, { name: 'level' }, String(row.level)))}</Tag> : null),
        current_version_id: (row: TableRow) => (row.current_version ? <Tag color="green">{String(row.current_version)}</Tag> : null),
        next_review_date: (row: TableRow) => {
          const state = reviewState(row.next_review_date, today);
          return state ? (
            <Tag color={REVIEW_COLOURS[state]} data-testid="document-review-tag">
              {`${String(row.next_review_date)} · ${t(`documentControl.review.${state}`)}`}
            </Tag>
          ) : null;
        },
      },
    }),
    [setOpen, t, lang, today],
  );
  return (
    <Flex gap={12} align="flex-start">
      <FolderTree />
      <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
        <Input.Search allowClear enterButton placeholder={t('documentControl.searchPlaceholder')} onSearch={(value) => setQuery(value.trim())} data-testid="document-search" style={{ maxWidth: 560 }} />
        {query ? <SearchHits query={query} onOpen={(id) => setOpen(id)} /> : <ResourcePage key={listVersion} def={def} options={options} />}
      </Flex>
      <DocumentDrawer id={openId} onClose={() => setOpen(null)} onChanged={listChanged} />
    </Flex>
  );
}
