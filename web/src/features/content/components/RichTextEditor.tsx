import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import { useTranslation } from 'react-i18next';
import { directionOf, type Language } from '../../../lib/language';

/**
 * A link keeps its address only: the server adds `rel` itself, and refuses (as "removed on
 * saving") a `target`, a `class` or a `title` it would strip.
 */
const PlainLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') } };
  },
}).configure({ openOnClick: false, autolink: true, linkOnPaste: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null, class: null } });

/**
 * What the editor can write is what the server keeps (h2–h4, p, br, lists, strong/b, em/i, u,
 * a[href], blockquote, hr, span, `dir`): headings 2 and 3, no code, no strike-through, and no
 * empty paragraph added after a closing list or heading (it would make an unchanged text differ).
 */
const extensions = [
  StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, strike: false, link: false, trailingNode: false }),
  PlainLink,
];

/** The HTML of the editor's text; an empty editor is an empty text, not `<p></p>`. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** `example.com` → `https://example.com`; a site path, `mailto:` and `tel:` are kept as written. */
export function linkAddressOf(typed: string): string | null {
  const value = typed.trim();
  if (value === '') return null;
  if (value.startsWith('/') || value.startsWith('#')) return value;
  if (/^(mailto|tel):\S+$/i.test(value)) return value;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? withScheme : null;
  } catch {
    return null;
  }
}

interface RichTextEditorProps {
  /** The field's name: the editable carries `data-testid="rich-{name}"`. */
  name: string;
  label: string;
  /** HTML. Read when the editor starts, and again only when it changes from outside. */
  value: string;
  onChange: (html: string) => void;
  /** The text's language: Arabic is edited right to left, English left to right. */
  language: Language;
  error?: string;
  /** The editable's least height, in px. */
  minHeight?: number;
}

/**
 * Formatted text edited as it will read (headings, lists, bold, italic, links), for staff who do
 * not write HTML. It hands back HTML limited to what the server keeps; the preview still shows
 * the server's cleaned version before saving.
 */
