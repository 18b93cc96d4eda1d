import type { ReactNode } from 'react';
import { Button, Link } from '@fluentui/react-components';
import type { ButtonProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from '@coffee/field-toolkit/runtime';

/** A real link (copyable, opens in a new tab) that navigates in place; `to` is below the locale prefix. */
function useRouteLink(to: string) {
  return { href: useHref(to), onClick: useLinkClickHandler<HTMLAnchorElement>(to) };
}

export function RouteLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link {...useRouteLink(to)} className={className}>
      {children}
    </Link>
  );
}

export function RouteButton({
  to,
  appearance,
  icon,
  size,
  children,
}: { to: string; children: ReactNode } & Pick<ButtonProps, 'appearance' | 'icon' | 'size'>) {
  return (
    <Button as="a" {...useRouteLink(to)} appearance={appearance} icon={icon} size={size}>
      {children}
    </Button>
  );
}
