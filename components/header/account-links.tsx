import { accountLinks } from '@/lib/content/navigation';
import { AppLink } from '@/components/ui/app-link';

export interface AccountLinksProps {
  /** `bar`: the header bar on wide screens (Login as a quiet button). `menu`: the hamburger menu. */
  placement: 'bar' | 'menu';
}

const classes = {
  bar: { login: 'btn btn-ghost hidden lg:inline-flex', getStarted: 'btn btn-primary hidden lg:inline-flex' },
  menu: { login: 'btn btn-secondary', getStarted: 'btn btn-primary' },
} as const;

/** Login and Get Started, both on the dashboard's host (new tabs). */
export function AccountLinks({ placement }: AccountLinksProps) {
  const { login, getStarted } = classes[placement];
  return (
    <>
      <AppLink href={accountLinks.login.href} external className={login}>
        {accountLinks.login.label}
      </AppLink>
      <AppLink href={accountLinks.getStarted.href} external className={getStarted}>
        {accountLinks.getStarted.label}
      </AppLink>
    </>
  );
}
