import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ContentDocumentId } from '@shared/content/documents';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import {
  fromOwnWindow,
  previewReadySchema,
  type PreviewDraft,
} from '@/lib/content/preview-messages';
import { pageLoadedAndIdle } from '@/lib/start/page-loaded';
import { DOCUMENT_NAMES } from '../documents';

/** The widths the preview is drawn at: a phone's, and a laptop's. */
const VIEWPORTS = {
  phone: { width: 390, height: 780, label: 'Phone' },
  desktop: { width: 1280, height: 800, label: 'Desktop' },
} as const;
type Viewport = keyof typeof VIEWPORTS;
type Mode = PreviewDraft['mode'];

/** A burst of typing is drawn once it pauses, not at every key. */
const SEND_AFTER_MS = 150;

/** The width the preview's box has to draw in, followed as the editor's column resizes. */
function useWidthOf(box: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

/**
 * The document's section as visitors will see it with the draft, beside the form: the site's own
 * page (the preview page, in a frame) at a phone's or a desktop's width, light or dark, drawn
 * again as the draft changes. Nothing is published or saved by it.
 */
export function ContentPreview({ id, content }: { id: ContentDocumentId; content: unknown }) {
  const [viewport, setViewport] = useState<Viewport>('desktop');
  const [mode, setMode] = useState<Mode>('light');
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const available = useWidthOf(box);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent): void => {
      const sender = frame.current?.contentWindow ?? null;
      if (fromOwnWindow(event, sender) && previewReadySchema.safeParse(event.data).success)
        setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const draft: PreviewDraft = { type: 'content-preview:draft', id, content, mode };
    const sending = setTimeout(
      () => frame.current?.contentWindow?.postMessage(draft, window.location.origin),
      SEND_AFTER_MS,
    );
    return () => clearTimeout(sending);
  }, [ready, id, content, mode]);

  const { width, height } = VIEWPORTS[viewport];
  const scale = available > 0 ? Math.min(1, available / width) : 1;
  // The frame is a whole page: it loads once the editor's own page has loaded and is idle, and
  // its box is on the screen (below the form on a phone), so the editor is never slower for it.
  const [source, setSource] = useState<string>();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let live = true;
    const shown = new Promise<void>((resolve) => {
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(element);
    });
    void Promise.all([pageLoadedAndIdle(), shown]).then(() => {
      if (live) setSource(`${paths.contentPreview}?document=${id}`);
    });
    return () => {
      live = false;
    };
  }, [id]);
  return (
    <SectionCard title="Preview">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {DOCUMENT_NAMES[id]} as visitors will see it with this draft, before it is published.
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={viewport}
            onChange={(_event, next: Viewport | null) => next && setViewport(next)}
            aria-label="Preview width"
          >
            {Object.entries(VIEWPORTS).map(([key, { label, width: px }]) => (
              <ToggleButton key={key} value={key} aria-label={`${label}, ${px} px wide`}>
                {label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={mode}
            onChange={(_event, next: Mode | null) => next && setMode(next)}
            aria-label="Preview appearance"
          >
            <ToggleButton value="light">Light</ToggleButton>
            <ToggleButton value="dark">Dark</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {/* Its size is the CSS's (the width it has, at the viewport's proportions), never the
            script's: nothing around it moves when the frame is measured and scaled into it. */}
        <Box
          ref={box}
          sx={{
            position: 'relative',
            width: '100%',
            maxWidth: width,
            mx: 'auto',
            aspectRatio: `${width} / ${height}`,
            overflow: 'hidden',
            outline: 1,
            outlineColor: 'divider',
            borderRadius: 1,
          }}
        >
          {source && (
            <iframe
              ref={frame}
              title={`Preview of ${DOCUMENT_NAMES[id]}, ${VIEWPORTS[viewport].label.toLowerCase()} width, ${mode}`}
              src={source}
              width={width}
              height={height}
              style={{
                position: 'absolute',
                inset: '0 auto auto 0',
                border: 0,
                transform: `scale(${scale})`,
                transformOrigin: '0 0',
                visibility: available > 0 ? 'visible' : 'hidden',
              }}
            />
          )}
        </Box>
      </Stack>
    </SectionCard>
  );
}
