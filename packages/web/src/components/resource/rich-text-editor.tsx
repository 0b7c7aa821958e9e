/**
 * The editor widget's input: TipTap with a small toolbar. Loaded lazily (field-input.tsx), so its code is
 * only fetched by a form that shows a rich-text field. The toolbar makes exactly what the server keeps
 * when it sanitises (platform/resource/widget-rules.ts): paragraphs, three heading levels, bold, italic,
 * underline, strike, lists, quotes and links; code, code blocks and rules are switched off, so typing
 * ``` or --- cannot make what the server would drop.
 */
import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Flex, Input, Popover, Tooltip, theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  id?: string;
  value: string;
  onChange: (html: string) => void;
}

/** Links the server keeps (spec §5's link rule); anything else is not offered as a link. */
const LINK = /^(?:https?|ftp|mailto|tel):/i;
const HEADINGS = [1, 2, 3] as const;

export default function RichTextEditor({ id, value, onChange }: RichTextEditorProps) {
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...HEADINGS] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => LINK.test(url) },
      }),
    ],
    content: value,
    editorProps: { attributes: { ...(id ? { id } : {}), style: 'min-height: 160px; padding: 8px 11px; outline: none' } },
    // An emptied editor is '' (not `<p></p>`), so the form's required check reads it as empty.
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  // A value set from outside (the form reset, the record loaded) replaces the content; the user's own
  // typing comes back as the same HTML and is left alone.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, background: token.colorBgContainer }}>
      {editor ? <Toolbar editor={editor} /> : null}
      <Divider style={{ margin: 0 }} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('backend');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      heading: HEADINGS.find((level) => current.isActive('heading', { level })) ?? 0,
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const word = (key: string, params?: Record<string, unknown>) => t(`resourceKit.widgets.${key}`, params);
  const tool = (key: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={word(key)} key={key}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={word(key)} aria-pressed={active} disabled={disabled} onClick={run} />
    </Tooltip>
  );

  return (
    <Flex wrap gap={2} style={{ padding: 4 }} role="toolbar">
      {tool('bold', <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
      {tool('italic', <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
      {tool('underline', <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
      {tool('strike', <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
      {HEADINGS.map((level) => (
        <Tooltip title={word('heading', { level })} key={level}>
          <Button size="small" type={state.heading === level ? 'primary' : 'text'} aria-label={word('heading', { level })} aria-pressed={state.heading === level} onClick={() => chain().toggleHeading({ level }).run()}>
            H{level}
          </Button>
        </Tooltip>
      ))}
      {tool('bulletList', <UnorderedListOutlined />, state.bulletList, () => chain().toggleBulletList().run())}
      {tool('orderedList', <OrderedListOutlined />, state.orderedList, () => chain().toggleOrderedList().run())}
      <Tooltip title={word('blockquote')}>
        <Button size="small" type={state.blockquote ? 'primary' : 'text'} aria-label={word('blockquote')} aria-pressed={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
          ❝
        </Button>
      </Tooltip>
      <LinkButton editor={editor} active={state.link} />
      {state.link ? tool('unlink', <DisconnectOutlined />, false, () => chain().extendMarkRange('link').unsetLink().run()) : null}
      {tool('undo', <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
      {tool('redo', <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
    </Flex>
  );
}

/** Asks for the address of the link on the selection; only the schemes the server keeps are taken. */
function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation('backend');
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const valid = LINK.test(address.trim());
  const apply = () => {
    if (!valid) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: address.trim() }).run();
    setOpen(false);
  };
  const show = (next: boolean) => {
    if (next) setAddress(String(editor.getAttributes('link').href ?? ''));
    setOpen(next);
  };
  return (
    <Popover
      open={open}
      onOpenChange={show}
      trigger="click"
      content={
        <Flex gap={4}>
          <Input
            size="small"
            autoFocus
            value={address}
            status={address && !valid ? 'error' : undefined}
            placeholder={t('resourceKit.widgets.linkAddress')}
            onChange={(event) => setAddress(event.target.value)}
            onPressEnter={apply}
            style={{ width: 260 }}
          />
          <Button size="small" type="primary" disabled={!valid} onClick={apply}>
            {t('resourceKit.widgets.linkApply')}
          </Button>
        </Flex>
      }
    >
      <Tooltip title={t('resourceKit.widgets.link')}>
        <Button size="small" type={active ? 'primary' : 'text'} icon={<LinkOutlined />} aria-label={t('resourceKit.widgets.link')} aria-pressed={active} />
      </Tooltip>
    </Popover>
  );
}
