/**
 * The selected section rendered by the site's own blocks (editor/preview/main.tsx in an iframe), at a
 * phone's width and a desktop's, scaled down to fit. An iframe, so the site's styles and its 768 px
 * breakpoint apply there exactly as on the site, and never to the editor around it.
 */
import { useEffect, useRef } from 'react';
import type { Block } from '../../src/shared/content/types.ts';

const WIDTHS = [
  { name: 'Phone', width: 390, height: 760, scale: 0.6 },
  { name: 'Desktop', width: 1280, height: 860, scale: 0.3 },
];

function Frame({ block, name, width, height, scale }: { block: Block | undefined } & (typeof WIDTHS)[number]) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(block);
  latest.current = block;
  const send = () =>
    frame.current?.contentWindow?.postMessage({ kind: 'editor-preview', block: latest.current }, location.origin);
  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads the latest block through a ref.
  useEffect(() => {
    send();
  }, [block]);
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

export function Preview({ block }: { block: Block | undefined }) {
  return (
    <section aria-labelledby="preview-heading" className="panel preview">
      <h2 id="preview-heading">Preview</h2>
      <div className="preview-frames">
        {WIDTHS.map((size) => (
          <Frame key={size.name} block={block} {...size} />
        ))}
      </div>
    </section>
  );
}
