import {
  ActionIcon,
  Box,
  Button,
  Group,
  Input,
  Popover,
  Stack,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../lib/sanitize.ts';
import { isBlankHtml, safeLinkHref } from './rich-text-html.ts';
import { SafeHtml } from './safe-html.tsx';

type TProps = {
  value: string;
  onChange: (html: string) => void;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Shows the sanitised result only, without toolbar or source. */
  readOnly?: boolean;
  dir?: 'ltr' | 'rtl';
  minHeight?: number;
  'data-testid'?: string;
};

type TFormat = 'bold' | 'italic' | 'underline' | 'heading' | 'bulleted' | 'numbered' | 'link';
type TActive = Partial<Record<TFormat, boolean>>;

const ICONS: Record<TFormat | 'clear' | 'html', string> = {
  bold: 'M15.6 10.79c.97-.67 1.65-1.77 1.65-2.79 0-2.26-1.75-4-4-4H7v14h7.04c2.09 0 3.71-1.7 3.71-3.79 0-1.52-.86-2.82-2.15-3.42zM10 6.5h3c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5h-3v-3zm3.5 9H10v-3h3.5c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5z',
  italic: 'M10 4v3h2.21l-3.42 8H6v3h8v-3h-2.21l3.42-8H18V4z',
  underline:
    'M12 17c3.31 0 6-2.69 6-6V3h-2.5v8c0 1.93-1.57 3.5-3.5 3.5S8.5 12.93 8.5 11V3H6v8c0 3.31 2.69 6 6 6zm-7 2v2h14v-2H5z',
  heading: 'M5 4v3h5.5v12h3V7H19V4z',
  bulleted:
    'M4 10.5c-.83 0-1.5.67-1.5 1.5s.67 1.5 1.5 1.5 1.5-.67 1.5-1.5-.67-1.5-1.5-1.5zm0-6c-.83 0-1.5.67-1.5 1.5S3.17 7.5 4 7.5 5.5 6.83 5.5 6 4.83 4.5 4 4.5zm0 12c-.83 0-1.5.68-1.5 1.5s.68 1.5 1.5 1.5 1.5-.68 1.5-1.5-.67-1.5-1.5-1.5zM7 19h14v-2H7v2zm0-6h14v-2H7v2zm0-8v2h14V5H7z',
  numbered:
    'M2 17h2v.5H3v1h1v.5H2v1h3v-4H2v1zm1-9h1V4H2v1h1v3zm-1 3h1.8L2 13.1v.9h3v-1H3.2L5 10.9V10H2v1zm5-6v2h14V5H7zm0 14h14v-2H7v2zm0-6h14v-2H7v2z',
  link: 'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1zM8 13h8v-2H8v2zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5z',
  clear:
    'M3.27 5 2 6.27l6.97 6.97L6.5 19h3l1.57-3.66L16.73 21 18 19.73 3.55 5.27 3.27 5zM6 5v.18L8.82 8h2.4l-.72 1.68 2.1 2.1L14.21 8H20V5H6z',
  html: 'M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6 1.4-1.4zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6-1.4-1.4z',
};

const Icon = ({ name }: { name: keyof typeof ICONS }) => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d={ICONS[name]} />
  </svg>
);

/** execCommand is deprecated but still the only cross-browser editing API without a library. */
const exec = (command: string, arg?: string): void => {
  try {
    document.execCommand(command, false, arg);
  } catch {
    /* unsupported command: nothing to do */
  }
};

const queryState = (command: string): boolean => {
  try {
    return document.queryCommandState(command);
  } catch {
    return false;
  }
};

const currentBlock = (): string => {
  try {
    return String(document.queryCommandValue('formatBlock') || '')
      .replace(/[<>]/g, '')
      .toLowerCase();
  } catch {
    return '';
  }
};

/** The <a> around the selection's anchor, when it is inside the editor. */
const linkAtSelection = (root: HTMLElement | null): HTMLAnchorElement | null => {
  const node = window.getSelection()?.anchorNode ?? null;
  const el = node instanceof Element ? node : (node?.parentElement ?? null);
  const a = el?.closest('a');
  return a && root?.contains(a) ? a : null;
};

/**
 * A small rich-text editor: a toolbar (bold, italic, underline, heading, lists, link, clear) over a
 * contentEditable area, a raw-HTML source mode, and a live preview rendered only through SafeHtml.
 * Whatever is loaded into the editable area or pasted into it passes DOMPurify first.
 */
