/**
 * One preview: editor/preview/main.tsx in an iframe at a phone's or a desktop's width, scaled down to fit. An
 * iframe, so the site's styles and its 768 px breakpoint apply there exactly as on the site, and never to the
 * editor around it. It is sent what to show (already in the chosen language) on every change.
 */
import { useEffect, useRef } from 'react';
import { useBackend } from './backend.ts';
import type { PreviewContent } from './preview-language.ts';

export const WIDTHS = [
  { name: 'Phone', width: 390, height: 760, scale: 0.6 },
  { name: 'Desktop', width: 1280, height: 860, scale: 0.3 },
];
/** The whole page, at a desktop's width and taller, following the selected section. */
export const WHOLE_PAGE = { name: 'Whole page', width: 1280, height: 2400, scale: 0.3 };

/** What the editor posts to the preview page. */
export interface PreviewMessage extends PreviewContent {
  kind: 'editor-preview';
}

export function PreviewFrame({
  shown,
  name,
  width,
  height,
  scale,
  title,
  pause = 0,
}: {
  shown: PreviewContent;
  title: string;
  /** Wait for this pause in typing before drawing again (the whole page is many sections to draw). */
  pause?: number;
} & (typeof WIDTHS)[number]) {
  const frame = useRef<HTMLIFrameElement>(null);
  const page = useBackend().previewPage ?? '/staff/preview.html';
  const latest = useRef(shown);
  latest.current = shown;
  const send = () =>
    frame.current?.contentWindow?.postMessage(
      { kind: 'editor-preview', ...latest.current } satisfies PreviewMessage,
      location.origin,
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads the latest content through a ref.
  useEffect(() => {
    if (!pause) return send();
    const timer = setTimeout(send, pause);
    return () => clearTimeout(timer);
  }, [shown, pause]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.origin === location.origin &&
        event.source === frame.current?.contentWindow &&
        event.data === 'preview-ready'
      )
        send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  });
  return (
    <figure className="preview-frame" style={{ width: width * scale, height: height * scale }}>
      <figcaption>
        {name} ({width} px)
      </figcaption>
      <iframe
        ref={frame}
        title={title}
        src={page}
        width={width}
        height={height}
        style={{ transform: `scale(${scale})` }}
      />
    </figure>
  );
}
