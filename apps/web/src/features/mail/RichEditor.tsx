import { BoldOutlined, ItalicOutlined, OrderedListOutlined, PictureOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { type Editor, EditorContent } from '@tiptap/react';
import { Button, Space, Tooltip } from 'antd';
import { useRef } from 'react';
import './mail.css';

/** The formatting buttons: the mark or list each toggles (highlighted while active), its icon and label. */
const FORMATS = [
  { name: 'bold', icon: <BoldOutlined />, label: '加粗', toggle: (e: Editor) => e.chain().focus().toggleBold().run() },
  { name: 'italic', icon: <ItalicOutlined />, label: '斜体', toggle: (e: Editor) => e.chain().focus().toggleItalic().run() },
  {
    name: 'bulletList',
    icon: <UnorderedListOutlined />,
    label: '无序列表',
    toggle: (e: Editor) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    icon: <OrderedListOutlined />,
    label: '有序列表',
    toggle: (e: Editor) => e.chain().focus().toggleOrderedList().run(),
  },
];

/** Toolbar and body of the mail editor (state lives in useRichEditor). */
export function RichEditor({ editor, pending, onPick }: { editor: Editor | null; pending: number; onPick: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  if (!editor) return null;
  return (
    <div className="mail-editor">
      <Space size={2} className="mail-editor-toolbar">
        {FORMATS.map((f) => (
          <Button
            key={f.name}
            size="small"
            type={editor.isActive(f.name) ? 'primary' : 'text'}
            icon={f.icon}
            aria-label={f.label}
            onClick={() => f.toggle(editor)}
          />
        ))}
        <Tooltip title="插入图片（PNG、GIF、JPG、JPEG，小于5MB）">
          <Button
            size="small"
            type="text"
            icon={<PictureOutlined />}
            aria-label="插入图片"
            data-testid="mail-editor-image"
            onClick={() => input.current?.click()}
          />
        </Tooltip>
        {pending > 0 && <span className="mail-editor-pending">图片上传中（{pending}）…</span>}
      </Space>
      <input
        ref={input}
        type="file"
        accept=".png,.gif,.jpg,.jpeg,image/png,image/gif,image/jpeg"
        multiple
        style={{ display: 'none' }}
        data-testid="mail-editor-file"
        onChange={(e) => {
          onPick(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <EditorContent editor={editor} />
    </div>
  );
}