export const RichTextEditor = ({
  value,
  onChange,
  label,
  description,
  error,
  required,
  readOnly,
  dir,
  minHeight = 160,
  'data-testid': testId = 'rich-text',
}: TProps) => {
  const { t } = useTranslation();
  const id = useId();
  const editorRef = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [source, setSource] = useState(false);
  const [active, setActive] = useState<TActive>({});
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('');
  const [linkError, setLinkError] = useState(false);

  // Outside changes (another record, the HTML source) are loaded sanitised; our own echo is skipped
  // so the caret stays where the operator is typing.
  useEffect(() => {
    const el = editorRef.current;
    if (!el || value === emitted.current) return;
    el.innerHTML = sanitizeHtml(value);
    emitted.current = value;
  }, [value, readOnly]);

  const emit = useCallback(() => {
    const el = editorRef.current;
    if (!el) return;
    const html = isBlankHtml(el.innerHTML) ? '' : el.innerHTML;
    emitted.current = html;
    onChange(html);
  }, [onChange]);

  const refreshActive = useCallback(() => {
    const el = editorRef.current;
    const sel = window.getSelection();
    if (!el || !sel?.anchorNode || !el.contains(sel.anchorNode)) return;
    setActive({
      bold: queryState('bold'),
      italic: queryState('italic'),
      underline: queryState('underline'),
      heading: /^h[1-6]$/.test(currentBlock()),
      bulleted: queryState('insertUnorderedList'),
      numbered: queryState('insertOrderedList'),
      link: linkAtSelection(el) !== null,
    });
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshActive);
    return () => document.removeEventListener('selectionchange', refreshActive);
  }, [refreshActive]);

  const run = (command: string, arg?: string) => {
    editorRef.current?.focus();
    exec('styleWithCSS', 'false');
    exec(command, arg);
    emit();
    refreshActive();
  };

  const saveSelection = () => {
    const sel = window.getSelection();
    const range = sel && sel.rangeCount > 0 ? sel.getRangeAt(0) : null;
    savedRange.current =
      range && editorRef.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  };

  const restoreSelection = () => {
    const el = editorRef.current;
    if (!el) return;
    el.focus();
    const sel = window.getSelection();
    if (!sel) return;
    sel.removeAllRanges();
    if (savedRange.current) sel.addRange(savedRange.current);
    else {
      const end = document.createRange();
      end.selectNodeContents(el);
      end.collapse(false);
      sel.addRange(end);
    }
  };

  const openLink = () => {
    saveSelection();
    setLinkValue(linkAtSelection(editorRef.current)?.getAttribute('href') ?? '');
    setLinkError(false);
    setLinkOpen(true);
  };

  const applyLink = () => {
    const raw = linkValue.trim();
    if (raw === '') {
      restoreSelection();
      run('unlink');
      setLinkOpen(false);
      return;
    }
    const href = safeLinkHref(raw);
    if (!href) {
      setLinkError(true);
      return;
    }
    restoreSelection();
    const sel = window.getSelection();
    if (sel && !sel.isCollapsed) run('createLink', href);
    else {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = raw;
      run('insertHTML', a.outerHTML);
    }
    setLinkOpen(false);
  };

  const toggleHeading = () => run('formatBlock', /^h[1-6]$/.test(currentBlock()) ? '<p>' : '<h3>');

  const tool = (name: TFormat | 'clear', onClick: () => void) => (
    <Tooltip label={t(`content.editor.${name}`)} withinPortal>
      <ActionIcon
        variant={active[name as TFormat] ? 'light' : 'subtle'}
        color={active[name as TFormat] ? 'ops' : 'gray'}
        size="md"
        aria-label={t(`content.editor.${name}`)}
        aria-pressed={name === 'clear' ? undefined : !!active[name as TFormat]}
        disabled={source}
        // Keep the editor's selection: act on mouse down, before the button takes focus.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        data-testid={`${testId}-${name}`}
      >
        <Icon name={name} />
      </ActionIcon>
    </Tooltip>
  );

  const preview = (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {t('content.editor.preview')}
      </Text>
      {value.trim() ? (
        <div dir={dir}>
          <SafeHtml html={value} className="ol-rte-preview" data-testid={`${testId}-preview`} />
        </div>
      ) : (
        <Text size="sm" c="dimmed" className="ol-rte-preview" data-testid={`${testId}-preview`}>
          {t('content.editor.empty')}
        </Text>
      )}
    </Stack>
  );

  if (readOnly)
    return (
      <Input.Wrapper label={label} description={description} data-testid={testId}>
        <SafeHtml html={value} className="ol-rte-preview" data-testid={`${testId}-preview`} />
      </Input.Wrapper>
    );

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      id={id}
      data-testid={testId}
    >
      <Stack gap="xs" mt={4}>
        <Box className="ol-rte" data-error={error ? true : undefined}>
          <Group
            gap={2}
            className="ol-rte-toolbar"
            wrap="wrap"
            role="toolbar"
            aria-label={t('content.editor.toolbar')}
          >
            {tool('bold', () => run('bold'))}
            {tool('italic', () => run('italic'))}
            {tool('underline', () => run('underline'))}
            <span className="ol-rte-sep" aria-hidden="true" />
            {tool('heading', toggleHeading)}
            {tool('bulleted', () => run('insertUnorderedList'))}
            {tool('numbered', () => run('insertOrderedList'))}
            <Popover
              opened={linkOpen}
              onChange={setLinkOpen}
              position="bottom-start"
              withArrow
              shadow="md"
              trapFocus
              withinPortal
            >
              <Popover.Target>
                <span>{tool('link', openLink)}</span>
              </Popover.Target>
              <Popover.Dropdown>
                <Stack gap="xs" w={280}>
                  <TextInput
                    size="xs"
                    label={t('content.editor.linkUrl')}
                    description={t('content.editor.linkHint')}
                    placeholder="https://"
                    value={linkValue}
                    onChange={(e) => {
                      setLinkValue(e.currentTarget.value);
                      setLinkError(false);
                    }}
                    onKeyDown={(e) => {
                      // Enter in a popover inside the editor's own form must not submit that form.
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        applyLink();
                      }
                    }}
                    error={linkError ? t('content.editor.linkInvalid') : undefined}
                    data-testid={`${testId}-link-url`}
                  />
                  <Group justify="flex-end" gap="xs">
                    <Button size="xs" variant="default" onClick={() => setLinkOpen(false)}>
                      {t('common.cancel')}
                    </Button>
                    <Button size="xs" onClick={applyLink} data-testid={`${testId}-link-apply`}>
                      {t('content.editor.linkApply')}
                    </Button>
                  </Group>
                </Stack>
              </Popover.Dropdown>
            </Popover>
            {tool('clear', () => {
              run('removeFormat');
              run('unlink');
            })}
            <Button
              ml="auto"
              size="compact-xs"
              variant={source ? 'filled' : 'default'}
              leftSection={<Icon name="html" />}
              aria-pressed={source}
              onClick={() => setSource((s) => !s)}
              data-testid={`${testId}-source`}
            >
              {t('content.editor.html')}
            </Button>
          </Group>
          {/* Always mounted (hidden while editing the source) so the caret and undo history survive. */}
          <div
            ref={editorRef}
            id={id}
            className="ol-rte-area"
            contentEditable
            suppressContentEditableWarning
            role="textbox"
            aria-multiline="true"
            aria-invalid={error ? true : undefined}
            dir={dir}
            hidden={source}
            style={{ minHeight }}
            data-placeholder={t('content.editor.placeholder')}
            onFocus={() => exec('defaultParagraphSeparator', 'p')}
            onInput={emit}
            onBlur={emit}
            onKeyUp={refreshActive}
            onMouseUp={refreshActive}
            onPaste={(e) => {
              e.preventDefault();
              const html = e.clipboardData.getData('text/html');
              if (html) run('insertHTML', sanitizeHtml(html));
              else run('insertText', e.clipboardData.getData('text/plain'));
            }}
            data-testid={`${testId}-area`}
          />
          {source && (
            <Textarea
              variant="unstyled"
              autosize
              minRows={Math.max(4, Math.round(minHeight / 24))}
              value={value}
              onChange={(e) => onChange(e.currentTarget.value)}
              aria-label={t('content.editor.html')}
              dir="ltr"
              classNames={{ input: 'ol-rte-source' }}
              data-testid={`${testId}-html`}
            />
          )}
        </Box>
        {preview}
      </Stack>
    </Input.Wrapper>
  );
};
