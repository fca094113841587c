import type { ReactNode } from "react";

import { Link } from "@/components/ui/link";

type NavLinkProps = {
  href: string;
  /** The page shown: marked for assistive technology as well as by `className`. */
  current: boolean;
  onClick?: () => void;
  className: string;
  children: ReactNode;
};

/** One entry of a navigation list: a list item whose link says when it is the page shown. */
export function NavLink({ href, current, onClick, className, children }: NavLinkProps) {
  return (
    <li>
      <Link
        href={href}
        onClick={onClick}
        aria-current={current ? "page" : undefined}
        className={className}
      >
        {children}
      </Link>
    </li>
  );
}
