import { EDITOR_IMAGE_MAX_BYTES, EDITOR_IMAGE_TYPES, EDITOR_IMAGE_WIDTH, MailMsg } from '@certdesk/contract';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { CSP_NONCE } from '../../app/csp-nonce';
import { toastError } from '../../app/feedback';
import { uploadFile } from '../../ui/upload';

/** png, gif, jpg, jpeg only (02 §5); checked by type and by name. */
function isAllowedImage(file: File): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = ['image/png', 'image/gif', 'image/jpeg'].includes(file.type);
  return typeOk && (!file.name.includes('.') || (EDITOR_IMAGE_TYPES as readonly string[]).includes(ext));
}

/**
 * The rich-text editor of the mail dialogs (Tiptap). An image shows at once from a local blob
 * URL while it uploads; the mail gets the stored URL. Confirm is refused while any upload is
 * unfinished (02 §5), images are inserted 400 px wide, pasted files must be images.
 */
export function useRichEditor() {
  const uploaded = useRef(new Map<string, { url: string; md5: string } | null>());
  const [pending, setPending] = useState(0);

  const addImages = (files: File[]) => {
    for (const file of files) {
      if (!isAllowedImage(file)) {
        toastError('上传图片只能是 PNG、GIF、JPG、JPEG 格式!');
        continue;
      }
      if (file.size >= EDITOR_IMAGE_MAX_BYTES) {
        toastError(MailMsg.imageTooLarge);
        continue;
      }
      const local = URL.createObjectURL(file);
      uploaded.current.set(local, null);
      setPending((n) => n + 1);
      editorRef.current?.chain().focus().setImage({ src: local, width: EDITOR_IMAGE_WIDTH }).run();
      uploadFile(file, 'image')
        .then((f) => uploaded.current.set(local, { url: f.url, md5: f.md5 }))
        .catch(() => uploaded.current.delete(local))
        .finally(() => setPending((n) => n - 1));
    }
  };

  const editor = useEditor({
    injectNonce: CSP_NONCE,
    extensions: [StarterKit, Image.configure({ allowBase64: false })],
    content: '',
    editorProps: {
      attributes: { class: 'mail-editor-body', 'data-testid': 'mail-editor' },
      handlePaste: (_view, event) => {
        const files = Array.from(event.clipboardData?.files ?? []);
        if (files.length === 0) return false;
        if (files.some((f) => !f.type.startsWith('image/'))) {
          toastError(MailMsg.pasteImagesOnly);
          return true;
        }
        addImages(files);
        return true;
      },
      handleDrop: (_view, event) => {
        const files = Array.from((event as DragEvent).dataTransfer?.files ?? []);
        if (files.length === 0) return false;
        addImages(files);
        return true;
      },
    },
    immediatelyRender: true,
  });
  const editorRef = useRef(editor);
  editorRef.current = editor;

  /** The HTML to send with stored image URLs, or null (and the message) while uploads are unfinished. */
  const finalHtml = (): { html: string; imgMD5: string[] } | null => {
    const html = editor?.getHTML() ?? '';
    const used = [...uploaded.current.entries()].filter(([local]) => html.includes(local));
    if (pending > 0 || used.some(([, v]) => v === null)) {
      toastError(MailMsg.waitUploads);
      return null;
    }
    let out = html;
    const md5s: string[] = [];
    for (const [local, v] of used) {
      if (!v) continue;
      out = out.replaceAll(local, v.url);
      md5s.push(v.md5);
    }
    return { html: out, imgMD5: md5s };
  };

  return { editor, pending, addImages, finalHtml };
}