export function RichTextEditor({ name, label, value, onChange, language, error, minHeight = 220 }: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const dir = directionOf(language);
  // The last HTML handed out: a value that comes back equal is this editor's own, not a new text.
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  // The editable's own attributes: its name for tests, its direction, and errors announced on it as on a text field.
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    dir,
    lang: language,
    spellcheck: 'true',
    'data-testid': `rich-${name}`,
    'data-name': name,
    ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
  };

  const editor = useEditor({
    extensions,
    content: value,
    // The page's styles carry the CSP nonce; TipTap's own <style> would not (see the sx below).
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A text set from outside (a restored draft) replaces the editor's; its own echo does not.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const attributesKey = JSON.stringify(attributes);
  const applyAttributes = useEffectEvent(() => editor.setOptions({ editorProps: { attributes } }));
  useEffect(() => {
    applyAttributes();
    // Set again only when one of them changed.
  }, [editor, attributesKey]);

  return (
    <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }} lang={language} dir={dir} data-testid={`rich-editor-${name}`}>
      <Typography id={labelId} variant="body2" component="span" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
          },
        }}
      >
        <Toolbar editor={editor} label={label} rtl={dir === 'rtl'} />
        <Divider />
        <Box
          sx={{
            px: 2,
            py: 1,
            lineHeight: 1.9,
            // What TipTap's own stylesheet sets (injectCSS is off).
            '& .ProseMirror': { position: 'relative', minHeight, outline: 'none', overflowWrap: 'break-word', whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
            '& .ProseMirror [contenteditable="false"]': { whiteSpace: 'normal' },
            '& .ProseMirror-gapcursor': { display: 'none', pointerEvents: 'none', position: 'absolute' },
            '& .ProseMirror-focused .ProseMirror-gapcursor': { display: 'block' },
            '& .ProseMirror-hideselection *::selection': { background: 'transparent' },
            '& .ProseMirror-hideselection': { caretColor: 'transparent' },
            '& h2, & h3': { fontWeight: 700, lineHeight: 1.4, mt: 2, mb: 1 },
            '& h2': { fontSize: 22 },
            '& h3': { fontSize: 19 },
            '& p': { mt: 0, mb: 1.5 },
            '& ul, & ol': { mt: 0, mb: 1.5, paddingInlineStart: 3 },
            '& li > p': { mb: 0.5 },
            '& a': { color: 'primary.main', textDecoration: 'underline' },
            '& blockquote': { borderInlineStart: 4, borderColor: 'divider', m: 0, mb: 1.5, paddingInlineStart: 2, color: 'text.secondary' },
            '& .ProseMirror > :first-of-type': { mt: 0 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

function Toolbar({ editor, label, rtl }: { editor: Editor; label: string; rtl: boolean }) {
  const { t } = useTranslation('content');
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  // Icons that point along the text (lists, undo, redo) turn round in a right-to-left text.
  const mirrored = { transform: rtl ? 'scaleX(-1)' : 'none' };

  return (
    <Box role="toolbar" aria-label={t('staff.editor.toolbarOf', { label })} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 0.5 }}>
      <TextButton label={t('staff.editor.heading')} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} testId="rich-h2">
        {t('staff.editor.heading')}
      </TextButton>
      <TextButton label={t('staff.editor.subheading')} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} testId="rich-h3">
        {t('staff.editor.subheading')}
      </TextButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('staff.editor.bold')} active={state.bold} onClick={() => chain().toggleBold().run()} testId="rich-bold">
        <FormatBoldIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('staff.editor.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()} testId="rich-italic">
        <FormatItalicIcon fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('staff.editor.bullets')} active={state.bullets} onClick={() => chain().toggleBulletList().run()} testId="rich-bullets">
        <FormatListBulletedIcon fontSize="small" sx={mirrored} />
      </ToolButton>
      <ToolButton label={t('staff.editor.numbers')} active={state.numbers} onClick={() => chain().toggleOrderedList().run()} testId="rich-numbers">
        <FormatListNumberedIcon fontSize="small" sx={mirrored} />
      </ToolButton>
      <ToolButton label={t(state.link ? 'staff.editor.linkEdit' : 'staff.editor.link')} active={state.link} onClick={() => setLinking(true)} testId="rich-link">
        <LinkIcon fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('staff.editor.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()} testId="rich-undo">
        <UndoIcon fontSize="small" sx={mirrored} />
      </ToolButton>
      <ToolButton label={t('staff.editor.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()} testId="rich-redo">
        <RedoIcon fontSize="small" sx={mirrored} />
      </ToolButton>
      {linking && <LinkDialog editor={editor} onClose={() => setLinking(false)} />}
    </Box>
  );
}

interface ToolProps {
  label: string;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}

/** Keeps the editor's selection: a toolbar click must not take the focus (and the selection) away first. */
const keepSelection = (event: React.MouseEvent) => event.preventDefault();

function ToolButton({ label, onClick, active, disabled, testId, children }: ToolProps) {
  const button = (
    <IconButton
      size="small"
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={keepSelection}
      onClick={onClick}
      color={active ? 'primary' : 'default'}
      sx={{ borderRadius: 1, bgcolor: active ? 'action.selected' : undefined }}
      data-testid={testId}
    >
      {children}
    </IconButton>
  );
  // A disabled button gets no events, so no tooltip either (its name is still its aria-label).
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
}

function TextButton({ label, onClick, active, testId, children }: ToolProps) {
  return (
    <Button
      size="small"
      aria-label={label}
      aria-pressed={Boolean(active)}
      onMouseDown={keepSelection}
      onClick={onClick}
      color={active ? 'primary' : 'inherit'}
      sx={{ minWidth: 0, px: 1, fontWeight: 700, bgcolor: active ? 'action.selected' : undefined }}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

/** Adds a link to the selected words (or new words), changes its address, or removes it. */
function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t, i18n } = useTranslation('content');
  const editing = editor.isActive('link');
  const selected = !editor.state.selection.empty;
  const [address, setAddress] = useState<string>(() => (editing ? String(editor.getAttributes('link').href ?? '') : ''));
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  // New words are asked for only when nothing is selected to carry the link.
  const asksText = !editing && !selected;

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React passes its submit up to the editor's own form: not a save.
    event.stopPropagation();
    const href = linkAddressOf(address);
    if (!href) {
      setInvalid(true);
      return;
    }
    if (asksText) {
      const words = text.trim() || href;
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: words, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth dir={directionOf(i18n.language as Language)} aria-labelledby="rich-link-title">
      <Box component="form" onSubmit={apply} noValidate>
        <DialogTitle id="rich-link-title">{t(editing ? 'staff.editor.linkDialog.editTitle' : 'staff.editor.linkDialog.addTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            autoFocus
            name="link_href"
            label={t('staff.editor.linkDialog.address')}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={t(invalid ? 'staff.editor.linkDialog.invalid' : 'staff.editor.linkDialog.addressHint')}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url', 'data-testid': 'rich-link-href' } }}
            fullWidth
            margin="dense"
          />
          {asksText && (
            <TextField
              name="link_text"
              label={t('staff.editor.linkDialog.text')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              helperText={t('staff.editor.linkDialog.textHint')}
              slotProps={{ htmlInput: { 'data-testid': 'rich-link-text' } }}
              fullWidth
            />
          )}
        </DialogContent>
        <DialogActions>
          {editing && (
            <Button color="error" onClick={remove} data-testid="rich-link-remove" sx={{ marginInlineEnd: 'auto' }}>
              {t('staff.editor.linkDialog.remove')}
            </Button>
          )}
          <Button onClick={onClose}>{t('staff.editor.linkDialog.cancel')}</Button>
          <Button type="submit" variant="contained" data-testid="rich-link-apply">
            {t('staff.editor.linkDialog.apply')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export default RichTextEditor;
