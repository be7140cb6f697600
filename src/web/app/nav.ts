import { CalendarDays, Carrot, ChefHat, Heart, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { CurrentUser } from '../../shared/api/auth';

export type NavItem = {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Whether the item is the current page; defaults to an exact path match. */
  isActive?: (path: string) => boolean;
};

/** The signed-in header navigation (spec section 2). */
export function navItemsFor(user: CurrentUser): NavItem[] {
  const items: NavItem[] = [
    { href: '/', label: 'Recipes', icon: ChefHat },
    { href: '/pantry', label: 'Pantry', icon: Carrot },
    { href: '/saved-recipes', label: 'Saved', icon: Heart },
    { href: '/calendar', label: 'Calendar', icon: CalendarDays },
  ];
  if (user.role === 'admin') {
    items.push({ href: '/admin', label: 'Admin', icon: ShieldCheck, isActive: (path) => path.startsWith('/admin') });
  }
  return items;
}

export function isItemActive(item: Pick<NavItem, 'href' | 'isActive'>, path: string): boolean {
  return item.isActive ? item.isActive(path) : path === item.href;
}
