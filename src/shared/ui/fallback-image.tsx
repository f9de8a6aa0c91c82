import { useCallback, useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from './responsive-image.tsx';

const Missing = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.m};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-align: center;
`;

type Props = ComponentProps<typeof ResponsiveImage> & {
  /** Shown in place of a picture that fails to load, for example "Image Not Found". */
  missingLabel: string;
};

/**
 * A picture that is replaced by a labelled placeholder when it fails to load, including a failure
 * that happened before the page's script started (prerendered HTML): the ref checks on mount.
 */
export function FallbackImage({ image, missingLabel, className, ...rest }: Props) {
  const [broken, setBroken] = useState(false);
  const check = useCallback((element: HTMLImageElement | null) => {
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, []);
  if (broken) {
    return (
      <Missing className={className} role="img" aria-label={image.alt ? `${missingLabel}: ${image.alt}` : missingLabel}>
        {missingLabel}
      </Missing>
    );
  }
  return <ResponsiveImage ref={check} className={className} image={image} onError={() => setBroken(true)} {...rest} />;
}
