import { BoldOutlined, ItalicOutlined, OrderedListOutlined, PictureOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { type Editor, EditorContent } from '@tiptap/react';
import { Button, Space, Tooltip } from 'antd';
import { useRef } from 'react';
import './mail.css';

/** Toolbar and body of the mail editor (state lives in useRichEditor). */
export function RichEditor({ editor, pending, onPick }: { editor: Editor | null; pending: number; onPick: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  if (!editor) return null;
  const mark = (active: boolean) => (active ? 'primary' : 'text');
  return (
    <div className="mail-editor">
      <Space size={2} className="mail-editor-toolbar">
        <Button
          size="small"
          type={mark(editor.isActive('bold'))}
          icon={<BoldOutlined />}
          aria-label="加粗"
          onClick={() => editor.chain().focus().toggleBold().run()}
        />
        <Button
          size="small"
          type={mark(editor.isActive('italic'))}
          icon={<ItalicOutlined />}
          aria-label="斜体"
          onClick={() => editor.chain().focus().toggleItalic().run()}
        />
        <Button
          size="small"
          type={mark(editor.isActive('bulletList'))}
          icon={<UnorderedListOutlined />}
          aria-label="无序列表"
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        />
        <Button
          size="small"
          type={mark(editor.isActive('orderedList'))}
          icon={<OrderedListOutlined />}
          aria-label="有序列表"
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        />
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
