import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { useUiStrings } from '../i18n/page-language.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

export const isInternal = (href: string) => href.startsWith('/');

/**
 * One link component for content: site pages navigate without a reload, https:// links open in a
 * new tab (rel="noopener noreferrer"), mailto:, tel: and #anchors are plain links.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  const strings = useUiStrings();
  if (isInternal(href))
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  if (href.startsWith('https://')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> {strings.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
