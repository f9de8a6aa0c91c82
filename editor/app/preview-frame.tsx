/**
 * One preview: editor/preview/main.tsx in an iframe at a phone's or a desktop's width, scaled down to fit. An
 * iframe, so the site's styles and its 768 px breakpoint apply there exactly as on the site, and never to the
 * editor around it. It is sent the section (already in the chosen language) on every change.
 */
import { useEffect, useRef } from 'react';
import type { PreviewSection } from './preview-language.ts';

export const WIDTHS = [
  { name: 'Phone', width: 390, height: 760, scale: 0.6 },
  { name: 'Desktop', width: 1280, height: 860, scale: 0.3 },
];

/** What the editor posts to the preview page. */
export interface PreviewMessage extends PreviewSection {
  kind: 'editor-preview';
}

export function PreviewFrame({
  shown,
  name,
  width,
  height,
  scale,
}: { shown: PreviewSection } & (typeof WIDTHS)[number]) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(shown);
  latest.current = shown;
  const send = () =>
    frame.current?.contentWindow?.postMessage(
      { kind: 'editor-preview', ...latest.current } satisfies PreviewMessage,
      location.origin,
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads the latest section through a ref.
  useEffect(() => {
    send();
  }, [shown]);
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
        title={`Preview at ${name.toLowerCase()} width`}
        src="/editor/preview.html"
        width={width}
        height={height}
        style={{ transform: `scale(${scale})` }}
      />
    </figure>
  );
}
